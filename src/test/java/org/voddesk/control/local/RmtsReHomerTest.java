package org.voddesk.control.local;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.voddesk.control.api.RecordingIndex;
import org.voddesk.control.moves.Capacity;
import org.voddesk.control.moves.ReHomingPlan;
import org.voddesk.control.moves.RmtsReHomer;
import org.voddesk.core.ClusterView;
import org.voddesk.core.LoadModel;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.NodeSpec;
import org.voddesk.core.NodeView;
import org.voddesk.core.Playhead;
import org.voddesk.core.Quality;
import org.voddesk.core.RecordingSegment;
import org.voddesk.core.SegmentKey;
import org.voddesk.core.Session;
import org.voddesk.core.StreamProfile;
import org.voddesk.core.StreamSource;
import org.voddesk.policy.rmts.ReHoming;

/** The translation between the console's state and RMTS failure-time re-homing, on hand-made views. */
class RmtsReHomerTest {
    private static final Capacity ONE = new Capacity(1, 2_000_000);
    private static final Capacity TWO = new Capacity(2, 2_000_000);

    private static Session session(String id, String node, String camera, long startedAt) {
        return new Session(id, node, new SegmentKey(camera, 0), Playhead.atBegin(1000, 1),
                new StreamProfile(2_000_000, Quality.MAIN, StreamSource.IPSAN), startedAt);
    }

    private static NodeView node(String name, NodeHealth health, Session... sessions) {
        return new NodeView(new NodeSpec(name, 600e6, null), health, 10, null, List.of(sessions));
    }

    private static ClusterView view(NodeView... nodes) {
        return new ClusterView(0, LoadModel.DEFAULT, List.of(nodes));
    }

    /** {@code listing} alternates node name and the comma-separated cameras it lists. */
    private static RecordingIndex listing(String... listing) {
        Map<String, List<RecordingSegment>> m = new HashMap<>();
        for (int i = 0; i < listing.length; i += 2) {
            List<RecordingSegment> segments = new ArrayList<>();
            for (String camera : listing[i + 1].split(",")) {
                segments.add(new RecordingSegment(camera, 0, 3_600_000, 2_000_000));
            }
            m.put(listing[i], segments);
        }
        return new RecordingIndex(m);
    }

    @Test
    void sessionWhoseCameraOnlyTheFailedNodeListsEndsForWantOfAHolder() {
        Session s = session("a", "n1", "cam-1", 0);
        ClusterView v = view(node("n1", NodeHealth.FAILED), node("n2", NodeHealth.OK));

        ReHomingPlan plan = new RmtsReHomer().plan(v, "n1", List.of(s), listing("n1", "cam-1", "n2", "cam-2"), TWO);

        assertThat(plan.moves()).isEmpty();
        assertThat(plan.ended()).singleElement().satisfies(e ->
                assertThat(e.reason()).contains(ReHoming.EndReason.NO_LIVE_HOLDER.text()));
    }

    @Test
    void holderOnAnUnreachableNodeDoesNotCount() {
        Session s = session("a", "n1", "cam-1", 0);
        ClusterView v = view(node("n1", NodeHealth.FAILED), node("n2", NodeHealth.UNREACHABLE));

        ReHomingPlan plan = new RmtsReHomer().plan(v, "n1", List.of(s), listing("n1", "cam-1", "n2", "cam-1"), TWO);

        assertThat(plan.ended()).singleElement().satisfies(e ->
                assertThat(e.reason()).contains(ReHoming.EndReason.NO_LIVE_HOLDER.text()));
    }

    @Test
    void capacityIsRespectedAndTheSessionLeftOverEndsForWantOfASlot() {
        Session old = session("old", "n1", "cam-1", 1);
        Session young = session("young", "n1", "cam-1", 2);
        ClusterView v = view(node("n1", NodeHealth.FAILED), node("n2", NodeHealth.OK));

        ReHomingPlan plan = new RmtsReHomer().plan(v, "n1", List.of(young, old),
                listing("n1", "cam-1", "n2", "cam-1"), ONE);

        assertThat(plan.moves()).extracting(m -> m.session().id()).containsExactly("old");
        assertThat(plan.ended()).singleElement().satisfies(e -> {
            assertThat(e.session().id()).isEqualTo("young");
            assertThat(e.reason()).contains(ReHoming.EndReason.NO_FREE_CAPACITY.text());
        });
    }

    @Test
    void orphansAreHandledOldestFirst() {
        Session a = session("a", "n1", "cam-1", 30);
        Session b = session("b", "n1", "cam-1", 10);
        Session c = session("c", "n1", "cam-1", 20);
        ClusterView v = view(node("n1", NodeHealth.FAILED), node("n2", NodeHealth.OK), node("n3", NodeHealth.OK));

        ReHomingPlan plan = new RmtsReHomer().plan(v, "n1", List.of(a, b, c),
                listing("n1", "cam-1", "n2", "cam-1", "n3", "cam-1"), TWO);

        assertThat(plan.moves()).extracting(m -> m.session().id()).containsExactly("b", "c", "a");
    }

    @Test
    void directReHomingGoesToTheHolderServingFewestSessions() {
        Session s = session("a", "n1", "cam-1", 0);
        ClusterView v = view(node("n1", NodeHealth.FAILED),
                node("n2", NodeHealth.OK, session("x", "n2", "cam-1", 0)),
                node("n3", NodeHealth.OK),
                node("n4", NodeHealth.OK));

        ReHomingPlan plan = new RmtsReHomer().plan(v, "n1", List.of(s),
                listing("n1", "cam-1", "n2", "cam-1", "n3", "cam-2", "n4", "cam-1"), TWO);

        assertThat(plan.moves()).singleElement().satisfies(m -> {
            assertThat(m.target()).isEqualTo("n4");
            assertThat(m.makeRoom()).isEmpty();
        });
    }

    @Test
    void fullHolderIsFreedByAnRmtsPathWhoseHandOversRunLastFirst() {
        Session orphan = session("o", "n1", "cam-a", 0);
        Session b = session("b", "n2", "cam-b", 0);
        Session c = session("c", "n3", "cam-c", 0);
        ClusterView v = view(node("n1", NodeHealth.FAILED), node("n2", NodeHealth.OK, b),
                node("n3", NodeHealth.OK, c), node("n4", NodeHealth.OK));

        ReHomingPlan plan = new RmtsReHomer().plan(v, "n1", List.of(orphan),
                listing("n1", "cam-a", "n2", "cam-a,cam-b", "n3", "cam-b,cam-c", "n4", "cam-c"), ONE);

        assertThat(plan.ended()).isEmpty();
        assertThat(plan.moves()).singleElement().satisfies(m -> {
            assertThat(m.target()).isEqualTo("n2");
            assertThat(m.makeRoom()).extracting(h -> h.session().id() + "@" + h.session().nodeName() + "->"
                    + h.target()).containsExactly("c@n3->n4", "b@n2->n3");
        });
    }

    @Test
    void nodeOverItsCapacityOrPlayingAnUnlistedCameraIsFullNotAnError() {
        Session orphan = session("o", "n1", "cam-1", 0);
        ClusterView v = view(node("n1", NodeHealth.FAILED),
                node("n2", NodeHealth.OK, session("x", "n2", "cam-1", 0), session("y", "n2", "cam-9", 0)),
                node("n3", NodeHealth.OK));

        ReHomingPlan plan = new RmtsReHomer().plan(v, "n1", List.of(orphan),
                listing("n1", "cam-1", "n2", "cam-1", "n3", "cam-1"), ONE);

        assertThat(plan.moves()).singleElement().satisfies(m -> assertThat(m.target()).isEqualTo("n3"));
    }
}
