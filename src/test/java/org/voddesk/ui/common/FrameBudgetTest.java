package org.voddesk.ui.common;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The next batch from what the last batch's frame cost: fed durations by hand, no FX and no real clock. */
class FrameBudgetTest {
    static final long MS = 1_000_000L;

    long work;
    final FrameBudget budget = FrameBudget.of(Duration.ofMillis(20), 1, 50, () -> work);

    @Test
    void theFirstBatchIsTheFirstSizeBeforeAnythingIsMeasured() {
        assertThat(budget.start()).isEqualTo(1);
    }

    @Test
    void cheapFramesDoubleTheBatchUpToTheMost() {
        int[] sizes = new int[8];
        for (int i = 0; i < sizes.length; i++) {
            sizes[i] = budget.start();
            work += sizes[i] * MS / 10; // 0.1 ms an item
            budget.done(sizes[i]);
        }

        assertThat(sizes).containsExactly(1, 2, 4, 8, 16, 32, 50, 50);
    }

    @Test
    void aFrameOverTheBudgetShrinksTheBatchToWhatFitsAtItsCostPerItem() {
        grow(32);
        budget.start();
        work += 32 * 4 * MS; // 4 ms an item: 5 fit 20 ms
        budget.done(32);

        assertThat(budget.start()).isEqualTo(5);
    }

    @Test
    void aFrameDearerThanTheBudgetForOneItemStillLeavesABatchOfOne() {
        budget.start();
        work += 150 * MS; // a cold first item
        budget.done(1);

        assertThat(budget.start()).isEqualTo(1);
    }

    @Test
    void aFrameWithinTheBudgetGrowsToWhatFitsNotBeyond() {
        grow(8);
        budget.start();
        work += 8 * 2 * MS; // 2 ms an item: 10 fit 20 ms, under twice 8
        budget.done(8);

        assertThat(budget.start()).isEqualTo(10);
    }

    @Test
    void aStepWithoutAFollowerInTheNextFrameIsNotMeasuredLater() {
        grow(8);
        budget.start();
        budget.done(0); // the run ended: the next start comes seconds later
        work += 5_000 * MS;

        assertThat(budget.start()).isEqualTo(8);
    }

    @Test
    void aFrameWithoutAStepEndsTheLastBatchsFrameAndTheTimeAfterIsNotCounted() {
        grow(8);
        budget.start();
        budget.done(8);
        work += 8 * 4 * MS; // 4 ms an item: 5 fit 20 ms
        budget.rest();
        work += 5_000 * MS;

        assertThat(budget.start()).isEqualTo(5);
    }

    @Test
    void aFixedBudgetKeepsItsBatchWhateverTheFramesCost() {
        FrameBudget fixed = FrameBudget.fixed(500);
        fixed.start();
        fixed.done(500);

        assertThat(fixed.start()).isEqualTo(500);
        assertThat(fixed.size()).isEqualTo(500);
    }

    @Test
    void refusesAFirstBatchOutsideItsBounds() {
        assertThatThrownBy(() -> FrameBudget.of(Duration.ofMillis(20), 0, 50, () -> 0L))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> FrameBudget.of(Duration.ofMillis(20), 60, 50, () -> 0L))
                .isInstanceOf(IllegalArgumentException.class);
    }

    /** Frames that cost nothing until the batch is {@code size} (a power of two); the last is not measured. */
    private void grow(int size) {
        while (budget.size() < size) {
            budget.done(budget.start());
        }
        budget.done(0);
    }
}
