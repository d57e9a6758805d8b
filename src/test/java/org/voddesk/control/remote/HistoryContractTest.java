package org.voddesk.control.remote;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.ChartResolution;
import org.voddesk.control.api.ClusterChart;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Control;
import org.voddesk.control.api.NodeChart;
import org.voddesk.control.api.Page;
import org.voddesk.control.api.PlaybackStarted;
import org.voddesk.control.api.Principal;
import org.voddesk.control.local.ControlFixture;
import org.voddesk.control.remote.RemoteFixture.Desk;
import org.voddesk.control.remote.RemoteFixture.Side;
import org.voddesk.core.AuditRecord;
import org.voddesk.core.CameraSession;
import org.voddesk.core.MoveRecord;
import org.voddesk.core.MoveState;
import org.voddesk.core.Quality;
import org.voddesk.core.Role;

/**
 * The history queries as a desk reads them, in process and over the wire ({@link RemoteFixture}): the same
 * assertions on both sides, and what a remote desk reads equals what the room's own control reads.
 */
class HistoryContractTest {
    @TempDir
    Path dir;
    private ControlFixture f;
    private RemoteFixture room;

    /** Three demo nodes and the REM planner (its draw always 0: a loaded node gets a move to decide). */
    private void open() throws Exception {
        f = new ControlFixture(dir, 3, SettingsRules.DEFAULT.withMigrationPlanner("rem")
                .withIntervals(Duration.ofSeconds(5), Duration.ZERO));
        room = new RemoteFixture(f);
        accounts();
    }

    @AfterEach
    void close() {
        if (room != null) {
            room.close();
        }
    }

    /** The room's two accounts, {@code boss} (a supervisor) and {@code op} (an operator). */
    private void accounts() {
        f.store.users().create("boss", Role.SUPERVISOR, ControlFixture.PASSWORD.clone(), f.clock.millis());
        f.store.users().create("op", Role.OPERATOR, ControlFixture.PASSWORD.clone(), f.clock.millis());
    }

    /** A desk on {@code side} logged in as {@code name}: the control in process, or a new connection to a server. */
    private Desk desk(Side side, String name) throws Exception {
        Control control = room.anonymous(side);
        CommandResult<Principal> in = control.login(name, ControlFixture.PASSWORD.clone());
        assertThat(in.ok()).as(in.message()).isTrue();
        return new Desk(control, in.value());
    }

    /** {@code name}'s principal at the control in process, to read what the room's own control reads. */
    private Principal principal(String name) {
        return f.control.login(name, ControlFixture.PASSWORD.clone()).value();
    }

    private boolean audited(String action, String user) {
        return f.store.audit().recent(1000).stream()
                .anyMatch(a -> a.entry().action().equals(action) && a.entry().user().equals(user));
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void theClusterChartHoldsTheRoundsTheLoopRecorded(Side side) throws Exception {
        open();
        long from = f.clock.millis();
        f.roundsUntilAllOk();
        f.round();
        Desk desk = desk(side, "op");
        long to = f.clock.millis() + 1;

        CommandResult<ClusterChart> r = desk.control().history().clusterHistory(desk.user(), from, to);

        assertThat(r.ok()).as(r.message()).isTrue();
        assertThat(r.value().resolution()).isEqualTo(ChartResolution.SAMPLES);
        assertThat(r.value().points()).hasSizeGreaterThanOrEqualTo(2);
        assertThat(r).isEqualTo(f.control.history().clusterHistory(principal("op"), from, to));
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void aNodesChartIsItsPollsAndAnUnknownNodeIsRefused(Side side) throws Exception {
        open();
        long from = f.clock.millis();
        f.roundsUntilAllOk();
        Desk desk = desk(side, "op");
        long to = f.clock.millis() + 1;

        CommandResult<NodeChart> r = desk.control().history().nodeHistory(desk.user(), "vod-2", from, to);
        CommandResult<NodeChart> unknown = desk.control().history().nodeHistory(desk.user(), "vod-9", from, to);

        assertThat(r.ok()).as(r.message()).isTrue();
        assertThat(r.value().node()).isEqualTo("vod-2");
        assertThat(r.value().points()).isNotEmpty().allSatisfy(p -> assertThat(p.polls()).isEqualTo(1));
        assertThat(r).isEqualTo(f.control.history().nodeHistory(principal("op"), "vod-2", from, to));
        assertThat(unknown.ok()).isFalse();
        assertThat(unknown.message()).isEqualTo("There is no node vod-9.");
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void aRejectedMoveIsInTheMigrationHistoryWithWhoAndWhy(Side side) throws Exception {
        open();
        f.loadNode("vod-1", 40);
        f.roundsUntil(s -> s.moves().stream().anyMatch(p -> p.state() == MoveState.PENDING));
        MoveRecord pending = f.control.snapshot().moves().stream()
                .filter(p -> p.state() == MoveState.PENDING).findFirst().orElseThrow();
        f.control.plans().rejectMove(principal("boss"), pending.id(), "not during the shift change");
        Desk desk = desk(side, "op");
        long now = f.clock.millis();

        CommandResult<Page<MoveRecord>> all = desk.control().history()
                .migrationHistory(desk.user(), now - ControlFixture.HOUR, now + 1, 0, 50);
        CommandResult<Page<MoveRecord>> ofSession = desk.control().history()
                .sessionMigrationHistory(desk.user(), pending.draft().sessionId(), 0, 50);

        assertThat(all.value().items()).filteredOn(p -> p.id() == pending.id()).singleElement().satisfies(p -> {
            assertThat(p.state()).isEqualTo(MoveState.REJECTED);
            assertThat(p.decidedBy()).isEqualTo("boss");
            assertThat(p.decisionNote()).isEqualTo("not during the shift change");
        });
        assertThat(ofSession.value().items()).extracting(MoveRecord::id).containsExactly(pending.id());
        Principal op = principal("op");
        assertThat(all).isEqualTo(f.control.history().migrationHistory(op, now - ControlFixture.HOUR, now + 1, 0, 50));
        assertThat(ofSession).isEqualTo(f.control.history()
                .sessionMigrationHistory(op, pending.draft().sessionId(), 0, 50));
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void aMigrationPageOfABadSizeIsRefusedInTheControlsWords(Side side) throws Exception {
        open();
        Desk desk = desk(side, "op");

        CommandResult<Page<MoveRecord>> r = desk.control().history().migrationHistory(desk.user(), 0, 1_000, 0, 0);
        CommandResult<Page<MoveRecord>> backwards = desk.control().history()
                .migrationHistory(desk.user(), 1_000, 0, 0, 10);

        assertThat(r).isEqualTo(CommandResult.failed("A page holds 1 to 500 entries."));
        assertThat(backwards).isEqualTo(CommandResult.failed("The range must end after it starts."));
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void aCamerasHistoryNamesWhoStartedEachSessionAndWhere(Side side) throws Exception {
        open();
        f.roundsUntilAllOk();
        long from = f.clock.millis();
        PlaybackStarted p = f.control.requestPlayback(principal("op"), "cam-007", from - 2 * ControlFixture.HOUR, 1,
                Quality.MAIN).value();
        f.round();
        Desk desk = desk(side, "op");
        long to = f.clock.millis() + 1;

        CommandResult<Page<CameraSession>> r = desk.control().history()
                .cameraHistory(desk.user(), "cam-007", from, to, 0, 20);

        assertThat(r.ok()).as(r.message()).isTrue();
        assertThat(r.value().items()).singleElement().satisfies(s -> {
            assertThat(s.record().session().id()).isEqualTo(p.session().id());
            assertThat(s.startedBy()).isEqualTo("op");
            assertThat(s.placedOn()).isEqualTo(p.session().nodeName());
            assertThat(s.record().isActive()).isTrue();
        });
        assertThat(r).isEqualTo(f.control.history().cameraHistory(principal("op"), "cam-007", from, to, 0, 20));
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void auditPagesFollowTheUserAndActionFiltersNewestFirst(Side side) throws Exception {
        open();
        long from = f.clock.millis();
        desk(side, "op");
        f.clock.advance(Duration.ofSeconds(1));
        desk(side, "op");
        f.clock.advance(Duration.ofSeconds(1));
        Desk boss = desk(side, "boss");
        Principal local = principal("boss");
        long to = f.clock.millis() + 1;

        CommandResult<Page<AuditRecord>> first = boss.control().history()
                .auditHistory(boss.user(), from, to, "op", "log", 0, 1);
        CommandResult<Page<AuditRecord>> second = boss.control().history()
                .auditHistory(boss.user(), from, to, "op", "log", 1, 1);
        CommandResult<Page<AuditRecord>> everyone = boss.control().history()
                .auditHistory(boss.user(), from, to, null, "", 0, 50);

        assertThat(first.value().items()).singleElement().satisfies(a -> {
            assertThat(a.entry().user()).isEqualTo("op");
            assertThat(a.entry().action()).isEqualTo("login");
            assertThat(a.entry().timeMs()).isEqualTo(from + 1_000);
            // the desk of the login: this desk in process, the server's peer (not this desk) over the wire
            assertThat(a.entry().desk()).isNotNull();
            assertThat(a.entry().desk().equals(Control.THIS_DESK)).isEqualTo(side == Side.IN_PROCESS);
        });
        assertThat(first.value().hasMore()).isTrue();
        assertThat(second.value().items()).singleElement()
                .satisfies(a -> assertThat(a.entry().timeMs()).isEqualTo(from));
        assertThat(second.value().hasMore()).isFalse();
        assertThat(everyone.value().items()).extracting(a -> a.entry().user())
                .containsExactly("boss", "boss", "op", "op");
        assertThat(first).isEqualTo(f.control.history().auditHistory(local, from, to, "op", "log", 0, 1));
        assertThat(everyone.value().items()).isEqualTo(f.control.history()
                .auditHistory(local, from, to, null, null, 0, 50).value().items());
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void anOperatorMayNotReadTheAuditLogAndTheRefusalIsAudited(Side side) throws Exception {
        open();
        Desk op = desk(side, "op");

        CommandResult<Page<AuditRecord>> r = op.control().history().auditHistory(op.user(), 0, 1_000, null, null, 0,
                10);

        assertThat(r.ok()).isFalse();
        assertThat(r.value()).isNull();
        assertThat(r.message()).startsWith("Only an enabled supervisor may read this; op is not (");
        assertThat(audited("audit.read.refused", "op")).isTrue();
        assertThat(List.of(r.message())).isEqualTo(List.of(f.control.history()
                .auditHistory(principal("op"), 0, 1_000, null, null, 0, 10).message()));
    }
}
