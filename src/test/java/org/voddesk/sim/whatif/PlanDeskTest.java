package org.voddesk.sim.whatif;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.voddesk.core.whatif.ApprovalHabit;
import org.voddesk.core.whatif.LoopTimes;
import org.voddesk.policy.PlanBands;
import org.voddesk.policy.RemPlanner;

class PlanDeskTest {
    private static PlanDesk desk(ApprovalHabit habit) {
        return new PlanDesk(new RemPlanner(), PlanBands.DEFAULT, LoopTimes.DEFAULT, habit, new SplittableRandom(1),
                new SplittableRandom(2));
    }

    @Test
    void answersFollowTheRecordedShares() {
        PlanDesk desk = desk(new ApprovalHabit(0.6, 0.3, 120_000, 60_000, 300_000));
        int[] counts = new int[3];
        for (int i = 0; i < 10_000; i++) {
            counts[desk.answer(List.of(), 0).answer().ordinal()]++;
        }

        assertThat(counts[PlanDesk.Answer.APPROVED.ordinal()]).isBetween(5_800, 6_200);
        assertThat(counts[PlanDesk.Answer.REJECTED.ordinal()]).isBetween(2_800, 3_200);
        assertThat(counts[PlanDesk.Answer.EXPIRED.ordinal()]).isBetween(800, 1_200);
    }

    @Test
    void anAnswerComesAfterItsRecordedDelay() {
        PlanDesk approving = desk(new ApprovalHabit(1, 0, 120_000, 0, 300_000));
        PlanDesk ignoring = desk(new ApprovalHabit(0, 0, 0, 0, 300_000));

        assertThat(approving.answer(List.of(), 1_000).answeredAt()).isEqualTo(121_000);
        assertThat(ignoring.answer(List.of(), 1_000)).extracting(PlanDesk.Proposal::answer, PlanDesk.Proposal::answeredAt)
                .containsExactly(PlanDesk.Answer.EXPIRED, 301_000L);
    }
}
