package org.voddesk.node.protocol;

import org.voddesk.core.Ids;
import org.voddesk.core.Quality;
import org.voddesk.core.Rates;

/**
 * The arguments of {@code vodnode play}, validated where they are made.
 *
 * @param sessionId  new session id
 * @param cameraId   camera to play
 * @param beginMs    where playback begins, epoch ms
 * @param positionMs where the stream starts now, epoch ms (equal to {@code beginMs} for a new playback; the
 *                   source's position when a session moves)
 * @param rate       playback rate
 * @param quality    stream quality
 */
public record PlayArgs(String sessionId, String cameraId, long beginMs, long positionMs, double rate,
                       Quality quality) {
    public PlayArgs {
        Ids.require(sessionId, "session id");
        Ids.require(cameraId, "camera id");
        Rates.require(rate);
        if (beginMs < 0 || positionMs < 0) {
            throw new IllegalArgumentException("begin and position must be epoch ms >= 0");
        }
        if (quality == null) {
            throw new IllegalArgumentException("quality is required");
        }
    }

    /** A new playback: the stream starts at {@code beginMs}. */
    public static PlayArgs fresh(String sessionId, String cameraId, long beginMs, double rate, Quality quality) {
        return new PlayArgs(sessionId, cameraId, beginMs, beginMs, rate, quality);
    }
}
