package org.voddesk.core;

/**
 * An operator's request to play a camera's recording from a moment (Li &amp; Chen 2014: the pair
 * {@code (camera, begin)}).
 *
 * @param cameraId        camera to play
 * @param segmentStartMs  start of the recording segment that holds {@code beginMs}; identifies the
 *                        {@code (camera, segment)} a node may already cache
 * @param beginMs         where playback begins, epoch milliseconds
 * @param rate            playback rate (VCR: 0.5, 1, 2, 3 ...), positive
 * @param quality         requested stream quality
 * @param bitrateBps      stream bit rate at 1x
 * @param clientSite      site of the operator for hop-aware selection, or {@code null}
 */
public record PlaybackRequest(String cameraId, long segmentStartMs, long beginMs, double rate, Quality quality,
                              long bitrateBps, String clientSite) {
    public PlaybackRequest {
        Ids.require(cameraId, "camera id");
        rate = Rates.carried(rate); // what the protocol carries is what is recorded
        if (quality == null) {
            throw new IllegalArgumentException("quality is required");
        }
        if (bitrateBps <= 0) {
            throw new IllegalArgumentException("bitrate must be positive, got " + bitrateBps);
        }
        if (segmentStartMs > beginMs) {
            throw new IllegalArgumentException("segment start " + segmentStartMs + " is after begin " + beginMs);
        }
    }

    /**
     * A request that begins where its segment starts (a segment played from its start, or a camera whose segment is
     * not known), from no particular site.
     */
    public static PlaybackRequest atSegmentStart(String cameraId, long startMs, double rate, Quality quality,
                                                 long bitrateBps) {
        return new PlaybackRequest(cameraId, startMs, startMs, rate, quality, bitrateBps, null);
    }

    /** The stream's bandwidth at its playback rate, bits per second. */
    public double bandwidthBps() {
        return rate * bitrateBps;
    }

    /** Whether a session plays the same {@code (camera, segment)} as this request. */
    public boolean sameSegmentAs(Session session) {
        return session.cameraId().equals(cameraId) && session.segmentStartMs() == segmentStartMs;
    }
}
