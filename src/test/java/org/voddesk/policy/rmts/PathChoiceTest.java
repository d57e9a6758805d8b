package org.voddesk.policy.rmts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

class PathChoiceTest {
    /**
     * a (full, holds x) reaches b in one hand-over and c in two; b is busier than c. Loads a 4, b 3, c 0, so
     * moving one to b gives loads (4, 4, 0) and to c gives (4, 3, 1).
     */
    private static final ReplicaView VIEW = Fixtures.view("a:x,y b:y,z c:z", 4, "a=x,y,y,y b=z,z,z c=");

    private static List<MigrationChain> candidates() {
        return CandidatePaths.from(VIEW, VIEW.liveHolders("x"), Integer.MAX_VALUE);
    }

    @Test
    void varianceAfterCountsOneMoreSessionOnTheLastServer() {
        List<PathChoice.Scored> scored = PathChoice.score(VIEW, candidates(), 0.5, 3);

        assertThat(scored.get(0).variance()).isCloseTo(32.0 / 9, within(1e-9));
        assertThat(scored.get(1).variance()).isCloseTo(14.0 / 9, within(1e-9));
    }

    @Test
    void scoreWeighsLengthOverGammaMinusOneAndVarianceOverItsMaximum() {
        List<PathChoice.Scored> scored = PathChoice.score(VIEW, candidates(), 0.5, 3);

        assertThat(scored.get(0).mp()).isCloseTo(0.5 * 0.5 + 0.5 * 1.0, within(1e-9));
        assertThat(scored.get(1).mp()).isCloseTo(0.5 * 1.0 + 0.5 * (14.0 / 32), within(1e-9));
    }

    @Test
    void alphaOneChoosesTheShortestPath() {
        assertThat(PathChoice.best(VIEW, candidates(), 1.0, 3).orElseThrow().chain().last()).isEqualTo("b");
    }

    @Test
    void alphaZeroChoosesTheMostBalancingPath() {
        assertThat(PathChoice.best(VIEW, candidates(), 0.0, 3).orElseThrow().chain().last()).isEqualTo("c");
    }

    @Test
    void noCandidateGivesNoChoice() {
        assertThat(PathChoice.best(VIEW, List.of(), 0.5, 3)).isEmpty();
    }

    @Test
    void equalScoresGoToTheLighterOrigin() {
        ReplicaView v = Fixtures.view("a:x,y b:x,y c:y", 4, "a=y,y,y,y b=y,y,y c=");
        java.util.List<MigrationChain> both = CandidatePaths.from(v, v.liveHolders("x"), 3);

        assertThat(both).hasSize(2);
        assertThat(PathChoice.best(v, both, 0.5, 3).orElseThrow().chain().origin()).isEqualTo("b");
    }
}
