package org.voddesk.ui.cameras;

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
    private static RecordingSegment seg(String camera, long start, long end) {
        return new RecordingSegment(camera, start, end, 2_000_000);
    }

    private static Session session(String id, String node, String camera, long position) {
        return new Session(id, node, new SegmentKey(camera, 0), Playhead.atBegin(position, 1),
                new StreamProfile(2_000_000, Quality.MAIN, StreamSource.IPSAN), position);
    }

    @Test
    void adjacentSegmentsOfANodeMergeIntoOneSpan() {
        CameraTimeline t = CameraTimeline.of("cam-1", Map.of("vod-1", List.of(seg("cam-1", 0, 10),
                seg("cam-1", 10, 20))), List.of());

        assertThat(t.spans()).containsExactly(new CameraTimeline.Span("vod-1", 0, 20));
        assertThat(t.gaps()).isEmpty();
    }

    @Test
    void timeNoNodeHoldsIsAGap() {
        CameraTimeline t = CameraTimeline.of("cam-1", Map.of(
                "vod-1", List.of(seg("cam-1", 0, 10)),
                "vod-2", List.of(seg("cam-1", 5, 12), seg("cam-1", 30, 40))), List.of());

        assertThat(t.gaps()).containsExactly(new CameraTimeline.Gap(12, 30));
        assertThat(t.recorded(20)).isFalse();
        assertThat(t.recorded(11)).isTrue();
        assertThat(t.startMs()).isZero();
        assertThat(t.endMs()).isEqualTo(40);
    }

    @Test
    void otherCamerasSegmentsAndSessionsAreLeftOut() {
        CameraTimeline t = CameraTimeline.of("cam-1", Map.of("vod-1", List.of(seg("cam-1", 0, 10),
                seg("cam-2", 0, 10))), List.of(session("a", "vod-3", "cam-1", 4), session("b", "vod-1", "cam-2", 4)));

        assertThat(t.spans()).hasSize(1);
        assertThat(t.sessions()).extracting(Session::id).containsExactly("a");
        assertThat(t.lanes()).as("a node playing the camera gets a lane").containsExactly("vod-1", "vod-3");
    }
}
