package org.voddesk.ui.migrations;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import javafx.scene.control.Button;
import javafx.scene.control.DialogPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TreeTableView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.voddesk.control.api.Principal;
import org.voddesk.core.MoveState;
import org.voddesk.core.PlanRecord;
import org.voddesk.core.Role;
import org.voddesk.ui.ScreenStage;
import org.voddesk.ui.UiFixture;
import org.voddesk.ui.common.FxHop;
import org.voddesk.ui.common.ManualPulse;

/** The Migrations screen headless (Monocle), as a supervisor and as an operator on one control layer. */
@ExtendWith(ApplicationExtension.class)
class MigrationsViewTest {
    @TempDir
    Path dir;
    private UiFixture f;
    private Stage stage;
    private MigrationsView view;

    @Start
    void start(Stage stage) throws Exception {
        this.stage = stage;
        f = new UiFixture(dir, 3);
        f.loadNode("vod-1", 40);
        f.roundsUntil(s -> s.moves().stream().anyMatch(p -> p.state() == MoveState.PENDING));
    }

    private void show(FxRobot robot, Principal user) {
        robot.interact(() -> {
            view = new MigrationsView(new MigrationsViewModel(f.control, FxHop.joining(),
                    new ManualPulse(), f.clock, user));
            ScreenStage.show(stage, view);
        });
    }

    @AfterEach
    void stop() {
        if (view != null) {
            view.onHide();
        }
        f.close();
    }

    @Test
    void supervisorApprovesASelectedPlanAndTheHistoryShowsWho(FxRobot robot) {
        show(robot, f.user("boss", Role.SUPERVISOR));
        TreeTableView<MigrationRow> plans = robot.lookup("#plans").queryAs(TreeTableView.class);
        assertThat(plans.getRoot().getChildren()).isNotEmpty();
        long id = plans.getRoot().getChildren().get(0).getValue().planId();

        robot.clickOn(robot.lookup("#plans .tree-table-row-cell").nth(0).queryAs(javafx.scene.Node.class));
        // Ctrl+Shift+A, the help overlay's "approve the selected plan"
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.A).release(KeyCode.A, KeyCode.SHIFT, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();

        TableView<PlanRecord> history = robot.lookup("#migration-history").queryTableView();
        assertThat(history.getItems()).first().satisfies(p -> {
            assertThat(p.id()).isEqualTo(id);
            assertThat(p.decidedBy()).isEqualTo("boss");
        });
        assertThat(robot.lookup("#read-only-reason").query().isVisible()).isFalse();
        assertThat(robot.lookup("#automation-level").queryAs(javafx.scene.control.Label.class).getText())
                .startsWith("Automation: manual");
    }

    @Test
    void afterApprovingOneMoveTheTableStillSelectsThatMove(FxRobot robot) {
        show(robot, f.user("boss", Role.SUPERVISOR));
        TreeTableView<MigrationRow> plans = robot.lookup("#plans").queryAs(TreeTableView.class);
        javafx.scene.control.TreeItem<MigrationRow> plan = plans.getRoot().getChildren().get(0);
        assertThat(plan.getChildren()).as("the loaded node's plan has several moves").hasSizeGreaterThan(1);
        long firstMove = ((MigrationRow.Move) plan.getChildren().get(0).getValue()).moveId();

        robot.interact(() -> {
            plan.setExpanded(true);
            plans.getSelectionModel().select(plan.getChildren().get(0));
        });
        robot.clickOn(robot.lookup("#approve").queryAs(Button.class));
        WaitForAsyncUtils.waitForFxEvents();

        MigrationRow shown = plans.getSelectionModel().getSelectedItem().getValue();
        assertThat(shown).isInstanceOfSatisfying(MigrationRow.Move.class, m -> {
            assertThat(m.moveId()).isEqualTo(firstMove);
            assertThat(m.state()).isNotEqualTo(MoveState.PENDING);
        });
        assertThat(robot.lookup("#approve").queryAs(Button.class).isDisabled()).isTrue();
    }

    @Test
    void aPlanThatExpiredWhileOpenOpensADialogNamingItAndLeavesTheList(FxRobot robot) {
        show(robot, f.user("boss", Role.SUPERVISOR));
        TreeTableView<MigrationRow> plans = robot.lookup("#plans").queryAs(TreeTableView.class);
        MigrationRow plan = plans.getRoot().getChildren().get(0).getValue();
        robot.interact(() -> plans.getSelectionModel().select(plans.getRoot().getChildren().get(0)));
        f.clock.advance(java.time.Duration.ofMillis(((MigrationRow.Plan) plan).expiresAtMs() - f.clock.millis()));
        f.round();

        robot.clickOn(robot.lookup("#approve").queryAs(Button.class));
        WaitForAsyncUtils.waitForFxEvents();

        DialogPane dialog = robot.lookup(".dialog-pane").queryAs(DialogPane.class);
        assertThat(dialog.getHeaderText()).isEqualTo("Plan " + plan.planId() + " expired");
        assertThat(dialog.getContentText()).startsWith("The cluster changed since it was made")
                .contains("The next planning pass proposes again if a move is still needed.");
        assertThat(plans.getRoot().getChildren()).noneMatch(i -> i.getValue().planId() == plan.planId());
        robot.interact(() -> dialog.getScene().getWindow().hide());
    }

    @Test
    void operatorSeesThePlansReadOnlyWithTheReason(FxRobot robot) {
        show(robot, f.user("ann", Role.OPERATOR));
        TreeTableView<MigrationRow> plans = robot.lookup("#plans").queryAs(TreeTableView.class);
        assertThat(plans.getRoot().getChildren()).isNotEmpty();

        robot.clickOn(robot.lookup("#plans .tree-table-row-cell").nth(0).queryAs(javafx.scene.Node.class));

        assertThat(robot.lookup("#approve").queryAs(Button.class).isDisabled()).isTrue();
        assertThat(robot.lookup("#reject").queryAs(Button.class).isDisabled()).isTrue();
        assertThat(robot.lookup("#read-only-reason").query().isVisible()).isTrue();
        assertThat(f.control.snapshot().moves()).anyMatch(p -> p.state() == MoveState.PENDING);
    }
}
