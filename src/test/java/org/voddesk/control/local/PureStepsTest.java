package org.voddesk.control.local;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.voddesk.control.loop.SessionReconciler;
import org.voddesk.control.moves.Capacity;
import org.voddesk.control.playback.Dispatcher;
import org.voddesk.control.state.Moves;
import org.voddesk.core.ClusterView;
import org.voddesk.core.LoadModel;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.NodeSpec;
import org.voddesk.core.NodeView;
import org.voddesk.core.Playhead;
import org.voddesk.core.Quality;
import org.voddesk.core.SegmentKey;
import org.voddesk.core.Session;
import org.voddesk.core.StreamProfile;
import org.voddesk.core.StreamSource;

/** The control layer's pure steps on hand-made views: estimates, re-homing choice, reconciliation, capacity. */
class PureStepsTest {
    private static final double BORD = 600e6;

    private static Session session(String id, String node, String camera, long startedAt) {
        return new Session(id, node, new SegmentKey(camera, 0), Playhead.atBegin(1000, 3),
                new StreamProfile(2_000_000, Quality.MAIN, StreamSource.IPSAN), startedAt);
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

        SessionReconciler.Changes c = SessionReconciler.reconcile(polled, "n1"::equals, Set.of(),
                Map.of("d", onDegraded, "g", gone), id -> false);

        assertThat(c.discovered()).extracting(Session::id).containsExactly("f");
        assertThat(c.lost()).extracting(Session::id).containsExactly("g");
        assertThat(c.updated()).isEmpty();
    }

    @Test
    void reconcileIgnoresSessionsThatEndedHereBefore() {
        Session zombie = session("z", "n1", "cam-1", 0);
        ClusterView polled = new ClusterView(0, LoadModel.DEFAULT, List.of(node("n1", NodeHealth.OK, 0, zombie)));

        SessionReconciler.Changes c = SessionReconciler.reconcile(polled, n -> true, Set.of(), Map.of(), id -> true);

        assertThat(c.discovered()).isEmpty();
    }

    @Test
    void reconcileTrustsAReplyWhoseLoadIsNotMeasuredYet() {
        // The policies' view marks an unmeasured node DEGRADED; trust comes from the poll, which parsed.
        Session known = session("k", "n1", "cam-1", 0);
        Session gone = session("g", "n1", "cam-2", 0);
        ClusterView polled = new ClusterView(0, LoadModel.DEFAULT, List.of(node("n1", NodeHealth.DEGRADED, 0,
                known)));

        SessionReconciler.Changes c = SessionReconciler.reconcile(polled, "n1"::equals, Set.of(),
                Map.of("k", known, "g", gone), id -> false);

        assertThat(c.updated()).extracting(Session::id).containsExactly("k");
        assertThat(c.lost()).extracting(Session::id).containsExactly("g");
    }

    @Test
    void reconcileKeepsTheRecordedNodeWhenAStaleCopyPlaysOnANodeBackFromFailure() {
        Session recorded = session("r", "n2", "cam-1", 0);
        Session staleCopy = session("r", "n1", "cam-1", 0);
        ClusterView polled = new ClusterView(0, LoadModel.DEFAULT, List.of(node("n1", NodeHealth.OK, 0, staleCopy),
                node("n2", NodeHealth.OK, 0)));

        SessionReconciler.Changes c = SessionReconciler.reconcile(polled, n -> true, Set.of("n1"),
                Map.of("r", recorded), id -> false);

        assertThat(c.updated()).isEmpty();
        assertThat(c.lost()).extracting(Session::id).containsExactly("r");
    }

    @Test
    void reconcileNeverTakesTheCopyAMoveLeftOnItsSourceForTheSession() {
        Session recorded = session("r", "n2", "cam-1", 0);
        Session left = session("r", "n1", "cam-1", 0);
        ClusterView polled = new ClusterView(0, LoadModel.DEFAULT, List.of(node("n1", NodeHealth.OK, 0, left),
                node("n2", NodeHealth.OK, 0)));

        SessionReconciler.Changes c = SessionReconciler.reconcile(polled, n -> true,
                (node, id) -> node.equals("n1") && id.equals("r"), Map.of("r", recorded), id -> false);

        assertThat(c.updated()).isEmpty();
        assertThat(c.lost()).extracting(Session::id).containsExactly("r");
    }

    @Test
    void reconcileNeverTakesACopyElsewhereWhileTheRecordedNodeIsNotRead() {
        Session recorded = session("r", "n2", "cam-1", 0);
        Session copy = session("r", "n1", "cam-1", 0);
        ClusterView polled = new ClusterView(0, LoadModel.DEFAULT, List.of(node("n1", NodeHealth.OK, 0, copy),
                node("n2", NodeHealth.DEGRADED, 0)));

        SessionReconciler.Changes c = SessionReconciler.reconcile(polled, "n1"::equals, Set.of(),
                Map.of("r", recorded), id -> false);

        assertThat(c.updated()).isEmpty();
        assertThat(c.lost()).isEmpty();
    }

    @Test
    void reconcilePrefersTheRecordedNodesCopyWhenTwoNodesListASession() {
        Session recorded = session("r", "n2", "cam-1", 0);
        ClusterView polled = new ClusterView(0, LoadModel.DEFAULT, List.of(
                node("n1", NodeHealth.OK, 0, session("r", "n1", "cam-1", 0)),
                node("n2", NodeHealth.OK, 0, recorded)));

        SessionReconciler.Changes c = SessionReconciler.reconcile(polled, n -> true, Set.of(), Map.of("r", recorded),
                id -> false);

        assertThat(c.updated()).singleElement().satisfies(s -> assertThat(s.nodeName()).isEqualTo("n2"));
    }

    @Test
    void openingUnmeasuredNodesLetsOnlyThoseTakeWork() {
        ClusterView v = new ClusterView(0, LoadModel.DEFAULT, List.of(node("n1", NodeHealth.DEGRADED, 0),
                node("n2", NodeHealth.DEGRADED, 0)));

        ClusterView opened = Dispatcher.openUnmeasured(v, Set.of("n1"));

        assertThat(opened.workingNodes()).extracting(NodeView::name).containsExactly("n1");
        assertThat(Dispatcher.openUnmeasured(v, Set.of())).isSameAs(v);
    }
}
