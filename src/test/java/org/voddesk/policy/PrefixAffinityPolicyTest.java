package org.voddesk.policy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.voddesk.policy.PrefixFixtures.KEY;
import static org.voddesk.policy.PrefixFixtures.node;
import static org.voddesk.policy.PrefixFixtures.started;

import java.util.Set;
import org.junit.jupiter.api.Test;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.PlaybackRequest;
import org.voddesk.core.StreamSource;

class PrefixAffinityPolicyTest {
    private final PrefixAffinityPolicy policy = new PrefixAffinityPolicy();
    private final PlaybackRequest request = Fixtures.request("cam-1", Fixtures.SEGMENT);

    private static Placement placed(PlacementDecision d) {
        assertThat(d).isInstanceOf(Placement.class);
        return (Placement) d;
    }

    @Test
    void aNodeThatRecentlyStartedTheSegmentGetsTheRequestOverALighterOne() {
        Placement p = placed(policy.place(Fixtures.cluster(node("a", 20, Set.of()), node("b", 40, Set.of(KEY))),
                request));

        assertThat(p.nodeName()).isEqualTo("b");
        assertThat(p.explanation().rule()).startsWith("step 3");
    }

    @Test
    void aHolderWhereTheStreamWouldReadFromMemoryWinsOverALighterHolder() {
        Placement p = placed(policy.place(Fixtures.cluster(node("a", 20, Set.of(KEY)),
                node("b", 30, Set.of(KEY), started("b", "cam-1", 60_000, 1))), request));

        assertThat(p.nodeName()).isEqualTo("b");
        assertThat(p.source()).isEqualTo(StreamSource.MEMORY);
    }

    @Test
    void amongEqualHoldersTheLowerEstimateWins() {
        Placement p = placed(policy.place(Fixtures.cluster(node("a", 35, Set.of(KEY)), node("b", 30, Set.of(KEY))),
                request));

        assertThat(p.nodeName()).isEqualTo("b");
    }

    @Test
    void theEstimateAddsTheStreamAtItsPredictedClass() {
        Placement ipsan = placed(policy.place(Fixtures.cluster(node("a", 20, Set.of(KEY))), request));
        Placement memory = placed(policy.place(Fixtures.cluster(node("a", 20, Set.of(KEY),
                started("a", "cam-1", 1_000, 1))), request));

        assertThat(ipsan.estimatedLoad()).isCloseTo(20 + 2.8, within(1e-9));
        assertThat(memory.estimatedLoad()).isCloseTo(20 + 1.4, within(1e-9));
    }

    @Test
    void aHolderTheStreamWouldOverloadIsPassedOver() {
        Placement p = placed(policy.place(Fixtures.cluster(node("a", 94, Set.of(KEY)), node("b", 90, Set.of())),
                request));

        assertThat(p.nodeName()).isEqualTo("b");
        assertThat(p.explanation().rule()).startsWith("step 4");
    }

    @Test
    void aHolderTooFarAboveTheLeastLoadIsPassedOver() {
        Placement p = placed(policy.place(Fixtures.cluster(node("a", 48, Set.of(KEY)), node("b", 20, Set.of())),
                request));

        assertThat(p.nodeName()).isEqualTo("b");
    }

    @Test
    void withoutAHolderTheLeastLoadedNodeTakesTheRequest() {
        Placement p = placed(policy.place(Fixtures.cluster(node("a", 30, Set.of()), node("b", 20, Set.of())), request));

        assertThat(p.nodeName()).isEqualTo("b");
        assertThat(p.source()).isEqualTo(StreamSource.IPSAN);
    }

    @Test
    void aHolderThatDoesNotAcceptWorkIsIgnored() {
        Placement p = placed(policy.place(Fixtures.cluster(
                node("a", 10, Set.of(KEY)).withHealth(NodeHealth.DEGRADED), node("b", 30, Set.of())), request));

        assertThat(p.nodeName()).isEqualTo("b");
    }

    @Test
    void whenEveryNodeWouldBeOverloadedTheRequestIsRejected() {
        PlacementDecision d = policy.place(Fixtures.cluster(node("a", 94, Set.of(KEY)), node("b", 95, Set.of())),
                request);

        assertThat(d).isInstanceOf(Rejection.class);
        assertThat(((Rejection) d).reason()).contains("overloaded");
    }

    @Test
    void withNoWorkingNodeTheRequestIsRejected() {
        PlacementDecision d = policy.place(Fixtures.cluster(node("a", 10, Set.of(KEY)).withHealth(NodeHealth.FAILED)),
                request);

        assertThat(d).isInstanceOf(Rejection.class);
    }

    @Test
    void theCallerStoresTheEstimate() {
        assertThat(policy.updatesLoadEstimate()).isTrue();
        assertThat(policy.name()).isEqualTo("prefix-affinity");
    }
}
