package org.voddesk.store;

/**
 * What one retention run did.
 *
 * @param windows  windows thinned (one transaction each)
 * @param deleted  sample rows removed (node and cluster samples)
 * @param caughtUp whether every tier reached its age limit (false: the run stopped at its window budget)
 */
public record RetentionResult(int windows, long deleted, boolean caughtUp) {
}
