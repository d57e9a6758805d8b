package org.voddesk.sim.lichen;

import org.voddesk.core.PlaybackRequest;
import org.voddesk.core.Quality;
import org.voddesk.core.SegmentKey;
import org.voddesk.sim.cluster.SimStream;

/**
 * Names and times of the scenario's recordings: camera {@code c} is {@code cam-001 ..}, its segments are
 * consecutive hours of one recorded day, and playback happens the day after (the simulation's epoch).
 */
final class SegmentCatalog {
    /** 2026-11-27T00:00:00Z: the start of the recorded day. */
    static final long RECORDING_EPOCH_MS = 1_795_737_600_000L;
    static final long DAY_MS = 86_400_000L;

    private final LiChenParameters p;
    private final String[] cameraIds;
    private final SimStream[] streams;

    SegmentCatalog(LiChenParameters p) {
        this.p = p;
        this.cameraIds = new String[p.cameras()];
        for (int c = 0; c < p.cameras(); c++) {
            cameraIds[c] = String.format("cam-%03d", c + 1);
        }
        this.streams = new SimStream[p.segmentKeys()];
        for (int c = 0; c < p.cameras(); c++) {
            for (int seg = 0; seg < p.segmentsPerCamera(); seg++) {
                int key = c * p.segmentsPerCamera() + seg;
                streams[key] = new SimStream(key, new SegmentKey(cameraIds[c], segmentStartMs(seg)), 0,
                        p.bitrateBps(), Quality.MAIN);
            }
        }
    }

    String cameraId(int camera) {
        return cameraIds[camera];
    }

    long segmentStartMs(int segment) {
        return RECORDING_EPOCH_MS + segment * p.segmentMs();
    }

    /** What a session of {@code (camera, segment)} plays: from the segment start, main stream, the fixed bit rate. */
    SimStream stream(int camera, int segment) {
        return streams[camera * p.segmentsPerCamera() + segment];
    }

    long bitrateBps() {
        return p.bitrateBps();
    }

    /** The wall-clock instant of simulated time 0. */
    long playbackEpochMs() {
        return RECORDING_EPOCH_MS + DAY_MS;
    }

    /** The operator's request: play {@code (camera, segment)} from the segment start at 1x. */
    PlaybackRequest request(int camera, int segment) {
        return PlaybackRequest.atSegmentStart(cameraIds[camera], segmentStartMs(segment), 1.0, Quality.MAIN,
                p.bitrateBps());
    }
}
