package org.voddesk.control.camera;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.voddesk.control.api.CameraTimeline;
import org.voddesk.core.Playhead;
import org.voddesk.core.Quality;
import org.voddesk.core.RecordingSegment;
import org.voddesk.core.SegmentKey;
import org.voddesk.core.Session;
import org.voddesk.core.StreamProfile;
import org.voddesk.core.StreamSource;

class CameraTimelineTest {
    private static final long H = 3_600_000;

    private static RecordingSegment seg(String camera, long fromH, long toH) {
        return new RecordingSegment(camera, fromH * H, toH * H, 2_000_000);
    }

    @Test
    void eachNodesAdjacentSegmentsMergeAndUncoveredTimesAreGaps() {
        CameraTimeline t = CameraTimeline.of("cam-1", Map.of(
                "vod-1", List.of(seg("cam-1", 1, 2), seg("cam-1", 0, 1), seg("cam-2", 2, 3)),
                "vod-2", List.of(seg("cam-1", 1, 3), seg("cam-1", 5, 6))), List.of());

        assertThat(t.spans()).containsExactly(new CameraTimeline.Span("vod-1", 0, 2 * H),
                new CameraTimeline.Span("vod-2", H, 3 * H), new CameraTimeline.Span("vod-2", 5 * H, 6 * H));
        assertThat(t.gaps()).containsExactly(new CameraTimeline.Gap(3 * H, 5 * H));
    }

    @Test
    void theCamerasLiveSessionsComeWithIt() {
        Session mine = new Session("s1", "vod-1", new SegmentKey("cam-1", 0), Playhead.atBegin(10, 1),
                new StreamProfile(2_000_000, Quality.MAIN, StreamSource.IPSAN), 5);
        Session other = new Session("s2", "vod-1", new SegmentKey("cam-2", 0), Playhead.atBegin(10, 1),
                new StreamProfile(2_000_000, Quality.MAIN, StreamSource.IPSAN), 5);
        CameraTimeline t = CameraTimeline.of("cam-1", Map.of(), List.of(other, mine));
        assertThat(t.sessions()).containsExactly(mine);
        assertThat(t.spans()).isEmpty();
        assertThat(t.gaps()).isEmpty();
    }
}
