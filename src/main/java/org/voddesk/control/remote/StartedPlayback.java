package org.voddesk.control.remote;

/**
 * A playback a control server started.
 *
 * @param session the session as recorded
 * @param url     the stream URL the node gave
 * @param why     the placement's explanation in one line
 */
public record StartedPlayback(LiveSession session, String url, String why) {
}
