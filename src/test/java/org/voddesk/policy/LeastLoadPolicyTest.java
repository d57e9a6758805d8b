package org.voddesk.policy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.voddesk.policy.Fixtures.T;
import static org.voddesk.policy.Fixtures.cluster;
import static org.voddesk.policy.Fixtures.node;
import static org.voddesk.policy.Fixtures.request;
import static org.voddesk.policy.Fixtures.session;

import org.junit.jupiter.api.Test;
import org.voddesk.core.ClusterView;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.StreamSource;
import org.voddesk.core.Explanation;

/** The least-load-first baseline (ALGORITHMS.md §2, last paragraph). */
class LeastLoadPolicyTest {
    private final LeastLoadPolicy policy = new LeastLoadPolicy();

    @Test
    void choosesTheLeastLoadedWorkingNodeIgnoringSimilarity() {
        ClusterView view = cluster(node("a", 40, session("a", "cam-1", T)), node("b", 20), node("c", 30));

        Placement placement = (Placement) policy.place(view, request("cam-1", T));

        assertThat(placement.nodeName()).isEqualTo("b");
        assertThat(placement.source()).isEqualTo(StreamSource.IPSAN);
        assertThat(placement.estimatedLoad()).isCloseTo(22.8, within(1e-9));
    }

    @Test
    void skipsALighterNodeTheStreamWouldOverload() {
        // 10 Mb/s of Bord: one 2 Mb/s IPSAN stream adds 0.7 * 100 * 2 * 2 / 10 = 28.
        ClusterView view = cluster(node("small", 70, 10), node("big", 80));

        Placement placement = (Placement) policy.place(view, request("cam-1", T));

        assertThat(placement.nodeName()).isEqualTo("big");
        assertThat(placement.explanation().candidates()).extracting(Explanation.Candidate::nodeName)
                .containsExactly("small", "big");
        assertThat(placement.explanation().candidates().get(0).verdict()).contains("would be overloaded");
    }

    @Test
    void nodeServingTheSameSegmentIsEstimatedFromMemory() {
        ClusterView view = cluster(node("a", 20, session("a", "cam-1", T)));

        Placement placement = (Placement) policy.place(view, request("cam-1", T));

        assertThat(placement.source()).isEqualTo(StreamSource.MEMORY);
        assertThat(placement.estimatedLoad()).isCloseTo(21.4, within(1e-9));
    }

    @Test
    void tiesGoToTheFirstNodeInViewOrder() {
        assertThat(((Placement) policy.place(cluster(node("a", 20), node("b", 20)), request("cam-1", T))).nodeName())
                .isEqualTo("a");
    }

    @Test
    void ignoresNodesThatDoNotAcceptWork() {
        ClusterView view = cluster(node("a", 5).withHealth(NodeHealth.DEGRADED), node("b", 50));

        assertThat(((Placement) policy.place(view, request("cam-1", T))).nodeName()).isEqualTo("b");
    }

    @Test
    void rejectsWhenEveryWorkingNodeWouldBeOverloaded() {
        Rejection rejection = (Rejection) policy.place(cluster(node("a", 94), node("b", 96)), request("cam-1", T));

        assertThat(rejection.reason()).isEqualTo("every working node would be overloaded by this stream");
        assertThat(rejection.explanation().candidates()).hasSize(2);
    }

    @Test
    void rejectsWhenNoNodeAcceptsWork() {
        Rejection rejection = (Rejection) policy.place(cluster(node("a", 5).withHealth(NodeHealth.UNREACHABLE)),
                request("cam-1", T));

        assertThat(rejection.reason()).contains("no node accepts work");
    }

    @Test
    void baselineDoesNotUpdateLoadEstimatesBetweenReports() {
        assertThat(policy.updatesLoadEstimate()).isFalse();
    }
}
