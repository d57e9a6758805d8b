package org.voddesk.wire.events;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.ClusterSnapshot;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.NodeStatus;
import org.voddesk.control.api.RecordingIndex;
import org.voddesk.core.Alarm;
import org.voddesk.core.ClusterView;
import org.voddesk.core.Decision;
import org.voddesk.core.Execution;
import org.voddesk.core.LoadForecast;
import org.voddesk.core.LoadModel;
import org.voddesk.core.LoadSample;
import org.voddesk.core.LoadThresholds;
import org.voddesk.core.LoadWeights;
import org.voddesk.core.MigrationDraw;
import org.voddesk.core.MoveDraft;
import org.voddesk.core.MoveGrounds;
import org.voddesk.core.MoveRecord;
import org.voddesk.core.MoveState;
import org.voddesk.core.NodeFailure;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.NodeSpec;
import org.voddesk.core.NodeState;
import org.voddesk.core.NodeView;
import org.voddesk.core.PlanDraft;
import org.voddesk.core.PlanKind;
import org.voddesk.core.PlanRecord;
import org.voddesk.core.PlanState;
import org.voddesk.core.Playhead;
import org.voddesk.core.Quality;
import org.voddesk.core.RecordingSegment;
import org.voddesk.core.SegmentKey;
import org.voddesk.core.Session;
import org.voddesk.core.SessionSimilarity;
import org.voddesk.core.Severity;
import org.voddesk.core.SiteHops;
import org.voddesk.core.StreamProfile;
import org.voddesk.core.StreamSource;

/** Realistic records for the event translators' round trips, and a comparison of snapshots part by part. */
final class Samples {
    static final long T = 1_764_000_000_000L;

    private Samples() {
    }

    static Session session(String id, String node, String camera) {
        return new Session(id, node, new SegmentKey(camera, T), new Playhead(T + 60_000, T + 75_500, 2.5),
                new StreamProfile(4_000_000, Quality.SUB, StreamSource.IPSAN), T + 100_000);
    }

    static MoveRecord move(long id) {
        MoveGrounds grounds = new MoveGrounds("vod-1", "vod-2", new MigrationDraw(0.75, 0.31),
                new SessionSimilarity(0.2, 0.85), new LoadForecast(61.5, 48.25, 0.42, 0.17), "vod-1 over 80%");
        return new MoveRecord(id, new MoveDraft("s-" + id, grounds, T, T + 300_000), MoveState.PENDING, T + 2_000,
                Decision.NONE, Execution.NONE, null);
    }

    static PlanRecord plan() {
        return new PlanRecord(7, new PlanDraft(PlanKind.RE_HOMING, "vod-4 came back", 2, 0.42, 0.17, T, T + 300_000),
                PlanState.PENDING, T + 3_000, Decision.NONE, "manual", null, List.of(move(1), move(2)));
    }

    static Alarm alarm() {
        return new Alarm(3, "node.overloaded", Severity.CRITICAL, "vod-2", "vod-2 over 90% for 60 s",
                new Alarm.Sightings(T, T + 9_000, 4), new Alarm.Acknowledgement("sam", T + 9_500, "moving"), null);
    }

    static ControlSettings settings() {
        return SettingsRules.DEFAULT;
    }

    /**
     * Three nodes on two sites: vod-1 measured with two live sessions and a recent segment; vod-2 failed, with a
     * session that is not among the live ones (a poll's copy); vod-3 never measured. Each node lists recordings, two
     * of them the same list.
     */
    static ClusterSnapshot snapshot() {
        Session a = session("s-a", "vod-1", "cam-1");
        Session b = session("s-b", "vod-1", "cam-2");
        Session stale = session("s-c", "vod-2", "cam-1").withRate(1);
        LoadSample sample = new LoadSample(T, 12.5, 40, 63.25);
        LoadModel model = new LoadModel(new LoadWeights(0.2, 0.2, 0.6), new LoadThresholds(40, 90));
        SiteHops hops = new SiteHops(Map.of("north", Map.of("south", 2), "south", Map.of("north", 3)));
        ClusterView view = new ClusterView(T, model, hops, List.of(
                new NodeView(new NodeSpec("vod-1", 1e9, "north"), NodeHealth.OK, 55.5, sample, List.of(a, b),
                        Set.of(new SegmentKey("cam-1", T), new SegmentKey("cam-9", T - 3_600_000))),
                new NodeView(new NodeSpec("vod-2", 6e8, "south"), NodeHealth.FAILED, 0, null, List.of(stale)),
                new NodeView(new NodeSpec("vod-3", 6e8, null), NodeHealth.OK, 3.75, null, List.of())));
        Map<String, NodeStatus> nodes = new LinkedHashMap<>();
        nodes.put("vod-1", new NodeStatus("vod-1", NodeHealth.OK, null, null, null,
                new NodeStatus.Reading(NodeState.FIT, 55.5, sample), 2));
        nodes.put("vod-2", new NodeStatus("vod-2", NodeHealth.FAILED, "connection refused", NodeFailure.UNREACHABLE,
                "SHA256:abc", new NodeStatus.Reading(NodeState.FAILED, 0, null), 1));
        nodes.put("vod-3", new NodeStatus("vod-3", NodeHealth.OK, NodeStatus.NOT_MEASURED, null, null,
                new NodeStatus.Reading(null, 3.75, null), 0));
        List<RecordingSegment> shared = List.of(new RecordingSegment("cam-1", T - 7_200_000, T - 3_600_000, 2_000_000),
                new RecordingSegment("cam-2", T - 7_200_000, T - 3_600_000, 512_000));
        RecordingIndex recordings = new RecordingIndex(Map.of("vod-1", shared, "vod-2", new ArrayList<>(shared),
                "vod-3", List.of(new RecordingSegment("cam-9", T - 3_600_000, T, 2_000_000))));
        return new ClusterSnapshot(T + 5_000, 12, view, nodes,
                new ClusterSnapshot.LiveSessions(List.of(a, b), Map.of("s-a", "operator")), List.of(move(5)),
                recordings, Map.of("vod-1", 3, "vod-3", 1));
    }

    /** Asserts that {@code actual} holds every part of {@code expected} (views and indexes have no equals). */
    static void assertSameSnapshot(ClusterSnapshot actual, ClusterSnapshot expected) {
        assertThat(actual.timeMs()).isEqualTo(expected.timeMs());
        assertThat(actual.round()).isEqualTo(expected.round());
        assertThat(actual.nodes()).containsExactlyEntriesOf(expected.nodes());
        assertThat(actual.live()).isEqualTo(expected.live());
        assertThat(actual.moves()).isEqualTo(expected.moves());
        assertThat(actual.grades()).isEqualTo(expected.grades());
        assertThat(actual.recordings().byNode()).isEqualTo(expected.recordings().byNode());
        assertSameView(actual.view(), expected.view());
    }

    static void assertSameView(ClusterView actual, ClusterView expected) {
        assertThat(actual.timeMs()).isEqualTo(expected.timeMs());
        assertThat(actual.model()).isEqualTo(expected.model());
        assertThat(actual.hops().asMap()).isEqualTo(expected.hops().asMap());
        assertThat(actual.nodes()).hasSameSizeAs(expected.nodes());
        for (int i = 0; i < expected.nodes().size(); i++) {
            NodeView a = actual.nodes().get(i);
            NodeView e = expected.nodes().get(i);
            assertThat(a.spec()).isEqualTo(e.spec());
            assertThat(a.health()).isEqualTo(e.health());
            assertThat(a.load()).isEqualTo(e.load());
            assertThat(a.lastSample()).isEqualTo(e.lastSample());
            assertThat(a.sessions()).isEqualTo(e.sessions());
            assertThat(a.recentSegments()).isEqualTo(e.recentSegments());
        }
    }
}
