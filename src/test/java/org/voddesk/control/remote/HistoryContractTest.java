package org.voddesk.control.remote;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.voddesk.control.api.ChartResolution;
import org.voddesk.control.api.ClusterChart;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.NodeChart;
import org.voddesk.control.api.Page;
import org.voddesk.control.api.PlaybackStarted;
import org.voddesk.control.api.Principal;
import org.voddesk.core.AuditRecord;
import org.voddesk.core.CameraSession;
import org.voddesk.core.MoveRecord;
import org.voddesk.core.MoveState;
import org.voddesk.core.Quality;

/**
 * The history queries as a desk reads them, in process and over the wire: the same assertions on both sides, and
 * what a remote desk reads equals what the room's own control reads.
 */
class HistoryContractTest {
    @TempDir
    Path dir;
    private HistoryRoom room;

    private HistoryRoom open(HistoryRoom.Side side) throws Exception {
        room = new HistoryRoom(side, dir);
        return room;
    }

    @AfterEach
    void close() throws Exception {
        if (room != null) {
            room.close();
        }
    }

    @ParameterizedTest
    @EnumSource(HistoryRoom.Side.class)
    void theClusterChartHoldsTheRoundsTheLoopRecorded(HistoryRoom.Side side) throws Exception {
        open(side);
        long from = room.clock.millis();
        room.roundsUntilAllOk();
        room.round();
        HistoryRoom.Desk desk = room.desk("op");
        long to = room.clock.millis() + 1;

        CommandResult<ClusterChart> r = desk.control().history().clusterHistory(desk.user(), from, to);

        assertThat(r.ok()).as(r.message()).isTrue();
        assertThat(r.value().resolution()).isEqualTo(ChartResolution.SAMPLES);
        assertThat(r.value().points()).hasSizeGreaterThanOrEqualTo(2);
        assertThat(r).isEqualTo(room.control.history().clusterHistory(room.user("op"), from, to));
    }

    @ParameterizedTest
    @EnumSource(HistoryRoom.Side.class)
    void aNodesChartIsItsPollsAndAnUnknownNodeIsRefused(HistoryRoom.Side side) throws Exception {
        open(side);
        long from = room.clock.millis();
        room.roundsUntilAllOk();
        HistoryRoom.Desk desk = room.desk("op");
        long to = room.clock.millis() + 1;

        CommandResult<NodeChart> r = desk.control().history().nodeHistory(desk.user(), "vod-2", from, to);
        CommandResult<NodeChart> unknown = desk.control().history().nodeHistory(desk.user(), "vod-9", from, to);

        assertThat(r.ok()).as(r.message()).isTrue();
        assertThat(r.value().node()).isEqualTo("vod-2");
        assertThat(r.value().points()).isNotEmpty().allSatisfy(p -> assertThat(p.polls()).isEqualTo(1));
        assertThat(r).isEqualTo(room.control.history().nodeHistory(room.user("op"), "vod-2", from, to));
        assertThat(unknown.ok()).isFalse();
        assertThat(unknown.message()).isEqualTo("There is no node vod-9.");
    }

    @ParameterizedTest
    @EnumSource(HistoryRoom.Side.class)
    void aRejectedMoveIsInTheMigrationHistoryWithWhoAndWhy(HistoryRoom.Side side) throws Exception {
        open(side);
        room.loadNode("vod-1", 40);
        room.roundsUntil(s -> s.moves().stream().anyMatch(p -> p.state() == MoveState.PENDING));
        MoveRecord pending = room.control.snapshot().moves().stream()
                .filter(p -> p.state() == MoveState.PENDING).findFirst().orElseThrow();
        room.control.plans().rejectMove(room.user("boss"), pending.id(), "not during the shift change");
        HistoryRoom.Desk desk = room.desk("op");
        long now = room.clock.millis();

        CommandResult<Page<MoveRecord>> all = desk.control().history()
                .migrationHistory(desk.user(), now - HistoryRoom.HOUR, now + 1, 0, 50);
        CommandResult<Page<MoveRecord>> ofSession = desk.control().history()
                .sessionMigrationHistory(desk.user(), pending.draft().sessionId(), 0, 50);

        assertThat(all.value().items()).filteredOn(p -> p.id() == pending.id()).singleElement().satisfies(p -> {
            assertThat(p.state()).isEqualTo(MoveState.REJECTED);
            assertThat(p.decidedBy()).isEqualTo("boss");
            assertThat(p.decisionNote()).isEqualTo("not during the shift change");
        });
        assertThat(ofSession.value().items()).extracting(MoveRecord::id).containsExactly(pending.id());
        Principal op = room.user("op");
        assertThat(all).isEqualTo(room.control.history().migrationHistory(op, now - HistoryRoom.HOUR, now + 1, 0, 50));
        assertThat(ofSession).isEqualTo(room.control.history()
                .sessionMigrationHistory(op, pending.draft().sessionId(), 0, 50));
    }

    @ParameterizedTest
    @EnumSource(HistoryRoom.Side.class)
    void aMigrationPageOfABadSizeIsRefusedInTheControlsWords(HistoryRoom.Side side) throws Exception {
        open(side);
        HistoryRoom.Desk desk = room.desk("op");

        CommandResult<Page<MoveRecord>> r = desk.control().history().migrationHistory(desk.user(), 0, 1_000, 0, 0);
        CommandResult<Page<MoveRecord>> backwards = desk.control().history()
                .migrationHistory(desk.user(), 1_000, 0, 0, 10);

        assertThat(r).isEqualTo(CommandResult.failed("A page holds 1 to 500 entries."));
        assertThat(backwards).isEqualTo(CommandResult.failed("The range must end after it starts."));
    }

    @ParameterizedTest
    @EnumSource(HistoryRoom.Side.class)
    void aCamerasHistoryNamesWhoStartedEachSessionAndWhere(HistoryRoom.Side side) throws Exception {
        open(side);
        room.roundsUntilAllOk();
        long from = room.clock.millis();
        PlaybackStarted p = room.control.requestPlayback(room.user("op"), "cam-007", from - 2 * HistoryRoom.HOUR, 1,
                Quality.MAIN).value();
        room.round();
        HistoryRoom.Desk desk = room.desk("op");
        long to = room.clock.millis() + 1;

        CommandResult<Page<CameraSession>> r = desk.control().history()
                .cameraHistory(desk.user(), "cam-007", from, to, 0, 20);

        assertThat(r.ok()).as(r.message()).isTrue();
        assertThat(r.value().items()).singleElement().satisfies(s -> {
            assertThat(s.record().session().id()).isEqualTo(p.session().id());
            assertThat(s.startedBy()).isEqualTo("op");
            assertThat(s.placedOn()).isEqualTo(p.session().nodeName());
            assertThat(s.record().isActive()).isTrue();
        });
        assertThat(r).isEqualTo(room.control.history().cameraHistory(room.user("op"), "cam-007", from, to, 0, 20));
    }

    @ParameterizedTest
    @EnumSource(HistoryRoom.Side.class)
    void auditPagesFollowTheUserAndActionFiltersNewestFirst(HistoryRoom.Side side) throws Exception {
        open(side);
        long from = room.clock.millis();
        room.desk("op");
        room.clock.advance(java.time.Duration.ofSeconds(1));
        room.desk("op");
        room.clock.advance(java.time.Duration.ofSeconds(1));
        HistoryRoom.Desk boss = room.desk("boss");
        Principal local = room.user("boss");
        long to = room.clock.millis() + 1;

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
        });
        assertThat(first.value().hasMore()).isTrue();
        assertThat(second.value().items()).singleElement()
                .satisfies(a -> assertThat(a.entry().timeMs()).isEqualTo(from));
        assertThat(second.value().hasMore()).isFalse();
        assertThat(everyone.value().items()).extracting(a -> a.entry().user())
                .containsExactly("boss", "boss", "op", "op");
        assertThat(first).isEqualTo(room.control.history().auditHistory(local, from, to, "op", "log", 0, 1));
        assertThat(everyone.value().items()).isEqualTo(room.control.history()
                .auditHistory(local, from, to, null, null, 0, 50).value().items());
    }

    @ParameterizedTest
    @EnumSource(HistoryRoom.Side.class)
    void anOperatorMayNotReadTheAuditLogAndTheRefusalIsAudited(HistoryRoom.Side side) throws Exception {
        open(side);
        HistoryRoom.Desk op = room.desk("op");

        CommandResult<Page<AuditRecord>> r = op.control().history().auditHistory(op.user(), 0, 1_000, null, null, 0,
                10);

        assertThat(r.ok()).isFalse();
        assertThat(r.value()).isNull();
        assertThat(r.message()).startsWith("Only an enabled supervisor may read this; op is not (");
        assertThat(room.audited("audit.read.refused", "op")).isTrue();
        assertThat(List.of(r.message())).isEqualTo(List.of(room.control.history()
                .auditHistory(room.user("op"), 0, 1_000, null, null, 0, 10).message()));
    }
}
