package org.voddesk.policy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.voddesk.policy.Fixtures.SEGMENT;
import static org.voddesk.policy.Fixtures.T;
import static org.voddesk.policy.Fixtures.cluster;
import static org.voddesk.policy.Fixtures.node;
import static org.voddesk.policy.Fixtures.session;
import static org.voddesk.policy.Fixtures.spread;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.voddesk.core.ClusterView;
import org.voddesk.core.LoadThresholds;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.Session;
import org.voddesk.core.StreamSource;

/** Li &amp; Chen 2014 §4.2 (ALGORITHMS.md §3) and worked example 5. */
class RemPlannerTest {
    private final RemPlanner planner = new RemPlanner();

    @Test
    void workedExample5ProbabilityFollowsTheRedShape() {
        LoadThresholds t = LoadThresholds.DEFAULT;
        assertThat(RemPlanner.probability(40, t, 0.8)).isEqualTo(0.0);
        assertThat(RemPlanner.probability(72.5, t, 0.8)).isCloseTo(0.4, within(1e-12));
        assertThat(RemPlanner.probability(96, t, 0.8)).isEqualTo(1.0);
    }

    @Test
    void probabilityReachesPmaxAtLoadmax() {
        assertThat(RemPlanner.probability(95, LoadThresholds.DEFAULT, 0.8)).isCloseTo(0.8, within(1e-12));
        assertThat(RemPlanner.probability(50, LoadThresholds.DEFAULT, 0.8)).isEqualTo(0.0);
    }

    @Test
    void nodeAtOrBelowSigmaIsNotASource() {
        assertThat(RemPlanner.isSource(60, 60)).isFalse();
        assertThat(RemPlanner.isSource(60.1, 60)).isTrue();
    }

    @Test
    void sessionWithTheSmallestFdToTheRestOfItsNodeIsOffered() {
        Session lonely = session("h", "cam-2", T);
        SourceSessions sessions = new SourceSessions(node("h", 90, session("h", "cam-1", T),
                session("h", "cam-1", T + 50), lonely), SimilarityFunction.DEFAULT, FdVariant.BEGIN_TIME);

        assertThat(sessions.session(sessions.leastSimilar())).isEqualTo(lonely);
    }

    @Test
    void amongEquallyDissimilarSessionsOneReadFromIpsanIsOfferedFirst() {
        Session fromMemory = session("h", "cam-1", SEGMENT, T, StreamSource.MEMORY);
        Session fromIpsan = session("h", "cam-2", SEGMENT, T, StreamSource.IPSAN);
        SourceSessions sessions = new SourceSessions(node("h", 90, fromMemory, fromIpsan), SimilarityFunction.DEFAULT,
                FdVariant.BEGIN_TIME);

        assertThat(sessions.session(sessions.leastSimilar())).isEqualTo(fromIpsan);
    }

    @Test
    void movingASessionAwayLowersTheFdOfItsNeighbours() {
        SourceSessions sessions = new SourceSessions(node("h", 90, session("h", "cam-1", T),
                session("h", "cam-1", T + 50)), SimilarityFunction.DEFAULT, FdVariant.BEGIN_TIME);
        assertThat(sessions.fd(0)).isEqualTo(1.0);

        sessions.remove(1);

        assertThat(sessions.fd(0)).isEqualTo(0.0);
        assertThat(sessions.leastSimilar()).isZero();
    }

    @Test
    void targetsAreTheLowLoadWorkingNodesAndThoseServingTheCameraComeFirstByFd() {
        ClusterView view = cluster(node("h", 90), node("near", 40, session("near", "cam-1", T)),
                node("far", 30, session("far", "cam-1", T + 60_000)), node("idle", 10), node("high", 80),
                node("down", 5).withHealth(NodeHealth.UNREACHABLE));
        RemPass pass = new RemPass(view);
        RemTargets targets = RemTargets.lowLoad(pass, 0, pass.sigma(), session("h", "cam-1", T), RemParams.DEFAULT);

        assertThat(targets.size()).isEqualTo(3);
        int first = targets.next();
        assertThat(view.nodes().get(targets.node(first)).name()).isEqualTo("near");
        targets.remove(first);
        int second = targets.next();
        assertThat(view.nodes().get(targets.node(second)).name()).isEqualTo("far");
        targets.remove(second);
        assertThat(view.nodes().get(targets.node(targets.next())).name()).isEqualTo("idle");
    }

    @Test
    void aMoveTakesTheLeastSimilarSessionToTheMostSimilarLowLoadNode() {
        Session lonely = session("h", "cam-2", T);
        ClusterView view = cluster(node("h", 90, session("h", "cam-1", T), session("h", "cam-1", T + 50), lonely),
                node("l1", 30, session("l1", "cam-2", T + 5_050)), node("l2", 20));

        MigrationMove first = planner.plan(view, new FixedDraws(0.1, 0.99)).get(0);

        assertThat(first.session()).isEqualTo(lonely);
        assertThat(first.targetNode()).isEqualTo("l1");
        assertThat(first.probability()).isCloseTo(0.8 * 40 / 45, within(1e-12));
        assertThat(first.drawn()).isEqualTo(0.1);
        assertThat(first.sourceSimilarity()).isEqualTo(0.0);
        assertThat(first.targetSimilarity()).isCloseTo(0.5, within(1e-12));
        assertThat(first.sourceLoadAfter()).isCloseTo(87.2, within(1e-9));
        // l1 already serves the same (camera, segment): the moved stream is read from memory, k = 1.
        assertThat(first.targetLoadAfter()).isCloseTo(31.4, within(1e-9));
        assertThat(first.lambdaBefore()).isCloseTo(view.lambda(), within(1e-9));
        assertThat(first.lambdaAfter()).isCloseTo(view.withLoad("h", 87.2).withLoad("l1", 31.4).lambda(),
                within(1e-9));
        // sigma = sqrt((90^2 + 30^2 + 20^2) / 3); lambda of (90, 30, 20), then of (87.2, 31.4, 20).
        assertThat(first.reason()).isEqualTo("h (load 90) is above σ 55.98 and drew 0.1 < p 0.71; session "
                + lonely.id() + " has the smallest FD (0) on h; l1 is the low-load node serving cam-2 with the largest"
                + " FD (0.5); predicted λ 955.56 -> 862.16");
    }

    @Test
    void sourceStopsWhenTheDrawIsNotBelowP() {
        ClusterView view = cluster(node("h", 90, spread("h", "cam-1", 3).toArray(Session[]::new)), node("l", 20));

        assertThat(planner.plan(view, new FixedDraws(0.72))).isEmpty();
    }

    @Test
    void targetThatWouldBecomeOverloadedIsSkipped() {
        // "b" serves the camera on another segment through a 10 Mb/s link: the stream would add 28 -> 98.
        ClusterView view = cluster(node("h", 100, session("h", "cam-1", T)),
                node("b", 70, 10, session("b", "cam-1", SEGMENT - 3_600_000, T - 3_600_000, StreamSource.IPSAN)),
                node("c", 40));

        MigrationMove move = planner.plan(view, new FixedDraws(0.0)).get(0);

        assertThat(move.targetNode()).isEqualTo("c");
        assertThat(move.targetLoadAfter()).isCloseTo(42.8, within(1e-9));
        assertThat(move.reason()).contains("1 better-ranked node(s) skipped");
    }

    @Test
    void targetThatWouldNotLowerLambdaIsSkipped() {
        // "t" serves the camera through a 7 Mb/s link: the stream adds 40 and t would end far above the rest.
        ClusterView view = cluster(node("h", 56, session("h", "cam-1", T)),
                node("t", 45, 7, session("t", "cam-1", SEGMENT - 3_600_000, T - 3_600_000, StreamSource.IPSAN)),
                node("x", 50), node("y", 50), node("z", 50));

        MigrationMove move = planner.plan(view, new FixedDraws(0.0)).get(0);

        assertThat(move.targetNode()).isEqualTo("x");
        assertThat(move.lambdaAfter()).isLessThan(move.lambdaBefore());
    }

    @Test
    void estimatesAreUpdatedBetweenMovesAndTheSourceGoesOnWhileAboveSigma() {
        ClusterView view = cluster(node("h", 90, spread("h", "cam-1", 20).toArray(Session[]::new)), node("l", 20),
                node("m", 30));

        List<MigrationMove> plan = planner.plan(view, new FixedDraws(0.0));

        assertThat(plan).hasSizeGreaterThan(1);
        for (int i = 1; i < plan.size(); i++) {
            assertThat(plan.get(i).lambdaBefore()).isCloseTo(plan.get(i - 1).lambdaAfter(), within(1e-9));
            assertThat(plan.get(i).sourceLoadAfter()).isLessThan(plan.get(i - 1).sourceLoadAfter());
        }
        assertThat(plan).extracting(p -> p.session().id()).doesNotHaveDuplicates();
    }

    @Test
    void balancedClusterNeedsNoMigration() {
        ClusterView view = cluster(node("a", 60, session("a", "cam-1", T)), node("b", 60), node("c", 60));

        assertThat(planner.plan(view, new FixedDraws(0.0))).isEmpty();
    }

    @Test
    void nodeThatDoesNotAcceptWorkNeitherGivesNorReceives() {
        ClusterView view = cluster(node("h", 99, session("h", "cam-1", T)).withHealth(NodeHealth.DEGRADED),
                node("l", 10).withHealth(NodeHealth.UNREACHABLE), node("m", 80, session("m", "cam-2", T)),
                node("n", 20));

        List<MigrationMove> plan = planner.plan(view, new FixedDraws(0.0));

        assertThat(plan).extracting(MigrationMove::sourceNode).containsOnly("m");
        assertThat(plan).extracting(MigrationMove::targetNode).containsOnly("n");
    }
}
