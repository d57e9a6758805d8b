package org.voddesk.sim.whatif;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.voddesk.core.whatif.ApprovalHabit;
import org.voddesk.core.whatif.DayTrace;
import org.voddesk.core.whatif.LoopTimes;
import org.voddesk.core.whatif.PolicyRow;
import org.voddesk.core.whatif.ReplayPolicy;
import org.voddesk.core.whatif.ReplayProgress;
import org.voddesk.core.whatif.ReplayReport;
import org.voddesk.core.whatif.ReplayRequest;

class TraceReplayerTest {
    private static final ReplayPolicy IN_FORCE = new ReplayPolicy("least-load", null);
    private final DayTrace trace = TraceFixtures.trace(TraceFixtures.nodes(3), TraceFixtures.busyDay(300, 5),
            List.of(), List.of(), ApprovalHabit.AT_ONCE);

    private ReplayRequest request(int runs) {
        return new ReplayRequest(trace, IN_FORCE, List.of(new ReplayPolicy("similarity", "rem"), IN_FORCE),
                LoopTimes.DEFAULT, runs, 3);
    }

    @Test
    void theReportListsTheRecordedDayThenThePolicyInForceThenTheOthers() {
        ReplayReport report = new TraceReplayer().replay(request(2), p -> { }, () -> false);

        assertThat(report.rows()).extracting(PolicyRow::kind).containsExactly(PolicyRow.Kind.RECORDED,
                PolicyRow.Kind.IN_FORCE, PolicyRow.Kind.ALTERNATIVE);
        assertThat(report.rows()).extracting(r -> r.policy().label())
                .containsExactly("least-load", "least-load", "similarity-rem");
        assertThat(report.series()).hasSize(3);
        assertThat(report.series().get(1).points()).hasSize(24 * 12);
        assertThat(report.calibration().policy()).isEqualTo(IN_FORCE);
        assertThat(report.rows().get(1).latency().meanMs()).isPositive();
        assertThat(report.rows().get(0).latency().meanMs()).isNaN();
    }

    @Test
    void theSameRequestGivesTheSameReport() {
        assertThat(new TraceReplayer().replay(request(2), p -> { }, () -> false))
                .isEqualTo(new TraceReplayer().replay(request(2), p -> { }, () -> false));
    }

    @Test
    void runsOnAnExecutorGiveTheSameReport() {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            assertThat(new TraceReplayer(pool).replay(request(2), p -> { }, () -> false))
                    .isEqualTo(new TraceReplayer().replay(request(2), p -> { }, () -> false));
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void runsOnAnExecutorStopWhenTheCallerCancels() {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            assertThatThrownBy(() -> new TraceReplayer(pool).replay(request(3), p -> { }, () -> true))
                    .isInstanceOf(CancellationException.class);
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void progressRisesToOneAndNamesEachRun() {
        List<ReplayProgress> seen = new ArrayList<>();

        new TraceReplayer().replay(request(2), seen::add, () -> false);

        assertThat(seen).extracting(ReplayProgress::fraction).isSorted();
        assertThat(seen.get(seen.size() - 1).stage()).isEqualTo(ReplayProgress.Stage.DONE);
        assertThat(seen).extracting(ReplayProgress::phrase)
                .contains("calibrating: least-load, run 1 of 2", "replaying similarity-rem, run 2 of 2");
    }

    @Test
    void aCancelledReplayThrowsAndStopsSoon() {
        AtomicInteger asked = new AtomicInteger();

        assertThatThrownBy(() -> new TraceReplayer().replay(request(3), p -> { }, () -> asked.incrementAndGet() > 30))
                .isInstanceOf(CancellationException.class);
        assertThat(asked.get()).isEqualTo(31);
    }
}
