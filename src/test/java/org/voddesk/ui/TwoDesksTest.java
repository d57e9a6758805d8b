package org.voddesk.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeTableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.NodeStatus;
import org.voddesk.control.api.PlaybackStarted;
import org.voddesk.control.api.Principal;
import org.voddesk.control.local.ControlFixture;
import org.voddesk.control.remote.RemoteControl;
import org.voddesk.control.remote.RemoteFixture;
import org.voddesk.core.Alarm;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.PlanRecord;
import org.voddesk.core.Quality;
import org.voddesk.core.Role;
import org.voddesk.ui.migrations.MigrationRow;
import org.voddesk.ui.sessions.SessionRowModel;

/**
 * Two consoles on one control server, headless (Monocle): two windows, each the whole console of a desk
 * ({@code console --server}: a {@link RemoteControl} over a TLS socket on 127.0.0.1), on a server over a
 * {@code LocalControl} with demo nodes. What one desk does, the other desk's screen shows within a few seconds, by the
 * server's event stream alone (the control's rounds do not run meanwhile): a plan approved at desk A leaves desk B's
 * open plans, an alarm acknowledged at A leaves B's open alarms, a playback started at A shows in B's Sessions screen.
 */
@ExtendWith(ApplicationExtension.class)
class TwoDesksTest {
    /** How soon the other desk shows a change: the event stream's snapshot update and a screen's one-second beat. */
    static final long SHOWN_WITHIN_S = 5;

    @TempDir
    Path dir;
    private ControlFixture f;
    private RemoteFixture server;
    private Stage windowA;
    private Stage windowB;
    private final AtomicReference<RemoteControl> controlA = new AtomicReference<>();

    @Start
    void start(Stage stage) throws Exception {
        f = new ControlFixture(dir, 3, SettingsRules.DEFAULT.withIntervals(Duration.ofSeconds(5), Duration.ZERO));
        server = new RemoteFixture(f);
        f.roundsUntilAllOk();
        f.store.users().create("boss", Role.SUPERVISOR, ControlFixture.PASSWORD.clone(), f.clock.millis());
        f.store.users().create("ann", Role.OPERATOR, ControlFixture.PASSWORD.clone(), f.clock.millis());
        windowA = stage;
        windowB = new Stage();
        new ConsoleApp(desk(controlA), code -> { }).start(windowA);
        new ConsoleApp(desk(new AtomicReference<>()), code -> { }).start(windowB);
    }

    /** What {@code console --server} opens: a remote control of the fixture's server over TLS, kept in {@code held}. */
    private ConsoleStart desk(AtomicReference<RemoteControl> held) {
        return new ConsoleStart("VodDesk - desk", null, "Connecting...", List.of(), () -> {
            RemoteControl remote = server.connectOverTls();
            held.set(remote);
            return new ConsoleSession(remote, "control server " + remote.session().server(), remote.reports(),
                    () -> { });
        });
    }

    @AfterEach
    void stop(FxRobot robot) {
        robot.interact(() -> {
            windowA.hide();
            windowB.hide();
        });
        server.close();
    }

    @Test
    void aPlanApprovedAtOneDeskLeavesTheOpenPlansOfTheOther(FxRobot robot) throws Exception {
        f.loadNode("vod-1", 40);
        f.roundsUntil(s -> !f.store.plans().open().isEmpty());
        long plan = f.store.plans().open().get(0).id();
        logIn(robot, windowA, "boss");
        logIn(robot, windowB, "ann");
        show(robot, windowA, "migrations");
        show(robot, windowB, "migrations");
        TreeTableView<MigrationRow> plansA = lookup(robot, windowA, "#plans");
        TreeTableView<MigrationRow> plansB = lookup(robot, windowB, "#plans");
        waitFor(30, () -> planRow(plansA, plan) != null && planRow(plansB, plan) != null);

        robot.interact(() -> plansA.getSelectionModel().select(planRow(plansA, plan)));
        robot.interact(() -> this.<Button>lookup(robot, windowA, "#approve").fire());
        Label noticeA = lookup(robot, windowA, "#migrations-notice");
        waitFor(60, () -> noticeA.getText().startsWith("Plan " + plan + " approved"));
        PlanRecord decided = f.store.plans().find(plan).orElseThrow();
        assertThat(decided.decidedBy()).isEqualTo("boss");

        waitFor(SHOWN_WITHIN_S, () -> planRow(plansB, plan) == null);
        assertThat(f.store.plans().open()).noneMatch(p -> p.id() == plan);
    }

    @Test
    void anAlarmAcknowledgedAtOneDeskLeavesTheOpenAlarmsOfTheOther(FxRobot robot) throws Exception {
        f.cluster.kill("vod-2");
        f.roundsUntil(s -> s.node("vod-2").map(NodeStatus::health).orElseThrow() == NodeHealth.UNREACHABLE);
        Alarm down = f.control.alarms().open(f.control.login("boss", ControlFixture.PASSWORD.clone()).value())
                .value().stream().filter(a -> a.kind().equals("node.unreachable")).findFirst().orElseThrow();
        logIn(robot, windowA, "ann");
        logIn(robot, windowB, "boss");
        show(robot, windowA, "alarms");
        show(robot, windowB, "alarms");
        TableView<Alarm> openA = lookup(robot, windowA, "#open-alarms");
        TableView<Alarm> openB = lookup(robot, windowB, "#open-alarms");
        TableView<Alarm> acknowledgedB = lookup(robot, windowB, "#acknowledged-alarms");
        waitFor(30, () -> listed(openA, down) && listed(openB, down));

        robot.interact(() -> openA.getSelectionModel().select(openA.getItems().stream()
                .filter(a -> a.id() == down.id()).findFirst().orElseThrow()));
        robot.interact(() -> this.<TextField>lookup(robot, windowA, "#alarm-note").setText("vendor called"));
        robot.interact(() -> this.<Button>lookup(robot, windowA, "#acknowledge-alarm").fire());
        Label noticeA = lookup(robot, windowA, "#alarm-notice");
        waitFor(30, () -> noticeA.getText().equals("Acknowledged alarm " + down.id() + "."));

        waitFor(SHOWN_WITHIN_S, () -> !listed(openB, down) && listed(acknowledgedB, down));
        assertThat(acknowledgedB.getItems()).filteredOn(a -> a.id() == down.id()).singleElement()
                .satisfies(a -> assertThat(a.acknowledgedBy()).isEqualTo("ann"));
    }

    @Test
    void aPlaybackStartedAtOneDeskShowsInTheSessionsScreenOfTheOther(FxRobot robot) throws Exception {
        logIn(robot, windowA, "ann");
        logIn(robot, windowB, "boss");
        show(robot, windowB, "sessions");
        TableView<SessionRowModel> sessionsB = lookup(robot, windowB, "#sessions-table");
        RemoteControl a = controlA.get();
        Principal ann = a.session().whoAmI().value();

        // desk A's own control, as its Cameras screen asks for a playback (the catalogue is not on the wire yet)
        CommandResult<PlaybackStarted> started = a.requestPlayback(ann, "cam-007",
                f.clock.millis() - 3 * ControlFixture.HOUR, 1, Quality.MAIN);
        assertThat(started.ok()).as(started.message()).isTrue();
        String id = started.value().session().id();

        waitFor(SHOWN_WITHIN_S, () -> sessionsB.getItems().stream().anyMatch(r -> r.id().equals(id)));
        assertThat(sessionsB.getItems()).filteredOn(r -> r.id().equals(id)).singleElement()
                .satisfies(r -> assertThat(r.owner()).isEqualTo("ann"));
    }

    /** Logs {@code user} in with the login form of {@code window} and waits for its frame. */
    private void logIn(FxRobot robot, Stage window, String user) throws Exception {
        waitFor(30, () -> find(robot, window, "#login-button") != null);
        robot.interact(() -> {
            this.<TextField>lookup(robot, window, "#login-name").setText(user);
            this.<TextField>lookup(robot, window, "#login-password").setText(new String(ControlFixture.PASSWORD));
            this.<Button>lookup(robot, window, "#login-button").fire();
        });
        waitFor(60, () -> find(robot, window, "#nav-sessions") != null);
    }

    /** Switches {@code window}'s frame to the screen {@code screen} with its rail button. */
    private void show(FxRobot robot, Stage window, String screen) {
        robot.interact(() -> this.<ToggleButton>lookup(robot, window, "#nav-" + screen).fire());
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static TreeItem<MigrationRow> planRow(TreeTableView<MigrationRow> plans, long id) {
        return plans.getRoot() == null ? null : plans.getRoot().getChildren().stream()
                .filter(i -> i.getValue().planId() == id).findFirst().orElse(null);
    }

    private static boolean listed(TableView<Alarm> table, Alarm alarm) {
        return table.getItems().stream().anyMatch(a -> a.id() == alarm.id());
    }

    @SuppressWarnings("unchecked")
    private <T extends Node> T lookup(FxRobot robot, Stage window, String query) {
        T node = (T) find(robot, window, query);
        assertThat(node).as(query).isNotNull();
        return node;
    }

    /** {@code query} in {@code window} only (both windows have the same ids), or null. */
    private static Node find(FxRobot robot, Stage window, String query) {
        Parent root = window.getScene() == null ? null : window.getScene().getRoot();
        return root == null ? null : robot.from(root).lookup(query).tryQuery().orElse(null);
    }

    private static void waitFor(long seconds, java.util.concurrent.Callable<Boolean> done) throws Exception {
        WaitForAsyncUtils.waitFor(seconds, TimeUnit.SECONDS, () -> {
            try {
                return WaitForAsyncUtils.asyncFx(done).get();
            } catch (java.util.concurrent.ExecutionException e) {
                return false; // a lookup that met the window changing under it looks again
            }
        });
    }
}
