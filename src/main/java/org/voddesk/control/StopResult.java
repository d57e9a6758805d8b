package org.voddesk.control;

/**
 * The outcome of {@link Playback#stop}.
 *
 * @param stopped whether a node confirmed the stop
 * @param node    the node that held the session, {@code null} when none was found
 * @param message one line for a person
 */
public record StopResult(boolean stopped, String node, String message) {
}
