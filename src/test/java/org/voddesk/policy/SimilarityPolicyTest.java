package org.voddesk.policy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.voddesk.policy.Fixtures.SEGMENT;
import static org.voddesk.policy.Fixtures.T;
import static org.voddesk.policy.Fixtures.cluster;
import static org.voddesk.policy.Fixtures.node;
import static org.voddesk.policy.Fixtures.request;
import static org.voddesk.policy.Fixtures.session;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.voddesk.core.ClusterView;
import org.voddesk.core.LoadModel;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.NodeView;
import org.voddesk.core.StreamSource;
import org.voddesk.policy.SimilarityPolicy.Verdict;
import org.voddesk.core.Explanation;

/** Li &amp; Chen 2014 §4.1 steps 1-5 (ALGORITHMS.md §2) and worked example 4. */
class SimilarityPolicyTest {
    private final SimilarityPolicy policy = new SimilarityPolicy();

    /** Example 4: A = 20 (not serving), B = 62 (FD 1.5), C = 45 (FD 1), all on the requested segment. */
    private static ClusterView example4() {
        return cluster(
                node("a", 20),
                node("b", 62, session("b", "cam-1", T + 50), session("b", "cam-1", T - 5_050),
                        session("b", "cam-1", T + 20_000)),
                node("c", 45, session("c", "cam-1", T - 100)));
    }

    @Test
    void workedExample4DropsTheMostSimilarNodeBeyondLdAndPlacesOnTheNext() {
        Placement placement = (Placement) policy.place(example4(), request("cam-1", T));

        assertThat(placement.nodeName()).isEqualTo("c");
        assertThat(placement.source()).isEqualTo(StreamSource.MEMORY);
        assertThat(placement.estimatedLoad()).isCloseTo(46.4, within(1e-9));
        assertThat(placement.explanation().candidates()).extracting(Explanation.Candidate::nodeName)
                .containsExactly("b", "c");
        Explanation.Candidate b = placement.explanation().candidates().get(0);
        assertThat(b.similarity()).isCloseTo(1.5, within(1e-9));
        assertThat(b.estimatedLoad()).isCloseTo(63.4, within(1e-9));
        assertThat(b.verdict()).isEqualTo("dropped: estimate 63.4 is fit but 63.4 - 20 = 43.4 > LD 30");
        assertThat(placement.explanation().rule()).contains("largest FD (1)").contains("46.4 is light");
    }

    @Test
    void placementSkipsNodeWhoseEstimateExceedsLoadDifference() {
        assertThat(SimilarityPolicy.judge(LoadModel.DEFAULT, 63.4, 20, 30)).isEqualTo(Verdict.BEYOND_LD);
    }

    @Test
    void fitEstimateWithinLoadDifferenceIsAccepted() {
        assertThat(SimilarityPolicy.judge(LoadModel.DEFAULT, 63.4, 40, 30)).isEqualTo(Verdict.FIT_WITHIN_LD);
    }

    @Test
    void lightEstimateIsAcceptedWhateverTheLoadDifference() {
        assertThat(SimilarityPolicy.judge(LoadModel.DEFAULT, 49.9, 0, 30)).isEqualTo(Verdict.LIGHT);
    }

    @Test
    void overloadedEstimateIsRefusedEvenWithinLoadDifference() {
        assertThat(SimilarityPolicy.judge(LoadModel.DEFAULT, 95.1, 90, 30)).isEqualTo(Verdict.OVERLOADED);
    }

    @Test
    void setsCollectWorkingNodesAndTheServingOnesWithTheirFd() {
        CandidateSets sets = CandidateSets.of(example4(), request("cam-1", T), SimilarityParams.DEFAULT);

        assertThat(sets.workingCount).isEqualTo(3);
        assertThat(sets.minLoad).isEqualTo(20);
        assertThat(sets.servingCount).isEqualTo(2);
        assertThat(sets.servingFd[0]).isCloseTo(1.5, within(1e-9));
        assertThat(sets.servingFd[1]).isCloseTo(1.0, within(1e-9));
    }

    @Test
    void mostSimilarBreaksFdTiesTowardsLowerLoad() {
        ClusterView view = cluster(node("x", 40, session("x", "cam-1", T)), node("y", 30, session("y", "cam-1", T)));
        CandidateSets sets = CandidateSets.of(view, request("cam-1", T), SimilarityParams.DEFAULT);

        int best = SimilarityPolicy.mostSimilar(sets, new boolean[2], view.nodes());

        assertThat(sets.servingIndex[best]).isEqualTo(1);
    }

    @Test
    void leastLoadedSkipsRemovedAndNonWorkingNodes() {
        ClusterView view = cluster(node("x", 10).withHealth(NodeHealth.DEGRADED), node("y", 20), node("z", 30));

        assertThat(SimilarityPolicy.leastLoaded(view.nodes(), new boolean[] {false, true, false})).isEqualTo(2);
    }

    @Test
    void requestForACameraNoNodeServesGoesToTheLeastLoadedNode() {
        Placement placement = (Placement) policy.place(example4(), request("cam-9", T));

        assertThat(placement.nodeName()).isEqualTo("a");
        assertThat(placement.source()).isEqualTo(StreamSource.IPSAN);
        assertThat(placement.estimatedLoad()).isCloseTo(22.8, within(1e-9));
    }

    @Test
    void nodeServingAnotherSegmentOfTheCameraReadsFromIpsan() {
        ClusterView view = cluster(node("b", 40, session("b", "cam-1", SEGMENT - 3_600_000, T - 3_600_000,
                StreamSource.IPSAN)));

        Placement placement = (Placement) policy.place(view, request("cam-1", T));

        assertThat(placement.source()).isEqualTo(StreamSource.IPSAN);
        assertThat(placement.estimatedLoad()).isCloseTo(42.8, within(1e-9));
    }

    @Test
    void whenEveryServingNodeIsDroppedTheLeastLoadedOtherNodeTakesTheRequest() {
        ClusterView view = cluster(node("a", 20), node("b", 94.5, session("b", "cam-1", T)), node("c", 25));

        Placement placement = (Placement) policy.place(view, request("cam-1", T));

        assertThat(placement.nodeName()).isEqualTo("a");
        assertThat(placement.explanation().candidates()).extracting(Explanation.Candidate::verdict)
                .first().asString().contains("would be overloaded");
    }

    @Test
    void nodeThatDoesNotAcceptWorkIsNeverChosenEvenWhenMostSimilar() {
        ClusterView view = cluster(node("a", 30),
                node("b", 10, session("b", "cam-1", T)).withHealth(NodeHealth.UNREACHABLE));

        assertThat(((Placement) policy.place(view, request("cam-1", T))).nodeName()).isEqualTo("a");
    }

    @Test
    void rejectsWhenNoNodeAcceptsWork() {
        ClusterView view = cluster(node("a", 10).withHealth(NodeHealth.FAILED));

        Rejection rejection = (Rejection) policy.place(view, request("cam-1", T));

        assertThat(rejection.reason()).contains("no node accepts work");
    }

    @Test
    void rejectsWhenEveryNodeWouldBeOverloaded() {
        ClusterView view = cluster(node("a", 94), node("b", 95, session("b", "cam-1", T)));

        Rejection rejection = (Rejection) policy.place(view, request("cam-1", T));

        assertThat(rejection.reason()).contains("overloaded");
        assertThat(rejection.explanation().candidates()).extracting(Explanation.Candidate::nodeName)
                .containsExactly("b", "a");
    }

    @Test
    void positionVariantFollowsWhereSessionsArePlayingNow() {
        NodeView begunNearby = node("b", 30, session("b", "cam-1", T));
        NodeView playingNearby = node("c", 30, session("c", "cam-1", T - 600_000).withPosition(T));
        List<NodeView> nodes = List.of(begunNearby.withSessions(List.of(
                session("b", "cam-1", T).withPosition(T + 600_000)), 30), playingNearby);
        ClusterView view = new ClusterView(T, LoadModel.DEFAULT, nodes);
        SimilarityPolicy positional = new SimilarityPolicy(SimilarityParams.DEFAULT.withVariant(FdVariant.PLAY_POSITION));

        assertThat(((Placement) policy.place(view, request("cam-1", T))).nodeName()).isEqualTo("b");
        assertThat(((Placement) positional.place(view, request("cam-1", T))).nodeName()).isEqualTo("c");
        assertThat(positional.name()).isEqualTo(SimilarityPolicy.POSITION_NAME);
    }

    @Test
    void similarityPolicyUpdatesTheLoadEstimate() {
        assertThat(policy.updatesLoadEstimate()).isTrue();
    }
}
