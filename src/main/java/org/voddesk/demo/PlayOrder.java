package org.voddesk.demo;

import org.voddesk.core.Quality;

/**
 * The arguments of {@code vodnode play}, already parsed.
 *
 * @param sessionId  session id chosen by the console
 * @param cameraId   camera to play
 * @param beginMs    where playback begins (reported back as {@code begin=})
 * @param positionMs where the stream starts; {@code beginMs} unless the console resumes a moved session
 * @param rate       playback rate
 * @param quality    stream quality
 */
public record PlayOrder(String sessionId, String cameraId, long beginMs, long positionMs, double rate,
                        Quality quality) {
}
