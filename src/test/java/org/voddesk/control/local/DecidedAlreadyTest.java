package org.voddesk.control.local;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Principal;
import org.voddesk.core.PlanRecord;
import org.voddesk.core.PlanState;
import org.voddesk.core.Role;
import org.voddesk.core.WallTimes;

/**
 * A decision on a plan or a move that is no longer open is refused naming who decided it and when: the second of two
 * supervisors approving the same plan at the same moment is told "already approved by NAME at TIME".
 */
class DecidedAlreadyTest {
    private ControlFixture f;
    private Principal boss;
    private Principal chief;

    @AfterEach
    void stop() {
        if (f != null) {
            f.close();
        }
    }

    private PlanRecord pendingPlan(Path dir) throws Exception {
        f = new ControlFixture(dir, 3, SettingsRules.DEFAULT.withIntervals(Duration.ofSeconds(5), Duration.ZERO));
        boss = f.user("boss", Role.SUPERVISOR);
        chief = f.user("chief", Role.SUPERVISOR);
        f.loadNode("vod-1", 40);
        f.roundsUntil(s -> !f.store.plans().open().isEmpty());
        PlanRecord p = f.store.plans().open().get(0);
        assertThat(p.state()).isEqualTo(PlanState.PENDING);
        return p;
    }

    /** "Plan N was already approved by NAME at TIME; ...", as the control writes it for the plan as stored. */
    private String approvedBy(long planId) {
        PlanRecord p = f.store.plans().find(planId).orElseThrow();
        return "Plan " + planId + " was already approved by " + p.decidedBy() + " at "
                + WallTimes.stamp(p.decidedAtMs()) + "; there is nothing left to decide.";
    }

    @Test
    void ofTwoSupervisorsApprovingAPlanAtOnceOneWinsAndTheOtherIsToldWhoAndWhen(@TempDir Path dir)
            throws Exception {
        PlanRecord p = pendingPlan(dir);
        ExecutorService desks = Executors.newFixedThreadPool(2);
        CountDownLatch go = new CountDownLatch(1);
        try {
            List<CompletableFuture<CommandResult<PlanRecord>>> tries = List.of(boss, chief).stream()
                    .map(who -> CompletableFuture.supplyAsync(() -> {
                        await(go);
                        return f.control.plans().approve(who, p.id(), null);
                    }, desks)).toList();
            go.countDown();
            List<CommandResult<PlanRecord>> results = tries.stream().map(t -> t.orTimeout(60, TimeUnit.SECONDS)
                    .join()).toList();

            assertThat(results).filteredOn(CommandResult::ok).hasSize(1);
            CommandResult<PlanRecord> lost = results.stream().filter(r -> !r.ok()).findFirst().orElseThrow();
            String winner = f.store.plans().find(p.id()).orElseThrow().decidedBy();
            assertThat(winner).isIn("boss", "chief");
            assertThat(lost.message()).isEqualTo(approvedBy(p.id()))
                    .matches("Plan \\d+ was already approved by (boss|chief) at \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d"
                            + " [+-]\\d\\d:\\d\\d; there is nothing left to decide\\.");
        } finally {
            desks.shutdownNow();
        }
    }

    @Test
    void rejectingAnApprovedPlanNamesWhoApprovedIt(@TempDir Path dir) throws Exception {
        PlanRecord p = pendingPlan(dir);
        assertThat(f.control.plans().approve(boss, p.id(), null).ok()).isTrue();

        CommandResult<PlanRecord> r = f.control.plans().reject(chief, p.id(), "too late");

        assertThat(r.ok()).isFalse();
        assertThat(r.message()).isEqualTo(approvedBy(p.id())).contains("by boss at ");
    }

    @Test
    void approvingARejectedPlanNamesWhoRejectedIt(@TempDir Path dir) throws Exception {
        PlanRecord p = pendingPlan(dir);
        long at = f.clock.millis();
        assertThat(f.control.plans().reject(chief, p.id(), "not now").ok()).isTrue();

        CommandResult<PlanRecord> r = f.control.plans().approve(boss, p.id(), null);

        assertThat(r.ok()).isFalse();
        assertThat(r.message()).isEqualTo("Plan " + p.id() + " was already rejected by chief at "
                + WallTimes.stamp(at) + "; there is nothing left to decide.");
    }

    @Test
    void approvingAnExpiredPlanSaysWhenAndWhyItExpired(@TempDir Path dir) throws Exception {
        PlanRecord p = pendingPlan(dir);
        f.clock.advance(Duration.ofMillis(p.draft().expiresAtMs() - f.clock.millis()));
        f.round();
        PlanRecord expired = f.store.plans().find(p.id()).orElseThrow();
        assertThat(expired.state()).isEqualTo(PlanState.EXPIRED);

        CommandResult<PlanRecord> r = f.control.plans().approve(boss, p.id(), null);

        assertThat(r.ok()).isFalse();
        assertThat(r.message()).startsWith("Plan " + p.id() + " expired: the cluster changed since it was made")
                .contains("it expired at " + WallTimes.stamp(expired.stateChangedAtMs()) + " (its time ran out)")
                .endsWith("The next planning pass proposes again if a move is still needed.");
    }

    @Test
    void decidingAMoveAnotherSupervisorApprovedNamesThemAndWhen(@TempDir Path dir) throws Exception {
        PlanRecord p = pendingPlan(dir);
        long move = p.moves().get(0).id();
        long at = f.clock.millis();
        assertThat(f.control.plans().approveMove(chief, move).ok()).isTrue();

        CommandResult<PlanRecord> again = f.control.plans().approveMove(boss, move);
        CommandResult<PlanRecord> reject = f.control.plans().rejectMove(boss, move, "no");

        String decided = "it was already approved by chief at " + WallTimes.stamp(at) + ".";
        assertThat(again.ok()).isFalse();
        assertThat(again.message()).isEqualTo("Move " + move + " was not approved: " + decided);
        assertThat(reject.ok()).isFalse();
        assertThat(reject.message()).isEqualTo("Move " + move + " was not rejected: " + decided);
    }

    private static void await(CountDownLatch go) {
        try {
            go.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
