package org.voddesk.control.local;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.ChartResolution;
import org.voddesk.control.api.ClusterChart;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Principal;
import org.voddesk.core.MoveRecord;
import org.voddesk.core.MoveState;
import org.voddesk.core.Role;

/** The history queries through Control, against a demo cluster: what the loop stored is what the screens read. */
class ControlHistoryTest {
    private ControlFixture f;

    @BeforeEach
    void start(@TempDir Path dir) throws Exception {
        // REM proposes on one loaded node, which this test needs
        f = new ControlFixture(dir, 3, SettingsRules.DEFAULT.withMigrationPlanner("rem")
                .withIntervals(Duration.ofSeconds(5), Duration.ZERO));
    }

    @AfterEach
    void stop() {
        f.close();
    }

    @Test
    void aRejectedMoveIsInTheMigrationHistoryWithWhoAndWhy() {
        Principal boss = f.user("boss", Role.SUPERVISOR);
        f.loadNode("vod-1", 40);
        f.roundsUntil(s -> s.moves().stream().anyMatch(p -> p.state() == MoveState.PENDING));
        MoveRecord pending = f.control.snapshot().moves().stream()
                .filter(p -> p.state() == MoveState.PENDING).findFirst().orElseThrow();
        f.control.plans().rejectMove(boss, pending.id(), "not during the shift change");

        long now = f.clock.millis();
        List<MoveRecord> all = f.control.history()
                .migrationHistory(boss, now - 3_600_000, now + 1, 0, 50).value().items();
        List<MoveRecord> ofSession = f.control.history()
                .sessionMigrationHistory(boss, pending.draft().sessionId(), 0, 50)
                .value().items();

        assertThat(all).filteredOn(p -> p.id() == pending.id()).singleElement().satisfies(p -> {
            assertThat(p.state()).isEqualTo(MoveState.REJECTED);
            assertThat(p.decidedBy()).isEqualTo("boss");
            assertThat(p.decisionNote()).isEqualTo("not during the shift change");
            assertThat(p.decidedAtMs()).isEqualTo(now);
        });
        assertThat(ofSession).extracting(MoveRecord::id).containsExactly(pending.id());
    }

    @Test
    void theClusterChartHoldsTheRoundsTheLoopRecorded() {
        Principal op = f.user("op", Role.OPERATOR);
        long from = f.clock.millis();
        f.rounds(3);

        ClusterChart chart = f.control.history().clusterHistory(op, from, f.clock.millis() + 1).value();

        assertThat(chart.resolution()).isEqualTo(ChartResolution.SAMPLES);
        assertThat(chart.points()).isNotEmpty();
    }

    @Test
    void aDatabaseErrorIsAFailedResultNotAnException() {
        Principal op = f.user("op", Role.OPERATOR);
        f.store.close();

        CommandResult<ClusterChart> r = f.control.history().clusterHistory(op, 0, 1_000);

        assertThat(r.ok()).isFalse();
        assertThat(r.message()).startsWith("The database failed while reading the cluster history");
    }
}
