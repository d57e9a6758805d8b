package org.voddesk.ui.settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.stage.Stage;
import org.controlsfx.validation.ValidationMessage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.voddesk.control.api.Principal;
import org.voddesk.core.Role;
import org.voddesk.ui.ScreenStage;
import org.voddesk.ui.UiFixture;
import org.voddesk.ui.common.FxHop;

/** The Settings screen headless (Monocle): a malformed host is decorated and refused; an operator reads only. */
@ExtendWith(ApplicationExtension.class)
class SettingsViewTest {
    @TempDir
    Path dir;
    private UiFixture f;
    private Stage stage;
    private SettingsView view;

    @Start
    void start(Stage stage) throws Exception {
        this.stage = stage;
        f = new UiFixture(dir, 2);
    }

    @AfterEach
    void stop() {
        f.close();
    }

    private void show(FxRobot robot, Principal user) {
        robot.interact(() -> {
            view = new SettingsView(new SettingsViewModel(f.control, FxHop.joining(), user),
                    f.clock.getZone());
            ScreenStage.show(stage, view);
        });
    }

    @Test
    void settingsRejectAMalformedHost(FxRobot robot) {
        show(robot, f.user("boss", Role.SUPERVISOR));
        robot.clickOn("vod-1");
        robot.clickOn("#node-new");
        robot.clickOn("#node-name").write("vod-9");
        robot.clickOn("#node-host").write("bad host!");

        robot.clickOn("#node-add");

        Label notice = robot.lookup("#nodes-notice").queryAs(Label.class);
        assertThat(notice.getText()).startsWith("Host:").endsWith(NodeForm.FIX);
        assertThat(view.nodesPane().validation().getValidationResult().getErrors())
                .extracting(ValidationMessage::getText).anyMatch(t -> t.startsWith("Host:"));
        assertThat(f.store.nodes().find("vod-9")).isEmpty();

        robot.interact(() -> robot.lookup("#node-host").queryAs(TextField.class).setText("127.0.0.1"));
        assertThat(view.nodesPane().validation().getValidationResult().getErrors())
                .extracting(ValidationMessage::getText).noneMatch(t -> t.startsWith("Host:"));
    }

    @Test
    void retiringANodeAsksFirstAndCancelKeepsIt(FxRobot robot) {
        show(robot, f.user("boss", Role.SUPERVISOR));
        assertThat(robot.lookup("#node-retire").queryAs(Button.class).isDisabled()).as("no node picked").isTrue();
        robot.clickOn("vod-2");

        robot.clickOn("#node-retire");
        assertThat(robot.lookup(".dialog-pane .content").queryAs(Label.class).getText())
                .startsWith("Retire vod-2 (127.0.0.1)?").contains("Its history stays.");
        robot.clickOn("#cancel-retire");

        assertThat(f.store.nodes().find("vod-2")).isPresent();
        assertThat(f.control.snapshot().nodes()).containsKey("vod-2");
    }

    @Test
    void aConfirmedRetirementRetiresTheNode(FxRobot robot) throws Exception {
        show(robot, f.user("boss", Role.SUPERVISOR));
        robot.clickOn("vod-2");

        robot.clickOn("#node-retire");
        robot.clickOn("#confirm-retire");

        org.testfx.util.WaitForAsyncUtils.waitFor(60, java.util.concurrent.TimeUnit.SECONDS,
                () -> robot.lookup("#nodes-notice").queryAs(Label.class).getText().startsWith("Retired node vod-2"));
        assertThat(f.store.nodes().find("vod-2")).isEmpty();
        assertThat(f.control.snapshot().nodes()).doesNotContainKey("vod-2");
    }

    @Test
    void aTestedNodesFingerprintIsOneWholeLineWithItsTooltipAndCopy(FxRobot robot) throws Exception {
        show(robot, f.user("boss", Role.SUPERVISOR));
        robot.clickOn("vod-1");

        robot.clickOn("#node-test");

        org.testfx.util.WaitForAsyncUtils.waitFor(60, java.util.concurrent.TimeUnit.SECONDS,
                () -> !robot.lookup("#host-key-fingerprint").queryAs(Label.class).getText().isEmpty());
        String offered = f.cluster.endpoints().get(0).fingerprint();
        Label line = robot.lookup("#host-key-fingerprint").queryAs(Label.class);
        assertThat(line.getText()).isEqualTo(offered).startsWith("SHA256:").hasSize(50);
        assertThat(line.isWrapText()).isFalse();
        assertThat(line.getTooltip().getText()).isEqualTo(offered);
        assertThat(robot.lookup("#host-key").queryAs(Label.class).getText()).contains("is known")
                .doesNotContain(offered);
        robot.clickOn("#copy-fingerprint");
        assertThat(org.testfx.util.WaitForAsyncUtils.asyncFx(
                () -> javafx.scene.input.Clipboard.getSystemClipboard().getString()).get()).isEqualTo(offered);
    }

    @Test
    void aBadSettingIsDecoratedAsTyped(FxRobot robot) {
        show(robot, f.user("boss", Role.SUPERVISOR));
        robot.clickOn("#tab-policy");
        robot.interact(() -> robot.lookup("#setting-poll-interval").queryAs(TextField.class).setText("soon"));

        assertThat(view.policyPane().validation().getValidationResult().getErrors())
                .extracting(ValidationMessage::getText).anyMatch(t -> t.startsWith("Poll interval:"));
    }

    @Test
    void everySettingsNameStandsClearOfItsField(FxRobot robot) {
        show(robot, f.user("boss", Role.SUPERVISOR));
        robot.clickOn("#tab-policy");
        Node pane = robot.lookup(".property-pane").query();
        double namesEnd = robot.from(pane).lookup(".label").queryAll().stream()
                .filter(n -> GridPane.getColumnIndex(n) != null && GridPane.getColumnIndex(n) == 0)
                .mapToDouble(n -> n.localToScene(n.getLayoutBounds()).getMaxX()).max().orElseThrow();
        double fieldsStart = robot.from(pane).lookup((Node n) -> n.getId() != null && n.getId().startsWith("setting-"))
                .queryAll().stream()
                .mapToDouble(n -> n.localToScene(n.getLayoutBounds()).getMinX()).min().orElseThrow();

        // the longest name, "Automation — Re-homing capacity (sessions per node)", ran up to its field (5 px)
        assertThat(fieldsStart - namesEnd).isGreaterThanOrEqualTo(12);
    }

    @Test
    void theFocusedSettingIsExplainedUnderTheSheet(FxRobot robot) {
        show(robot, f.user("boss", Role.SUPERVISOR));
        robot.clickOn("#tab-policy");
        Label description = robot.lookup("#setting-description").queryAs(Label.class);
        assertThat(description.getText()).isEqualTo(PolicyPane.NO_SETTING);

        robot.clickOn("#setting-rehoming-sessions_per_node");

        assertThat(description.getText()).startsWith("Re-homing capacity (sessions per node): ")
                .contains("0 derives it from the node's bandwidth").endsWith("(rehoming.sessions_per_node)");
    }

    @Test
    void anOperatorReadsTheSettingsAndTheirDescriptionsButCannotChangeThem(FxRobot robot) {
        show(robot, f.user("ann", Role.OPERATOR));
        robot.clickOn("#tab-policy");
        TextField level = robot.lookup("#setting-automation-level").queryAs(TextField.class);
        assertThat(level.getText()).isEqualTo("manual");

        robot.clickOn(level);
        robot.write("full");

        assertThat(robot.lookup("#setting-description").queryAs(Label.class).getText())
                .startsWith("Automation level: ").endsWith("(automation.level)");
        assertThat(level.getText()).isEqualTo("manual");
        assertThat(level.isEditable()).isFalse();
        assertThat(robot.lookup("#policy-sheet").query().isDisabled()).isFalse();
    }

    @Test
    void operatorSeesSettingsReadOnly(FxRobot robot) {
        show(robot, f.user("ann", Role.OPERATOR));

        assertThat(robot.lookup("#node-add").queryAs(Button.class).isDisabled()).isTrue();
        assertThat(robot.lookup("#node-test").queryAs(Button.class).isDisabled()).isFalse();
        assertThat(robot.lookup("#nodes-read-only").queryAs(Label.class).getText())
                .isEqualTo(NodesViewModel.READ_ONLY);
        robot.clickOn("#tab-policy");
        assertThat(robot.lookup("#settings-apply").queryAs(Button.class).isDisabled()).isTrue();
        robot.clickOn("#tab-users");
        assertThat(robot.lookup("#user-add").queryAs(Button.class).isDisabled()).isTrue();
    }
}
