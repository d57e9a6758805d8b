package org.voddesk.policy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.voddesk.policy.Fixtures.SEGMENT;
import static org.voddesk.policy.Fixtures.T;
import static org.voddesk.policy.Fixtures.cluster;
import static org.voddesk.policy.Fixtures.node;
import static org.voddesk.policy.Fixtures.request;
import static org.voddesk.policy.Fixtures.spread;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.voddesk.core.ClusterView;
import org.voddesk.core.LoadModel;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.NodeView;
import org.voddesk.core.Session;
import org.voddesk.core.Explanation;

/** Consistent hashing with bounded loads (Mirrokni, Thorup, Zadimoghaddam 2018) and worked example 7. */
class BoundedHashPolicyTest {
    private static final List<String> NAMES = List.of("vod-1", "vod-2", "vod-3", "vod-4", "vod-5");
    private final BoundedHashPolicy policy = new BoundedHashPolicy();

    /** Five nodes at load 30 holding the given session counts, in {@link #NAMES} order. */
    private static ClusterView fiveNodes(int... counts) {
        List<NodeView> nodes = new ArrayList<>();
        for (int i = 0; i < NAMES.size(); i++) {
            nodes.add(node(NAMES.get(i), 30, spread(NAMES.get(i), "cam-x" + i, counts[i]).toArray(Session[]::new)));
        }
        return new ClusterView(T, LoadModel.DEFAULT, nodes);
    }

    private static int[] successorsOfRequestKey(ClusterView view) {
        return new HashRing(view.nodes(), BoundedHashParams.DEFAULT.pointsPerNode())
                .successors(StableHash.key("cam-1", SEGMENT));
    }

    @Test
    void workedExample7CapacityIsElevenForFortySessionsOnFiveNodes() {
        assertThat(BoundedHashPolicy.capacity(1.25, 40, 5)).isEqualTo(11);
    }

    @Test
    void capacityThatIsAnExactIntegerIsNotRoundedUp() {
        assertThat(BoundedHashPolicy.capacity(1.25, 39, 5)).isEqualTo(10);
    }

    @Test
    void workedExample7KeyGoesToItsFirstRingSuccessorWithFewerThanElevenSessions() {
        int[] order = successorsOfRequestKey(fiveNodes(8, 8, 8, 8, 8));
        int[] counts = new int[5];
        counts[order[0]] = 11;
        counts[order[1]] = 7;
        counts[order[2]] = 8;
        counts[order[3]] = 7;
        counts[order[4]] = 7;
        ClusterView view = fiveNodes(counts);

        Placement placement = (Placement) policy.place(view, request("cam-1", T));

        assertThat(placement.nodeName()).isEqualTo(NAMES.get(order[1]));
        assertThat(placement.explanation().candidates()).extracting(Explanation.Candidate::verdict)
                .containsExactly("full: 11 sessions, capacity 11", "chosen: 7 sessions < capacity 11");
        assertThat(placement.explanation().rule()).contains("ceil(1.25 * 41 / 5) = 11");
    }

    @Test
    void keyWithRoomOnItsFirstSuccessorStaysThere() {
        ClusterView view = fiveNodes(8, 8, 8, 8, 8);

        Placement placement = (Placement) policy.place(view, request("cam-1", T));

        assertThat(placement.nodeName()).isEqualTo(NAMES.get(successorsOfRequestKey(view)[0]));
    }

    @Test
    void ringDependsOnNodeNamesNotOnTheirOrderInTheView() {
        List<NodeView> nodes = fiveNodes(0, 0, 0, 0, 0).nodes();
        List<NodeView> reversed = new ArrayList<>(nodes);
        Collections.reverse(reversed);
        long key = StableHash.key("cam-7", SEGMENT);

        int[] a = new HashRing(nodes, 100).successors(key);
        int[] b = new HashRing(reversed, 100).successors(key);

        for (int i = 0; i < a.length; i++) {
            assertThat(reversed.get(b[i]).name()).isEqualTo(nodes.get(a[i]).name());
        }
    }

    @Test
    void stableHashIsTheSameOnEveryRun() {
        // Fixed values: a change here reshuffles every deployed ring, so it must be deliberate.
        assertThat(StableHash.of("vod-1")).isEqualTo(5811888871611696732L);
        assertThat(StableHash.point("vod-1", 0)).isEqualTo(2143405864896666020L);
        assertThat(StableHash.key("cam-1", 0)).isEqualTo(1110415894210954936L);
    }

    @Test
    void nodeThatDoesNotAcceptWorkIsWalkedPast() {
        ClusterView healthy = fiveNodes(1, 1, 1, 1, 1);
        int first = successorsOfRequestKey(healthy)[0];
        ClusterView view = healthy.withNode(healthy.nodes().get(first).withHealth(NodeHealth.UNREACHABLE));

        Placement placement = (Placement) policy.place(view, request("cam-1", T));

        assertThat(placement.nodeName()).isNotEqualTo(NAMES.get(first));
        assertThat(placement.explanation().candidates().get(0).verdict()).contains("does not accept work");
    }

    @Test
    void nodeTheStreamWouldOverloadIsWalkedPast() {
        ClusterView healthy = fiveNodes(1, 1, 1, 1, 1);
        int first = successorsOfRequestKey(healthy)[0];
        ClusterView view = healthy.withLoad(NAMES.get(first), 94);

        Placement placement = (Placement) policy.place(view, request("cam-1", T));

        assertThat(placement.nodeName()).isNotEqualTo(NAMES.get(first));
        assertThat(placement.explanation().candidates().get(0).verdict()).contains("would be overloaded");
    }

    @Test
    void rejectsWhenNoNodeAcceptsWork() {
        ClusterView view = cluster(node("a", 10).withHealth(NodeHealth.FAILED));

        assertThat(((Rejection) policy.place(view, request("cam-1", T))).reason()).contains("no node accepts work");
    }

    @Test
    void ringIsKeptWhileTheNodeNamesStayTheSame() {
        ClusterView view = fiveNodes(1, 1, 1, 1, 1);
        HashRing ring = policy.ringFor(view.nodes());

        assertThat(policy.ringFor(view.withLoad("vod-1", 70).nodes())).isSameAs(ring);
        assertThat(policy.ringFor(view.nodes().subList(0, 4))).isNotSameAs(ring);
    }
}
