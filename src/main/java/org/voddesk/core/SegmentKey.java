package org.voddesk.core;

/**
 * A recording segment of a camera, the unit a node's segment-prefix cache holds (ALGORITHMS.md §8.1): the
 * {@code (camera, segment)} of a request or a session.
 *
 * @param cameraId       camera
 * @param segmentStartMs start of the segment, epoch ms
 */
public record SegmentKey(String cameraId, long segmentStartMs) {
    public SegmentKey {
        Ids.require(cameraId, "camera id");
    }

    public static SegmentKey of(PlaybackRequest request) {
        return new SegmentKey(request.cameraId(), request.segmentStartMs());
    }

    public static SegmentKey of(Session session) {
        return session.segment();
    }
}
