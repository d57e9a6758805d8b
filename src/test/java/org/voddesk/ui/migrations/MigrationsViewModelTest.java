package org.voddesk.ui.migrations;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.Principal;
import org.voddesk.core.ProposalRecord;
import org.voddesk.core.ProposalState;
import org.voddesk.core.Role;
import org.voddesk.ui.common.ManualPulse;
import org.voddesk.ui.UiFixture;
import org.voddesk.ui.common.SameThreadTaskRunner;
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
        f.roundsUntil(s -> s.proposals().stream().anyMatch(p -> p.state() == ProposalState.PENDING));
    }

    @AfterEach
    void stop() {
        model.onHide();
        f.close();
    }

    private MigrationsViewModel show(Principal user) {
        model = new MigrationsViewModel(f.control, new SameThreadTaskRunner(), pulse, f.clock, user);
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
        ProposalRecord p = f.control.snapshot().proposal(plan.proposalId()).orElseThrow();

        assertThat(plan.reason()).isEqualTo(p.draft().reason());
        assertThat(plan.moves()).singleElement().satisfies(m -> {
            assertThat(m.sourceNode()).isEqualTo("vod-1");
            assertThat(m.sessionId()).isEqualTo(p.draft().sessionId());
        });
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
        assertThat(f.control.snapshot().proposal(plan.proposalId()).orElseThrow().state())
                .isEqualTo(ProposalState.PENDING);
    }

    @Test
    void supervisorApprovesAndTheHistoryShowsWho() {
        show(f.user("boss", Role.SUPERVISOR));
        MigrationRow.Plan plan = selectFirstPlan();
        assertThat(model.canDecideProperty().get()).isTrue();

        model.onApprove();

        assertThat(model.noticeProperty().get().tone()).as(model.noticeProperty().get().text()).isEqualTo(Tone.GOOD);
        assertThat(model.plans()).noneMatch(p -> p.proposalId() == plan.proposalId());
        ProposalRecord decided = model.history().items().get(0);
        assertThat(decided.id()).isEqualTo(plan.proposalId());
        assertThat(decided.decidedBy()).isEqualTo("boss");
        assertThat(decided.state()).isEqualTo(ProposalState.DONE);
    }

    @Test
    void aMoveRowIsDecidedAsItsPlan() {
        show(f.user("boss", Role.SUPERVISOR));
        MigrationRow.Plan plan = selectFirstPlan();
        model.selectedProperty().set(plan.moves().get(0));
        model.noteProperty().set("camera under investigation");

        model.onReject();

        ProposalRecord decided = model.history().items().get(0);
        assertThat(decided.id()).isEqualTo(plan.proposalId());
        assertThat(decided.state()).isEqualTo(ProposalState.REJECTED);
        assertThat(decided.decisionNote()).isEqualTo("camera under investigation");
        assertThat(model.noteProperty().get()).isEmpty();
    }

    @Test
    void planThatExpiredWhileOpenIsRefusedClearlyAndLeavesTheList() {
        show(f.user("boss", Role.SUPERVISOR));
        MigrationRow.Plan plan = selectFirstPlan();
        f.clock.advance(Duration.ofMillis(plan.expiresAtMs() - f.clock.millis()));
        f.round();

        model.onApprove();

        assertThat(model.noticeProperty().get().isError()).isTrue();
        assertThat(model.noticeProperty().get().text()).contains(Long.toString(plan.proposalId()));
        assertThat(model.plans()).noneMatch(p -> p.proposalId() == plan.proposalId());
        assertThat(model.history().items()).anyMatch(p -> p.id() == plan.proposalId()
                && p.state() == ProposalState.EXPIRED);
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
