package org.voddesk.policy.overload;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The named steps of the relief search (Manakova §5 stages 1-3), one behaviour each. */
class SearchStepsTest {
    private static final SearchBudget AMPLE = new SearchBudget(new SearchBounds(1_000_000, Duration.ofHours(1)),
            Views.FIXED);

    @Test
    void viewersOfOneStreamWithDifferentAllowedSetsFormSeparateClasses() {
        SearchState s = new SearchState(Views.view("a:10 b:10", "s:4", "v1:s:0:a:a,b v2:s:0:a:a v3:s:0:a:a,b"));

        VariantSpace space = VariantSpace.of(s, 0, 0L, false);

        assertThat(space.classes()).isEqualTo(2);
        assertThat(space.dims()).isEqualTo(1);
    }

    @Test
    void qualityChangeAddsOneDimensionPerLowerQuality() {
        SearchState s = new SearchState(Views.view("a:10", "s:4,2,1", "v1:s:0:a:a"));

        assertThat(VariantSpace.of(s, 0, 0L, true).dims()).isEqualTo(2);
        assertThat(VariantSpace.of(s, 0, 0L, false).dims()).isZero();
    }

    @Test
    void excludedNodesAreNoTargets() {
        SearchState s = new SearchState(Views.view("a:10 b:10 c:10", "s:4", "v1:s:0:a:a,b,c"));

        VariantSpace space = VariantSpace.of(s, 0, 1L << 1, false);

        assertThat(space.dims()).isEqualTo(1);
        assertThat(space.target[0]).isEqualTo(2);
    }

    @Test
    void stageOneRefusesSourceChangeWhenTheOverloadExceedsTheRoomElsewhere() {
        SearchState s = new SearchState(Views.view("a:4 b:6", "s:4", "v1:s:0:a:a,b v2:s:0:a:a,b w:s:0:b:b"));

        assertThat(Resources.of(s, 0, 0L, false).canCover(4)).isFalse();
        assertThat(Resources.of(s, 0, 0L, false).canCover(2)).isTrue();
    }

    @Test
    void stageOneStartsQualityChangeAtTheLeastLossThatCanCoverTheRest() {
        SearchState s = new SearchState(Views.view("a:4 b:5", "s:4,2,1", "v1:s:0:a:a v2:s:0:a:a w:s:0:b:b"));

        // Overload 4, room 1 elsewhere: 3 Mb/s must come from downgrades freeing at most 2 per step.
        assertThat(Resources.of(s, 0, 0L, true).minimumLoss(4)).isEqualTo(2);
    }

    @Test
    void theFeasiblePassNeverOverflowsATarget() {
        SearchState s = new SearchState(Views.view("a:8 b:5", "s:4 t:2",
                "v1:s:0:a:a,b v2:s:0:a:a,b v3:t:0:a:a,b"));
        VariantSpace space = VariantSpace.of(s, 0, 0L, false);

        int[] units = new LevelSearch(s, space, s.overload(0), AMPLE).feasible(0, 1);

        assertThat(units).isNotNull();
        int moved = 0;
        for (int i = 0; i < units.length; i++) {
            moved += units[i] > 0 ? (int) space.unitFreed[i] : 0;
        }
        assertThat(moved).isEqualTo(4);
        assertThat(s.load[1]).isZero();
    }

    @Test
    void theOverloadingPassKeepsAtMostItsLimit() {
        SearchState s = new SearchState(Views.view("a:4 b:2", "s:4 t:4 u:4",
                "v1:s:0:a:a,b v2:t:0:a:a,b v3:u:0:a:a,b"));
        VariantSpace space = VariantSpace.of(s, 0, 0L, false);
        LevelSearch level = new LevelSearch(s, space, s.overload(0), AMPLE);

        assertThat(level.feasible(0, 2)).isNull();
        List<int[]> overloading = level.overloading(0, 2, 2);

        assertThat(overloading).hasSize(2);
    }

    @Test
    void aSubPlanMustCostLessThanWhatIsLeftOfTheBound() {
        assertThat(new Cost(1, 2).remainingBelow(new Cost(1, 5))).isEqualTo(new Cost(0, 3));
        assertThat(new Cost(0, 3).isBelow(new Cost(1, 0))).isTrue();
    }
}
