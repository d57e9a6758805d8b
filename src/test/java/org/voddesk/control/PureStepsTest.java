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
