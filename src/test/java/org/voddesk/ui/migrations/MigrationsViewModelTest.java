package org.voddesk.ui.migrations;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.api.AutomationLevel;
import org.voddesk.control.api.PlanSettings;
import org.voddesk.control.api.Principal;
import org.voddesk.core.MoveRecord;
import org.voddesk.core.MoveState;
import org.voddesk.core.PlanRecord;
import org.voddesk.core.PlanState;
import org.voddesk.core.Role;
import org.voddesk.core.WallTimes;
import org.voddesk.ui.UiFixture;
import org.voddesk.ui.common.FxHop;
import org.voddesk.ui.common.ManualPulse;
import org.voddesk.ui.common.Tone;

/** The Migrations view model against a real Control whose planner proposes moves off a loaded demo node. */
class MigrationsViewModelTest {
    private UiFixture f;
    private final ManualPulse pulse = new ManualPulse();
    private MigrationsViewModel model;

    @BeforeEach
    void start(@TempDir Path dir) throws Exception {
        f = new UiFixture(dir, 3);
        f.loadNode("vod-1", 40);
        f.roundsUntil(s -> s.moves().stream().anyMatch(p -> p.state() == MoveState.PENDING));
    }

    private PlanRecord stored(MigrationRow.Plan plan) {
        return f.store.plans().find(plan.planId()).orElseThrow();
    }

    @AfterEach
    void stop() {
        model.onHide();
        f.close();
    }

    private MigrationsViewModel show(Principal user) {
        model = new MigrationsViewModel(f.control, FxHop.joining(), pulse, f.clock, user);
        model.onShow();
        return model;
    }

    private MigrationRow.Plan selectFirstPlan() {
        assertThat(model.plans()).as("the planner proposed moves off vod-1").isNotEmpty();
        MigrationRow.Plan plan = model.plans().get(0);
        model.selectedProperty().set(plan);
        return plan;
    }

    @Test
    void planRowCarriesReasonMovesAndPredictedLambda() {
        show(f.user("ann", Role.OPERATOR));
        MigrationRow.Plan plan = selectFirstPlan();
        PlanRecord p = stored(plan);

        assertThat(plan.reason()).isEqualTo(p.draft().reason());
        assertThat(plan.priority()).isEqualTo(p.draft().priority());
        assertThat(plan.moves()).hasSameSizeAs(p.moves()).allSatisfy(m -> assertThat(m.sourceNode())
                .isEqualTo("vod-1"));
        assertThat(plan.moves()).extracting(MigrationRow.Move::moveId)
                .containsExactlyElementsOf(p.moves().stream().map(MoveRecord::id).toList());
        assertThat(plan.moves()).extracting(MigrationRow.Move::order).startsWith(1);
        assertThat(plan.lambdaAfter()).isLessThan(plan.lambdaBefore());
        assertThat(plan.expiresAtMs()).isGreaterThan(model.nowProperty().get());
        assertThat(model.plans()).isSortedAccordingTo(Plans.ORDER);
    }

    @Test
    void operatorSeesPlansReadOnlyAndCannotApprove() {
        show(f.user("ann", Role.OPERATOR));
        MigrationRow.Plan plan = selectFirstPlan();

        assertThat(model.readOnly()).isTrue();
        assertThat(model.canDecideProperty().get()).isFalse();
        model.onApprove();

        assertThat(model.noticeProperty().get().isError()).isTrue();
        assertThat(model.noticeProperty().get().text()).startsWith(MigrationsViewModel.READ_ONLY);
        assertThat(stored(plan).state()).isEqualTo(PlanState.PENDING);
    }

    @Test
    void aPlanAnotherDeskApprovedFirstNamesWhoAndWhenInTheScreensTimes() {
        show(f.user("boss", Role.SUPERVISOR));
        MigrationRow.Plan plan = selectFirstPlan();
        assertThat(f.control.plans().approve(f.user("chief", Role.SUPERVISOR), plan.planId(), null).ok()).isTrue();

        model.onApprove();

        assertThat(model.noticeProperty().get().isError()).isTrue();
        assertThat(model.noticeProperty().get().text()).isEqualTo("Plan " + plan.planId() + " was already approved by"
                + " chief at " + WallTimes.of(stored(plan).decidedAtMs()) + "; there is nothing left to decide.");
    }

    @Test
    void supervisorApprovesAndTheHistoryShowsWho() {
        show(f.user("boss", Role.SUPERVISOR));
        MigrationRow.Plan plan = selectFirstPlan();
        assertThat(model.canDecideProperty().get()).isTrue();

        model.onApprove();

        assertThat(model.noticeProperty().get().tone()).as(model.noticeProperty().get().text()).isEqualTo(Tone.GOOD);
        assertThat(model.plans()).noneMatch(p -> p.planId() == plan.planId());
        PlanRecord decided = model.history().items().get(0);
        assertThat(decided.id()).isEqualTo(plan.planId());
        assertThat(decided.decidedBy()).isEqualTo("boss");
        assertThat(decided.state()).isEqualTo(PlanState.DONE);
        assertThat(MigrationsView.moves(decided)).isEqualTo(plan.moves().size() + ": " + plan.moves().size()
                + " done");
    }

    @Test
    void aMoveRowIsDecidedOnItsOwn() {
        show(f.user("boss", Role.SUPERVISOR));
        MigrationRow.Plan plan = selectFirstPlan();
        MigrationRow.Move first = plan.moves().get(0);
        model.selectedProperty().set(first);
        model.noteProperty().set("camera under investigation");

        model.onReject();

        PlanRecord after = stored(plan);
        MoveRecord move = after.move(first.moveId()).orElseThrow();
        assertThat(move.state()).isEqualTo(MoveState.REJECTED);
        assertThat(move.decisionNote()).isEqualTo("camera under investigation");
        assertThat(move.decidedBy()).isEqualTo("boss");
        assertThat(model.noteProperty().get()).isEmpty();
        if (plan.moves().size() == 1) {
            assertThat(after.state()).isEqualTo(PlanState.REJECTED);
        } else {
            assertThat(after.moves().subList(1, after.moves().size()))
                    .allMatch(m -> m.state() == MoveState.PENDING);
            assertThat(model.plans()).anyMatch(p -> p.planId() == plan.planId());
        }
    }

    @Test
    void aRejectionNoteShowsInTheHistory() {
        show(f.user("boss", Role.SUPERVISOR));
        MigrationRow.Plan plan = selectFirstPlan();
        model.selectedProperty().set(plan.moves().get(0));
        model.noteProperty().set("camera under investigation");
        model.onReject();
        if (stored(plan).state() != PlanState.REJECTED) {
            model.selectedProperty().set(model.plans().stream().filter(p -> p.planId() == plan.planId())
                    .findFirst().orElseThrow());
            model.noteProperty().set("not tonight");
            model.onReject();
        }

        PlanRecord decided = model.history().items().stream().filter(p -> p.id() == plan.planId()).findFirst()
                .orElseThrow();
        assertThat(decided.state()).isEqualTo(PlanState.REJECTED);
        assertThat(HistoryDetail.of(decided, java.time.ZoneOffset.UTC)).contains("camera under investigation");
    }

    @Test
    void theScreenNamesTheAutomationLevel() {
        show(f.user("ann", Role.OPERATOR));

        assertThat(model.automationLine()).isEqualTo("Automation: manual (every plan waits for a supervisor's"
                + " decision)");
    }

    @Test
    void partialAutomationSaysWhichPlansRunByThemselves() {
        show(f.user("ann", Role.OPERATOR));
        PlanSettings partial = f.control.settings().plans().withAutomation(AutomationLevel.PARTIAL, 2);

        assertThat(MigrationsViewModel.automationLine(partial)).isEqualTo("Automation: partial <= 2 (plans of"
                + " priority 2 or lower run by themselves, recorded as approved by system; the others wait for a"
                + " supervisor)");
    }

    @Test
    void planThatExpiredWhileOpenIsRefusedClearlyAndLeavesTheList() {
        show(f.user("boss", Role.SUPERVISOR));
        MigrationRow.Plan plan = selectFirstPlan();
        f.clock.advance(Duration.ofMillis(plan.expiresAtMs() - f.clock.millis()));
        f.round();

        model.onApprove();

        assertThat(model.noticeProperty().get().isError()).isTrue();
        assertThat(model.noticeProperty().get().text()).contains("Plan " + plan.planId() + " expired")
                .contains("the cluster changed").contains("The next planning pass proposes again");
        assertThat(model.plans()).noneMatch(p -> p.planId() == plan.planId());
        assertThat(model.history().items()).anyMatch(p -> p.id() == plan.planId()
                && p.state() == PlanState.EXPIRED);
    }

    @Test
    void aSelectedPlanThatExpiresLeavesTheListWithANoteAndShowsInTheHistory() {
        show(f.user("boss", Role.SUPERVISOR));
        MigrationRow.Plan plan = selectFirstPlan();
        f.clock.advance(Duration.ofMillis(plan.expiresAtMs() - f.clock.millis()));
        f.round();

        pulse.fire();

        assertThat(model.plans()).noneMatch(p -> p.planId() == plan.planId());
        assertThat(model.noticeProperty().get().tone()).isEqualTo(Tone.WARNING);
        assertThat(model.noticeProperty().get().text()).startsWith("Plan " + plan.planId() + " left the list");
        assertThat(model.history().items()).anyMatch(p -> p.id() == plan.planId()
                && p.state() == PlanState.EXPIRED);
    }

    @Test
    void hidingReleasesTheBeat() {
        show(f.user("ann", Role.OPERATOR));
        assertThat(pulse.live()).isEqualTo(1);

        model.onHide();

        assertThat(model.held()).isZero();
        assertThat(pulse.live()).isZero();
    }
}
