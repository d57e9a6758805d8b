package org.voddesk.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.voddesk.core.ClusterView;
import org.voddesk.core.LoadModel;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.NodeSpec;
import org.voddesk.core.NodeView;
import org.voddesk.core.Quality;
import org.voddesk.core.RecordingSegment;
import org.voddesk.core.Session;
import org.voddesk.core.StreamSource;

/** The control layer's pure steps on hand-made views: estimates, re-homing choice, reconciliation, capacity. */
class PureStepsTest {
    private static final double BORD = 600e6;

    private static Session session(String id, String node, String camera, long startedAt) {
        return new Session(id, node, camera, 0, 1000, 1000, 3, 2_000_000, Quality.MAIN, StreamSource.IPSAN,
                startedAt);
    }

    private static NodeView node(String name, NodeHealth health, double load, Session... sessions) {
        return new NodeView(new NodeSpec(name, BORD, null), health, load, null, List.of(sessions));
    }

    private static RecordingIndex everyNodeHolds(String camera, String... nodes) {
        Map<String, List<RecordingSegment>> m = new java.util.HashMap<>();
        for (String n : nodes) {
            m.put(n, List.of(new RecordingSegment(camera, 0, 3_600_000, 2_000_000)));
        }
        return new RecordingIndex(m);
    }

    @Test
    void movingASessionOffTheLoadedNodeLowersLambda() {
        Session s = session("a", "n1", "cam-1", 0);
        ClusterView v = new ClusterView(0, LoadModel.DEFAULT, List.of(node("n1", NodeHealth.OK, 80, s),
                node("n2", NodeHealth.OK, 10)));

        assertThat(Moves.lambdaGain(v, s, "n2")).isPositive();
    }

    @Test
    void movingASessionOntoTheLoadedNodeRaisesLambda() {
        Session s = session("a", "n2", "cam-1", 0);
        ClusterView v = new ClusterView(0, LoadModel.DEFAULT, List.of(node("n1", NodeHealth.OK, 80),
                node("n2", NodeHealth.OK, 10, s)));

        assertThat(Moves.lambdaGain(v, s, "n1")).isNegative();
    }

    @Test
    void reHomingPicksTheLeastLoadedHolderAndSkipsNonHolders() {
        Session s = session("a", "n1", "cam-1", 0);
        ClusterView v = new ClusterView(0, LoadModel.DEFAULT, List.of(node("n1", NodeHealth.FAILED, 0),
                node("n2", NodeHealth.OK, 40), node("n3", NodeHealth.OK, 5), node("n4", NodeHealth.OK, 30)));

        ReHomingPlan plan = new HolderReHomer().plan(v, "n1", List.of(s), everyNodeHolds("cam-1", "n2", "n4"),
                new Capacity(0, 2_000_000));

        assertThat(plan.moves()).singleElement().satisfies(m -> assertThat(m.target()).isEqualTo("n4"));
    }

    @Test
    void reHomingEndsTheSessionsThatFindNoRoomOldestFirstServed() {
        Session old = session("old", "n1", "cam-1", 1);
        Session young = session("young", "n1", "cam-1", 2);
        ClusterView v = new ClusterView(0, LoadModel.DEFAULT, List.of(node("n1", NodeHealth.FAILED, 0),
                node("n2", NodeHealth.OK, 10)));

        ReHomingPlan plan = new HolderReHomer().plan(v, "n1", List.of(young, old), everyNodeHolds("cam-1", "n2"),
                new Capacity(1, 2_000_000));

        assertThat(plan.moves()).extracting(m -> m.session().id()).containsExactly("old");
        assertThat(plan.ended()).extracting(e -> e.session().id()).containsExactly("young");
    }

    @Test
    void capacityDerivedFromBandwidthCountsIpsanStreamsTwice() {
        assertThat(new Capacity(0, 2_000_000).of(node("n", NodeHealth.OK, 0))).isEqualTo(150);
        assertThat(new Capacity(7, 2_000_000).of(node("n", NodeHealth.OK, 0))).isEqualTo(7);
    }

    @Test
    void reconcileTrustsOnlyNodesThatReplied() {
        Session onDegraded = session("d", "n2", "cam-1", 0);
        Session gone = session("g", "n1", "cam-1", 0);
        Session fresh = session("f", "n1", "cam-2", 0);
        ClusterView polled = new ClusterView(0, LoadModel.DEFAULT, List.of(node("n1", NodeHealth.OK, 0, fresh),
                node("n2", NodeHealth.DEGRADED, 0)));

        SessionReconciler.Changes c = SessionReconciler.reconcile(polled, Map.of("d", onDegraded, "g", gone),
                id -> false);

        assertThat(c.discovered()).extracting(Session::id).containsExactly("f");
        assertThat(c.lost()).extracting(Session::id).containsExactly("g");
        assertThat(c.updated()).isEmpty();
    }

    @Test
    void reconcileIgnoresSessionsThatEndedHereBefore() {
        Session zombie = session("z", "n1", "cam-1", 0);
        ClusterView polled = new ClusterView(0, LoadModel.DEFAULT, List.of(node("n1", NodeHealth.OK, 0, zombie)));

        SessionReconciler.Changes c = SessionReconciler.reconcile(polled, Map.of(), id -> true);

        assertThat(c.discovered()).isEmpty();
    }
}
