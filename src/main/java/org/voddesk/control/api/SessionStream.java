package org.voddesk.control.api;

import org.voddesk.core.Quality;

/**
 * A running session's stream, to open again ({@link org.voddesk.control.api.Cameras#reopenStream}).
 *
 * @param sessionId   the session
 * @param cameraId    its camera
 * @param node        the node that plays it now
 * @param quality     its stream quality
 * @param url         the stream URL its node gave at its start or last move
 * @param requestedBy the user whose request placed it
 */
public record SessionStream(String sessionId, String cameraId, String node, Quality quality, String url,
                            String requestedBy) {
}
