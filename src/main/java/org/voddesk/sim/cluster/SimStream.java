package org.voddesk.sim.cluster;

import org.voddesk.core.Quality;
import org.voddesk.core.SegmentKey;

/**
 * What a simulated session plays, fixed for its life: its {@code (camera, segment)} (as the console names it and as
 * the node's prefix cache keys it), where in the segment it begins, and its bit rate and quality.
 *
 * @param key           the segment's key in the nodes' prefix caches (a small number per {@code (camera, segment)})
 * @param segment       camera and segment start
 * @param beginOffsetMs where playback begins, ms after the segment start (0: from the segment start)
 * @param bitrateBps    the stream's bit rate at 1x, bits per second
 * @param quality       main or sub stream
 */
public record SimStream(int key, SegmentKey segment, long beginOffsetMs, long bitrateBps, Quality quality) {
    public SimStream {
        if (segment == null || quality == null) {
            throw new IllegalArgumentException("a simulated stream needs its segment and quality");
        }
        if (beginOffsetMs < 0 || bitrateBps <= 0) {
            throw new IllegalArgumentException("begin offset must be >= 0 and bit rate positive");
        }
    }
}
