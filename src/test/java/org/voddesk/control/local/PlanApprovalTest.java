package org.voddesk.control.local;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.AutomationLevel;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.Page;
import org.voddesk.control.api.PlanStep;
import org.voddesk.control.api.Principal;
import org.voddesk.core.MoveRecord;
import org.voddesk.core.MoveState;
import org.voddesk.core.PlanKind;
import org.voddesk.core.PlanRecord;
import org.voddesk.core.PlanState;
import org.voddesk.core.Role;
import org.voddesk.core.Session;

/**
 * Plans of the default planner against demo nodes (ALGORITHMS.md §7): one plan per round with its moves in order,
 * a priority and an expiry; approved as a whole it runs make-before-break and records who decided; it expires by
 * time or when the state moved so that its gain is gone.
 */
class PlanApprovalTest {
    private ControlFixture f;
    private Principal boss;

    @AfterEach
    void stop() {
        if (f != null) {
            f.close();
        }
    }

    private PlanRecord firstPlan(Path dir, ControlSettings settings) throws Exception {
        f = new ControlFixture(dir, 3, settings.withIntervals(Duration.ofSeconds(5), Duration.ZERO));
        boss = f.user("boss", Role.SUPERVISOR);
        f.loadNode("vod-1", 40);
        f.roundsUntil(s -> !f.store.plans().open().isEmpty() || !f.store.plans().decidedBetween(0, Long.MAX_VALUE,
                1, 0).isEmpty());
        List<PlanRecord> all = f.store.plans().decidedBetween(0, Long.MAX_VALUE, 10, 0);
        List<PlanRecord> open = f.store.plans().open();
        assertThat(open.size() + all.size()).as("the gain planner proposes a plan off the loaded node").isEqualTo(1);
        return open.isEmpty() ? all.get(0) : open.get(0);
    }

    private PlanRecord pendingPlan(Path dir) throws Exception {
        PlanRecord p = firstPlan(dir, SettingsRules.DEFAULT);
        assertThat(p.state()).isEqualTo(PlanState.PENDING);
        return p;
    }

    @Test
    void aRoundProposesOnePlanWithItsMovesInOrderAPriorityAndAnExpiry(@TempDir Path dir) throws Exception {
        PlanRecord p = pendingPlan(dir);

        assertThat(p.moves()).isNotEmpty().allSatisfy(m -> {
            assertThat(m.state()).isEqualTo(MoveState.PENDING);
            assertThat(m.draft().sourceNode()).isEqualTo("vod-1");
        });
        // each move is predicted after the ones before it: lambda falls along the plan
        for (int i = 1; i < p.moves().size(); i++) {
            assertThat(p.moves().get(i).draft().lambdaBefore())
                    .isCloseTo(p.moves().get(i - 1).draft().lambdaAfter(), within(1e-6));
        }
        assertThat(p.draft().lambdaBefore()).isEqualTo(p.moves().get(0).draft().lambdaBefore());
        assertThat(p.draft().lambdaAfter()).isEqualTo(p.moves().get(p.moves().size() - 1).draft().lambdaAfter());
        assertThat(p.draft().priority()).as("this skew predicts a fall of lambda in band 3").isEqualTo(3);
        assertThat(p.draft().kind()).isEqualTo(p.draft().priority() == 1 ? PlanKind.RELIEF : PlanKind.BALANCE);
        assertThat(p.draft().expiresAtMs() - p.draft().createdAtMs()).isEqualTo(Duration.ofMinutes(5).toMillis());
        assertThat(f.events(ControlEvent.PlanChanged.class)).singleElement()
                .satisfies(e -> assertThat(e.step()).isEqualTo(PlanStep.PROPOSED));

        f.rounds(3);

        assertThat(f.store.plans().open()).as("no second plan while one is open").extracting(PlanRecord::id)
                .containsExactly(p.id());
    }

    @Test
    void anApprovedPlanRunsItsMovesInOrderAndRecordsWhoDecided(@TempDir Path dir) throws Exception {
        PlanRecord p = pendingPlan(dir);

        CommandResult<PlanRecord> r = f.control.plans().approve(boss, p.id(), "looks right");

        assertThat(r.ok()).as(r.message()).isTrue();
        assertThat(r.value().state()).isEqualTo(PlanState.DONE);
        assertThat(r.value().moves()).allMatch(m -> m.state() == MoveState.DONE && "boss".equals(m.decidedBy()));
        for (MoveRecord m : p.moves()) {
            assertThat(f.cluster.node(m.draft().targetNode()).sessions()).extracting(Session::id)
                    .contains(m.draft().sessionId());
            assertThat(f.cluster.node("vod-1").sessions()).extracting(Session::id)
                    .doesNotContain(m.draft().sessionId());
        }
        Page<PlanRecord> history = f.control.plans().history(boss, 0, f.clock.millis() + 1, 0, 10).value();
        assertThat(history.items()).singleElement().satisfies(h -> {
            assertThat(h.id()).isEqualTo(p.id());
            assertThat(h.decidedBy()).isEqualTo("boss");
            assertThat(h.decisionNote()).isEqualTo("looks right");
            assertThat(h.automation()).isNull();
        });
        assertThat(f.audited("plan.approve")).isTrue();
        assertThat(f.audited("plan.done")).isTrue();
    }

    @Test
    void aPlanExpiresWhenItsTimeRunsOut(@TempDir Path dir) throws Exception {
        PlanRecord p = pendingPlan(dir);

        f.clock.advance(Duration.ofMinutes(5));
        f.round();

        PlanRecord after = f.store.plans().find(p.id()).orElseThrow();
        assertThat(after.state()).isEqualTo(PlanState.EXPIRED);
        assertThat(after.outcome()).isEqualTo("its time ran out");
        assertThat(after.moves()).allMatch(m -> m.state() == MoveState.EXPIRED);
        assertThat(f.events(ControlEvent.PlanChanged.class)).anyMatch(e -> e.plan().id() == p.id()
                && e.step() == PlanStep.EXPIRED);
        assertThat(f.control.plans().approve(boss, p.id(), null).ok()).isFalse();
    }

    @Test
    void aPlanExpiresEarlierWhenTheStateMovedSoThatItsGainIsGone(@TempDir Path dir) throws Exception {
        PlanRecord p = pendingPlan(dir);
        String gone = p.moves().get(0).draft().sessionId();

        assertThat(f.control.stopSession(boss, gone).ok()).isTrue();
        f.round();

        PlanRecord after = f.store.plans().find(p.id()).orElseThrow();
        assertThat(after.state()).isEqualTo(PlanState.EXPIRED);
        assertThat(after.outcome()).isEqualTo("session " + gone + " no longer runs on vod-1");
        assertThat(after.draft().expiresAtMs()).isGreaterThan(f.clock.millis());
    }

    @Test
    void aPlanWhoseMovesNoLongerPayExpiresWithAReasonInTheConsolesLetters(@TempDir Path dir) throws Exception {
        PlanRecord p = pendingPlan(dir);
        assertThat(p.draft().reason()).contains(" predicted to bring λ from ").doesNotContain("lambda");

        f.loadNode("vod-2", 40); // as loaded as the plan's source now: moving off vod-1 no longer balances
        f.loadNode("vod-3", 40);
        f.round();

        PlanRecord after = f.store.plans().find(p.id()).orElseThrow();
        assertThat(after.state()).isEqualTo(PlanState.EXPIRED);
        assertThat(after.outcome())
                .matches("its moves would no longer lower λ enough for a priority \\(λ now \\d+\\.\\d\\d\\)");
    }

    @Test
    void anOperatorCannotApproveAPlanOrAMoveThroughAnyPath(@TempDir Path dir) throws Exception {
        PlanRecord p = pendingPlan(dir);
        Principal op = f.user("op", Role.OPERATOR);
        long move = p.moves().get(0).id();

        List<CommandResult<?>> tries = List.of(
                f.control.plans().approve(op, p.id(), null),
                f.control.plans().approveMove(op, move),
                f.control.plans().reject(op, p.id(), "no"),
                f.control.plans().rejectMove(op, move, "no"),
                // a principal claiming a role the user table does not give
                f.control.plans().approve(new Principal("op", Role.SUPERVISOR), p.id(), null),
                // nor by letting the plans run by themselves
                f.control.updateSettings(op, f.control.settings().withPlans(
                        f.control.settings().plans().withAutomation(AutomationLevel.AUTOMATIC, 5))));

        assertThat(tries).allSatisfy(r -> {
            assertThat(r.ok()).isFalse();
            assertThat(r.message()).containsAnyOf("Only a supervisor", "supervisor");
        });
        PlanRecord after = f.store.plans().find(p.id()).orElseThrow();
        assertThat(after.state()).isEqualTo(PlanState.PENDING);
        assertThat(after.moves()).allMatch(m -> m.state() == MoveState.PENDING);
        assertThat(f.control.settings().plans().automation()).isEqualTo(AutomationLevel.MANUAL);
        assertThat(List.of("plan.approve.refused", "move.approve.refused", "plan.reject.refused",
                "move.reject.refused", "settings.change.refused")).allMatch(f::audited);
        f.round();
        assertThat(f.store.plans().find(p.id()).orElseThrow().state()).isEqualTo(PlanState.PENDING);
    }

    @Test
    void partialAutomationLeavesAPlanAboveItsThresholdForASupervisor(@TempDir Path dir) throws Exception {
        PlanRecord p = firstPlan(dir, SettingsRules.DEFAULT.withPlans(SettingsRules.DEFAULT.plans()
                .withAutomation(AutomationLevel.PARTIAL, 2)));

        assertThat(p.draft().priority()).isEqualTo(3);
        assertThat(p.state()).isEqualTo(PlanState.PENDING);
        assertThat(p.decidedBy()).isNull();
    }

    @Test
    void partialAutomationRunsAPlanWithinItsThresholdRecordedAsSystemWithTheLevel(@TempDir Path dir)
            throws Exception {
        PlanRecord p = firstPlan(dir, SettingsRules.DEFAULT.withPlans(SettingsRules.DEFAULT.plans()
                .withAutomation(AutomationLevel.PARTIAL, 3)));

        assertThat(p.draft().priority()).isEqualTo(3);
        assertThat(p.state()).isEqualTo(PlanState.DONE);
        assertThat(p.decidedBy()).isEqualTo("system");
        assertThat(p.automation()).isEqualTo("partial <= 3");
        assertThat(f.store.audit().recent(100)).extracting(a -> a.entry())
                .filteredOn(e -> e.action().equals("plan.approve")).singleElement()
                .satisfies(e -> assertThat(e.detail()).isEqualTo("run by itself under partial <= 3"));
    }

    @Test
    void automaticLevelRunsThePlanByItselfRecordedAsSystemWithTheLevel(@TempDir Path dir) throws Exception {
        PlanRecord p = firstPlan(dir, SettingsRules.DEFAULT.withPlans(SettingsRules.DEFAULT.plans()
                .withAutomation(AutomationLevel.AUTOMATIC, 2)));

        assertThat(p.state()).isEqualTo(PlanState.DONE);
        assertThat(p.decidedBy()).isEqualTo("system");
        assertThat(p.automation()).isEqualTo("automatic");
        assertThat(p.moves()).allMatch(m -> m.state() == MoveState.DONE && "system".equals(m.decidedBy()));
    }
}
