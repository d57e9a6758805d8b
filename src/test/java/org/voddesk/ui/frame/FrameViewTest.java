package org.voddesk.ui.frame;

import static org.assertj.core.api.Assertions.assertThat;

import atlantafx.base.theme.PrimerDark;
import atlantafx.base.theme.PrimerLight;
import java.nio.file.Path;
import java.util.List;
import javafx.application.Application;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.voddesk.control.api.Principal;
import org.voddesk.core.Role;
import org.voddesk.ui.UiFixture;
import org.voddesk.ui.cluster.ClusterScreenView;
import org.voddesk.ui.cluster.ClusterScreenViewModel;
import org.voddesk.ui.cluster.EventFeed;
import org.voddesk.ui.common.FxHop;
import org.voddesk.ui.common.ManualPulse;
import org.voddesk.ui.common.Theme;
import org.voddesk.ui.sessions.SessionsView;
import org.voddesk.ui.sessions.SessionsViewModel;

/** The frame: status bar figures, Ctrl+N screen switching with show/hide in pairs, the theme toggle. */
@ExtendWith(ApplicationExtension.class)
class FrameViewTest {
    @TempDir
    static Path dir;
    static UiFixture fx;
    static Principal user;
    static EventFeed feed;

    final ManualPulse pulse = new ManualPulse();
    final SimpleBooleanProperty dark = new SimpleBooleanProperty(true);
    FrameView frame;
    FrameViewModel model;
    ClusterScreenView cluster;
    Scene scene;

    @BeforeAll
    static void cluster() throws Exception {
        fx = new UiFixture(dir, 2, 1);
        feed = new EventFeed(fx.control);
        fx.roundsUntil(s -> s.nodes().values().stream().allMatch(n -> n.trusted()));
        user = fx.user("sam", Role.SUPERVISOR);
    }

    @AfterAll
    static void stop() {
        feed.close();
        fx.close();
    }

    @Start
    void start(Stage stage) {
        Theme.apply(true);
        dark.addListener((o, a, d) -> Theme.apply(d));
        FxHop hop = FxHop.joining();
        model = new FrameViewModel(fx.control, pulse, fx.clock, user, dark);
        cluster = new ClusterScreenView(new ClusterScreenViewModel(fx.control, feed, hop, pulse, fx.clock, user), pulse);
        frame = new FrameView(model, List.of(cluster,
                new SessionsView(new SessionsViewModel(fx.control, hop, pulse, fx.clock, user))),
                "test cluster");
        scene = new Scene(frame, 1280, 800);
        Theme.style(scene);
        stage.setScene(scene);
        stage.show();
        frame.attach(scene);
        showClusterFully();
    }

    /** Frames until the Cluster screen's parts have joined the scene (its first show is spread over frames), and its two tiles. */
    void showClusterFully() {
        for (int i = 0; i < 30 && !(cluster.complete() && frame.lookupAll(".node-tile").size() == 2); i++) {
            pulse.fire();
        }
    }

    @Test
    void statusBarShowsNodesUpPollAgeUserAndAutomationLevel(FxRobot robot) {
        long up = fx.control.snapshot().nodes().values().stream().filter(n -> n.trusted()).count();

        assertThat(robot.lookup("#status-nodes").queryAs(Label.class).getText()).isEqualTo(up + "/2 nodes up");
        assertThat(robot.lookup("#status-user").queryAs(Label.class).getText()).isEqualTo("sam (supervisor)");
        assertThat(robot.lookup("#status-policy").queryAs(Label.class).getText())
                .startsWith("plans: manual · placement:");
    }

    /** Whether {@code n} and every parent is visible (a hidden screen keeps its nodes in the scene). */
    private static boolean shown(javafx.scene.Node n) {
        for (javafx.scene.Node p = n; p != null; p = p.getParent()) {
            if (!p.isVisible()) {
                return false;
            }
        }
        return true;
    }

    @Test
    void ctrlAndANumberSwitchesScreensShowingOneAtATime(FxRobot robot) {
        assertThat(frame.front().title()).isEqualTo("Cluster");
        int beatsOnCluster = pulse.live();

        robot.press(KeyCode.CONTROL, KeyCode.DIGIT2).release(KeyCode.DIGIT2, KeyCode.CONTROL);

        assertThat(frame.front().title()).isEqualTo("Sessions");
        robot.interact(() -> { // the Sessions screen's first show spreads over frames; its per-frame beat then ends
            for (int i = 0; i < 20 && pulse.live() > beatsOnCluster; i++) {
                pulse.fire();
            }
        });
        assertThat(robot.lookup("#sessions-table").tryQuery()).isPresent();
        assertThat(robot.lookup("#node-tiles").tryQuery()).as("kept, hidden").get().matches(n -> !shown(n));
        assertThat(shown(robot.lookup("#sessions-table").query())).isTrue();
        // the status bar's beat and exactly one screen's beat
        assertThat(pulse.live()).isEqualTo(beatsOnCluster);
    }

    @Test
    void switchingScreensDuringTheClusterScreensFirstShowWorks(FxRobot robot) {
        robot.interact(() -> {
            frame.detach(scene); // start again from a frame whose Cluster screen has not been shown
            cluster = new ClusterScreenView(new ClusterScreenViewModel(fx.control, feed, FxHop.joining(), pulse,
                    fx.clock, user), pulse);
            frame = new FrameView(model, List.of(cluster,
                    new SessionsView(new SessionsViewModel(fx.control, FxHop.joining(), pulse, fx.clock, user))),
                    "test cluster");
            model.selectedProperty().set(0);
            scene.setRoot(frame);
            frame.attach(scene);
            pulse.fire();
            pulse.fire();
        });
        assertThat(cluster.complete()).isFalse();
        assertThat(robot.lookup("#event-feed").tryQuery()).as("not joined yet").isEmpty();

        robot.press(KeyCode.CONTROL, KeyCode.DIGIT2).release(KeyCode.DIGIT2, KeyCode.CONTROL);
        robot.interact(() -> {
            for (int i = 0; i < 10; i++) {
                pulse.fire();
            }
        });
        assertThat(frame.front().title()).isEqualTo("Sessions");
        assertThat(shown(robot.lookup("#sessions-table").query())).isTrue();
        assertThat(cluster.complete()).as("a hidden screen adds no parts").isFalse();

        robot.press(KeyCode.CONTROL, KeyCode.DIGIT1).release(KeyCode.DIGIT1, KeyCode.CONTROL);
        robot.interact(this::showClusterFully);
        assertThat(frame.front().title()).isEqualTo("Cluster");
        assertThat(cluster.complete()).isTrue();
        for (String part : List.of("#fig-nodes", "#node-tiles", "#chart-range", "#chart-lambda", "#chart-sigma",
                "#event-feed")) {
            assertThat(shown(robot.lookup(part).query())).as(part).isTrue();
        }
        robot.interact(() -> {
            for (int i = 0; i < 20; i++) {
                pulse.fire();
            }
        });
        assertThat(robot.lookup(".node-tile").queryAll()).hasSize(2);
    }

    @Test
    void theAlarmBadgeCountsInWords(FxRobot robot) {
        javafx.scene.control.Labeled badge = robot.lookup("#alarm-badge").queryAs(javafx.scene.control.Labeled.class);

        robot.interact(() -> model.alarmCountProperty().set(1));
        assertThat(badge.getText()).isEqualTo("1 open alarm");

        robot.interact(() -> model.alarmCountProperty().set(3));
        assertThat(badge.getText()).isEqualTo("3 open alarms");
    }

    @Test
    void themeToggleSwitchesBetweenDarkAndLight(FxRobot robot) {
        assertThat(Application.getUserAgentStylesheet()).isEqualTo(new PrimerDark().getUserAgentStylesheet());

        robot.clickOn("#theme-toggle");
        assertThat(Application.getUserAgentStylesheet()).isEqualTo(new PrimerLight().getUserAgentStylesheet());

        robot.clickOn("#theme-toggle");
        assertThat(Application.getUserAgentStylesheet()).isEqualTo(new PrimerDark().getUserAgentStylesheet());
    }

    @Test
    void detachingHidesTheScreenAndStopsEveryBeat(FxRobot robot) {
        robot.interact(() -> frame.detach(scene));

        assertThat(pulse.live()).isZero();
        assertThat(scene.getAccelerators()).isEmpty();
    }
}
