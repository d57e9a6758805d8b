package org.voddesk.core;

/**
 * One recorded segment of a camera, as a node reports it ({@code vodnode recordings}).
 *
 * @param cameraId   camera that recorded it
 * @param startMs    first instant, epoch milliseconds (inclusive)
 * @param endMs      last instant, epoch milliseconds (exclusive)
 * @param bitrateBps stream bit rate at 1x, bits per second
 */
public record RecordingSegment(String cameraId, long startMs, long endMs, long bitrateBps) {
    public RecordingSegment {
        Ids.require(cameraId, "camera id");
        if (endMs <= startMs) {
            throw new IllegalArgumentException("recording end " + endMs + " must be after start " + startMs);
        }
        if (bitrateBps <= 0) {
            throw new IllegalArgumentException("bitrate must be positive, got " + bitrateBps);
        }
    }

    /** Whether the instant {@code timeMs} lies in this segment. */
    public boolean contains(long timeMs) {
        return timeMs >= startMs && timeMs < endMs;
    }

    public long durationMs() {
        return endMs - startMs;
    }
}
