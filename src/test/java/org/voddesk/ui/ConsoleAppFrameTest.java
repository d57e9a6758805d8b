package org.voddesk.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.Label;
import javafx.scene.control.ToggleButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.voddesk.core.Role;
import org.voddesk.report.ReportService;
import org.voddesk.report.ReportSettings;
import org.voddesk.report.StoredAlarms;

/**
 * The console's way from the login to the frame: the screens are made and the Cluster screen's parts join over
 * several frames, and the window ends up complete: the rail with every screen, the status bar, and the Cluster
 * screen with its figures, charts, feed and a tile per node. Cameras and Settings, made in several steps each,
 * are complete when switched to while the Cluster screen's parts still join.
 */
@ExtendWith(ApplicationExtension.class)
class ConsoleAppFrameTest {
    static final int NODES = 5;

    @TempDir
    static Path dir;
    static UiFixture fx;

    @BeforeAll
    static void cluster() throws Exception {
        fx = new UiFixture(dir, NODES, 1);
        fx.roundsUntilAllOk();
        fx.user("sam", Role.SUPERVISOR);
    }

    @AfterAll
    static void stop() {
        fx.close();
    }

    @Start
    void start(Stage stage) {
        ReportService reports = new ReportService(fx.store, Runnable::run, ReportSettings.of("test"),
                new StoredAlarms(fx.store.alarms()));
        ConsoleStart start = new ConsoleStart("VodDesk - test", null, "Opening...", List.of(),
                () -> new ConsoleSession(fx.control, "test cluster", reports, () -> { }));
        new ConsoleApp(start, code -> { }).start(stage);
    }

    @Test
    void afterTheLoginTheFrameAndTheClusterScreenEndUpComplete(FxRobot robot) throws Exception {
        logIn(robot);

        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS,
                () -> robot.lookup(".node-tile").queryAll().size() == NODES);

        for (String screen : List.of("cluster", "cameras", "sessions", "migrations", "alarms", "reports", "settings",
                "audit")) {
            assertThat(robot.lookup("#nav-" + screen).tryQuery()).as(screen).isPresent();
        }
        for (String part : List.of("#status-bar", "#fig-nodes", "#node-tiles", "#chart-range", "#chart-lambda",
                "#chart-sigma", "#event-feed")) {
            assertThat(robot.lookup(part).tryQuery()).as(part).isPresent();
        }
        assertThat(robot.lookup("#login-button").tryQuery()).isEmpty();
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS,
                () -> robot.lookup("#fig-nodes").queryAs(Label.class).getText().equals(NODES + " / " + NODES));
    }

    @Test
    void camerasAndSettingsShownWhileTheClusterScreensPartsJoinAreComplete(FxRobot robot) throws Exception {
        logIn(robot);

        // fired in the first FX callback that finds the rail: the Cluster screen's parts join one per frame after it
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> fireWhenThere(robot, "#nav-cameras"));
        WaitForAsyncUtils.waitForFxEvents(); // a split pane's items join the scene with its skin, in the next pulse
        for (String part : List.of("#camera-search", "#camera-list", "#camera-title", "#request-playback",
                "#placement", "#camera-sessions", "#session-migrations")) {
            assertThat(robot.lookup(part).tryQuery()).as(part).isPresent();
        }
        assertThat(robot.lookup("#camera-detail").query().isVisible()).isTrue();

        robot.interact(() -> robot.lookup("#nav-settings").queryAs(ToggleButton.class).fire());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#settings-tabs").query().isVisible()).isTrue();
        assertThat(robot.lookup("#node-table").tryQuery()).isPresent();
        robot.clickOn("#tab-policy");
        assertThat(robot.lookup("#policy-sheet").query().isVisible()).isTrue();
        robot.clickOn("#tab-users");
        assertThat(robot.lookup("#user-table").query().isVisible()).isTrue();

        robot.interact(() -> robot.lookup("#nav-cluster").queryAs(ToggleButton.class).fire());
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS,
                () -> robot.lookup(".node-tile").queryAll().size() == NODES);
        assertThat(robot.lookup("#event-feed").tryQuery()).isPresent();
    }

    private static void logIn(FxRobot robot) {
        robot.clickOn("#login-name").write("sam");
        robot.clickOn("#login-password").write(new String(UiFixture.PASSWORD));
        robot.clickOn("#login-button");
    }

    /** Fires the rail button {@code query} on the FX thread if the frame shows; whether it did. */
    private static boolean fireWhenThere(FxRobot robot, String query) throws Exception {
        return WaitForAsyncUtils.asyncFx(() -> {
            var button = robot.lookup(query).tryQueryAs(ToggleButton.class);
            button.ifPresent(ToggleButton::fire);
            return button.isPresent();
        }).get();
    }
}
