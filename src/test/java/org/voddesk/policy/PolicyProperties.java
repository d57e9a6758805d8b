package org.voddesk.policy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.voddesk.core.ClusterView;
import org.voddesk.core.LoadModel;
import org.voddesk.core.NodeState;
import org.voddesk.core.NodeView;
import org.voddesk.core.PlaybackRequest;
import org.voddesk.core.Session;

/** Properties of every policy over random clusters. Sized for a shared 2-core machine. */
class PolicyProperties {
    private static final List<PlacementPolicy> PLACEMENTS = List.of(new LeastLoadPolicy(), new SimilarityPolicy(),
            new SimilarityPolicy(SimilarityParams.DEFAULT.withVariant(FdVariant.PLAY_POSITION)),
            new GradeHopsPolicy(), new BoundedHashPolicy());
    /** The policies that place by load, and so must not reject while a node stays light after the stream. */
    private static final Set<String> LOAD_AWARE = Set.of(LeastLoadPolicy.NAME, SimilarityPolicy.NAME,
            SimilarityPolicy.POSITION_NAME, GradeHopsPolicy.NAME);

    private static ClusterView anyCluster(long seed, int nodes, int sessions) {
        return RandomClusters.cluster(seed, nodes, sessions, 6, false, 0, 100);
    }

    @Property(tries = 300, edgeCases = EdgeCasesMode.MIXIN)
    void neverChoosesAnOverloadedNodeWhileALightOneCanTakeTheStream(@ForAll long seed,
                                                                     @ForAll @IntRange(min = 1, max = 12) int nodes,
                                                                     @ForAll @IntRange(min = 0, max = 80) int sessions) {
        ClusterView view = anyCluster(seed, nodes, sessions);
        PlaybackRequest request = RandomClusters.request(seed ^ 0x5DEECE66DL, 6);
        LoadModel model = view.model();
        boolean lightOneCanTakeIt = view.workingNodes().stream().anyMatch(n ->
                model.state(StreamCost.loadAfter(model, n, request, StreamCost.sourceOn(n, request))) == NodeState.LIGHT);
        for (PlacementPolicy policy : PLACEMENTS) {
            PlacementDecision decision = policy.place(view, request);
            if (decision instanceof Placement p) {
                NodeView chosen = view.node(p.nodeName()).orElseThrow();
                assertThat(chosen.acceptsWork()).as(policy.name()).isTrue();
                assertThat(p.source()).as(policy.name()).isEqualTo(StreamCost.sourceOn(chosen, request));
                assertThat(p.estimatedLoad()).as(policy.name())
                        .isCloseTo(StreamCost.loadAfter(model, chosen, request, p.source()), within(1e-9))
                        .isLessThanOrEqualTo(model.thresholds().loadMax());
            } else if (LOAD_AWARE.contains(policy.name())) {
                assertThat(lightOneCanTakeIt).as(policy.name() + " rejected: " + decision).isFalse();
            }
        }
    }

    @Property(tries = 200, edgeCases = EdgeCasesMode.MIXIN)
    void sameInputsGiveTheSamePlacement(@ForAll long seed, @ForAll @IntRange(min = 1, max = 12) int nodes,
                                        @ForAll @IntRange(min = 0, max = 80) int sessions) {
        PlaybackRequest request = RandomClusters.request(~seed, 6);
        for (PlacementPolicy policy : PLACEMENTS) {
            PlacementDecision first = policy.place(anyCluster(seed, nodes, sessions), request);
            PlacementDecision again = Policies.placement(policy.name()).place(anyCluster(seed, nodes, sessions), request);
            assertThat(again).as(policy.name()).isEqualTo(first);
        }
    }

    @Property(tries = 200, edgeCases = EdgeCasesMode.MIXIN)
    void noMoveOverloadsItsTargetAndEveryOneLowersThePredictedLambda(
            @ForAll long seed, @ForAll @IntRange(min = 2, max = 12) int nodes,
            @ForAll @IntRange(min = 0, max = 300) int sessions) {
        ClusterView view = anyCluster(seed, nodes, sessions);

        List<MigrationMove> plan = new RemPlanner().plan(view, new SplittableRandom(seed));

        double loadMax = view.model().thresholds().loadMax();
        for (MigrationMove p : plan) {
            assertThat(p.targetLoadAfter()).isLessThanOrEqualTo(loadMax);
            assertThat(p.lambdaAfter()).isLessThan(p.lambdaBefore());
            assertThat(p.drawn()).isLessThan(p.probability());
        }
    }

    @Property(tries = 150, edgeCases = EdgeCasesMode.MIXIN)
    void predictedLoadsAndLambdaMatchTheViewWithTheMovesApplied(
            @ForAll long seed, @ForAll @IntRange(min = 2, max = 10) int nodes,
            @ForAll @IntRange(min = 0, max = 300) int sessions) {
        ClusterView view = anyCluster(seed, nodes, sessions);
        Set<String> moved = new HashSet<>();
        ClusterView applied = view;

        for (MigrationMove p : new RemPlanner().plan(view, new SplittableRandom(seed))) {
            assertThat(p.lambdaBefore()).isCloseTo(applied.lambda(), within(1e-6));
            Session s = p.session();
            assertThat(view.node(p.sourceNode()).orElseThrow().sessions()).contains(s);
            assertThat(moved.add(s.id())).as("session moved twice").isTrue();
            applied = applied.withLoad(p.sourceNode(), p.sourceLoadAfter()).withLoad(p.targetNode(), p.targetLoadAfter());
            assertThat(p.lambdaAfter()).isCloseTo(applied.lambda(), within(1e-6));
        }
    }

    @Property(tries = 100, edgeCases = EdgeCasesMode.MIXIN)
    void aSeedReproducesAPlanExactly(@ForAll long seed, @ForAll @IntRange(min = 2, max = 12) int nodes,
                                     @ForAll @IntRange(min = 0, max = 300) int sessions) {
        List<MigrationMove> first = new RemPlanner().plan(anyCluster(seed, nodes, sessions), new SplittableRandom(seed));
        List<MigrationMove> again = Policies.planner(RemPlanner.NAME)
                .plan(anyCluster(seed, nodes, sessions), new SplittableRandom(seed));

        assertThat(again).isEqualTo(first);
    }
}
