package org.voddesk.node.protocol;

import org.voddesk.core.Ids;
import org.voddesk.core.Quality;
import org.voddesk.core.Rates;

/**
 * One {@code session} line of {@code vodnode status}: what the node says it is playing.
 *
 * @param id         session id
 * @param cameraId   camera played
 * @param beginMs    where playback began, epoch ms
 * @param positionMs current play position, epoch ms (begin + elapsed * rate, rate changes tracked)
 * @param rate       playback rate
 * @param bitrateBps stream bit rate at 1x, bits per second
 * @param quality    stream quality
 */
public record ReportedSession(String id, String cameraId, long beginMs, long positionMs, double rate,
                            long bitrateBps, Quality quality) {
    public ReportedSession {
        Ids.require(id, "session id");
        Ids.require(cameraId, "camera id");
        Rates.require(rate);
        if (beginMs < 0 || positionMs < 0) {
            throw new IllegalArgumentException("begin and position must be epoch ms >= 0");
        }
        if (bitrateBps <= 0) {
            throw new IllegalArgumentException("bitrate must be positive, got " + bitrateBps);
        }
        if (quality == null) {
            throw new IllegalArgumentException("quality is required");
        }
    }
}
