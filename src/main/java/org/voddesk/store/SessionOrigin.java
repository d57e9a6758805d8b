package org.voddesk.store;

/**
 * Where a session came from (migration V11).
 *
 * @param requestedBy the user whose request placed it, {@code null} for a session a poll found on a node
 * @param streamUrl   the stream URL its node gave at its start or last move, {@code null} when not known
 */
public record SessionOrigin(String requestedBy, String streamUrl) {
}
