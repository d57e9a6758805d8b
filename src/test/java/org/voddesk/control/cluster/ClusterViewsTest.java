package org.voddesk.control.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.voddesk.core.ClusterView;
import org.voddesk.core.LoadModel;
import org.voddesk.core.LoadSample;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.Quality;
import org.voddesk.core.RecordingSegment;
import org.voddesk.core.Session;
import org.voddesk.core.SiteHops;
import org.voddesk.core.StreamSource;
import org.voddesk.node.cluster.ClusterFile;
import org.voddesk.core.NodeConfig;
import org.voddesk.node.NodePoll;
import org.voddesk.node.PollRound;
import org.voddesk.node.protocol.ReportedSession;

class ClusterViewsTest {
    private static final NodeConfig A = new NodeConfig("a", "h", 22, "u", "/k", 1e9, null, null);
    private static final NodeConfig B = new NodeConfig("b", "h", 22, "u", "/k", 1e9, null, null);
    private static final ClusterFile CLUSTER = new ClusterFile(Path.of("/kh"), List.of(A, B), SiteHops.FLAT);
    private static final RecordingSegment SEG = new RecordingSegment("cam", 1000, 100_000, 4000);
    private final ClusterViews views = new ClusterViews(CLUSTER, LoadModel.DEFAULT);

    private static NodePoll ok(String name, LoadSample load, List<ReportedSession> sessions) {
        return new NodePoll(name, NodeHealth.OK, null, null, null, load, sessions, List.of(SEG), true, 50_000, 0);
    }

    @Test
    void loadIsEquationOneOfTheSample() {
        ClusterView v = views.view(new PollRound(0, 0, List.of(ok("a", new LoadSample(0, 10, 20, 30), List.of()),
                ok("b", new LoadSample(0, 0, 0, 0), List.of()))));
        assertThat(v.node("a").orElseThrow().load()).isEqualTo(26.0, org.assertj.core.data.Offset.offset(1e-9));
    }

    @Test
    void okNodeWithoutASampleIsNotTrustedForPlacement() {
        ClusterView v = views.view(new PollRound(0, 0, List.of(ok("a", null, List.of()))));
        assertThat(v.node("a").orElseThrow().health()).isEqualTo(NodeHealth.DEGRADED);
    }

    @Test
    void nodeNotMeasuredYetCarriesTheStreamEstimateOfItsSessions() {
        // 1000 Mb/s node, one IPSAN stream of 4 Mb/s at 2x: NET = 100 * 2 * 8e6 / 1e9 = 1.6 %, load 0.7 * 1.6
        ClusterView v = views.view(new PollRound(0, 0, List.of(ok("a", null,
                List.of(new ReportedSession("s", "cam", 5000, 9000, 2, 4_000_000, Quality.MAIN))))));
        assertThat(v.node("a").orElseThrow().load()).isEqualTo(1.12, org.assertj.core.data.Offset.offset(1e-9));
    }

    @Test
    void nodeMissingFromTheRoundIsUnreachable() {
        ClusterView v = views.view(new PollRound(0, 0, List.of()));
        assertThat(v.node("b").orElseThrow().health()).isEqualTo(NodeHealth.UNREACHABLE);
    }

    @Test
    void sessionTakesItsSegmentFromTheRecordings() {
        List<Session> s = ClusterViews.sessions("a", ok("a", null,
                List.of(new ReportedSession("s", "cam", 5000, 9000, 2, 4000, Quality.MAIN))));
        assertThat(s.get(0).segmentStartMs()).isEqualTo(1000);
        assertThat(s.get(0).startedAtMs()).isEqualTo(50_000 - 2000);
    }

    @Test
    void sessionTakesTheSegmentOfItsOwnCameraNotAnotherCamerasHoldingTheSameTime() {
        NodePoll poll = new NodePoll("a", NodeHealth.OK, null, null, null, null,
                List.of(new ReportedSession("s", "cam-2", 5000, 9000, 1, 4000, Quality.MAIN)),
                List.of(SEG, new RecordingSegment("cam-2", 3000, 8000, 4000)), true, 50_000, 0);
        assertThat(ClusterViews.sessions("a", poll).get(0).segmentStartMs()).isEqualTo(3000);
    }

    @Test
    void segmentsAreKeptOnlyForTheCamerasPlayedInListingOrder() {
        RecordingSegment later = new RecordingSegment("cam", 100_000, 200_000, 4000);
        RecordingSegment other = new RecordingSegment("cam-9", 1000, 100_000, 4000);
        var segments = ClusterViews.segmentsOf(List.of(SEG, other, later),
                List.of(new ReportedSession("s", "cam", 5000, 9000, 1, 4000, Quality.MAIN)));
        assertThat(segments).containsOnlyKeys("cam");
        assertThat(segments.get("cam")).containsExactly(SEG, later);
    }

    @Test
    void aBeginNoSegmentHoldsIsItsOwnSegmentStart() {
        assertThat(ClusterViews.segmentStart(List.of(SEG), 500_000)).isEqualTo(500_000);
        assertThat(ClusterViews.segmentStart(List.of(), 7)).isEqualTo(7);
    }

    @Test
    void firstSessionOfASegmentReadsIpsanAndLaterOnesMemory() {
        List<Session> s = ClusterViews.sessions("a", ok("a", null, List.of(
                new ReportedSession("s1", "cam", 5000, 9000, 1, 4000, Quality.MAIN),
                new ReportedSession("s2", "cam", 6000, 9000, 1, 4000, Quality.MAIN))));
        assertThat(s).extracting(Session::source).containsExactly(StreamSource.IPSAN, StreamSource.MEMORY);
    }
}
