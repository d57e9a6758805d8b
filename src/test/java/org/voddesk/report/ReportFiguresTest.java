package org.voddesk.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.NodeState;
import org.voddesk.core.Session;
import org.voddesk.core.SessionEndReason;
import org.voddesk.store.Store;

/**
 * The figures of a hand-built day with known answers: polls every minute on the minute, vod-3 overloaded from
 * 14:10 to 14:52 (42 min), vod-2 unreachable 10:00-10:30 and failed 10:30-11:00, sessions moved by hand and
 * re-homed by the console.
 */
class ReportFiguresTest {
    static final LocalDate DAY = KnownDay.DAY;
    static final long T0 = KnownDay.T0;
    static final long MIN = KnownDay.MIN;
    static final long H = KnownDay.H;

    @TempDir
    static Path dir;
    static Store store;

    @BeforeAll
    static void writeDay() {
        store = Store.open(dir.resolve("voddesk.db"));
        KnownDay.write(store);
    }

    @AfterAll
    static void close() {
        store.close();
    }

    static DailyReport report() {
        return new ReportLoader(store, ReportSettings.of("north"), AlarmSource.NOT_RECORDED)
                .load(ReportDay.of(DAY, ZoneOffset.UTC));
    }

    @Test
    void nodeFiguresHaveTheKnownAnswers() {
        DailyReport r = report();
        assertThat(r.nodes()).extracting(NodeFigures::node).containsExactly("vod-1", "vod-2", "vod-3");
        NodeFigures n3 = r.nodes().get(2);
        assertThat(n3.ms(NodeState.OVERLOADED)).isEqualTo(42 * MIN);
        assertThat(n3.ms(NodeState.FIT)).isEqualTo(24 * H - 42 * MIN);
        assertThat(n3.maxLoad()).isEqualTo(97);
        assertThat(n3.meanLoad()).isCloseTo((42 * 97 + 1398 * 60) / 1440.0, within(1e-9));
        assertThat(n3.p95Load()).isEqualTo(61); // 97 % of the time at 60: the bin [60, 61)
        NodeFigures n2 = r.nodes().get(1);
        assertThat(n2.ms(NodeHealth.UNREACHABLE)).isEqualTo(30 * MIN);
        assertThat(n2.ms(NodeHealth.FAILED)).isEqualTo(30 * MIN);
        assertThat(n2.ms(NodeHealth.OK)).isEqualTo(23 * H);
        assertThat(n2.notPolledMs()).isZero();
        assertThat(n2.polls()).isEqualTo(1440);
        NodeFigures n1 = r.nodes().get(0);
        assertThat(n1.ms(NodeState.LIGHT)).isEqualTo(24 * H);
        assertThat(n1.sessionsServed()).isEqualTo(3); // s1 before its move, s2 after re-homing, s3
        assertThat(List.of(n1.migrationsIn(), n1.migrationsOut())).containsExactly(1, 1);
        assertThat(List.of(n2.sessionsServed(), n2.migrationsIn(), n2.migrationsOut())).containsExactly(1, 0, 1);
        assertThat(List.of(n3.sessionsServed(), n3.migrationsIn(), n3.migrationsOut())).containsExactly(1, 1, 0);
    }

    @Test
    void clusterFiguresHaveTheKnownAnswers() {
        ClusterFigures c = report().cluster();
        assertThat(c.polledMs()).isEqualTo(24 * H);
        assertThat(c.peakStreams()).isEqualTo(new Peak(T0 + 14 * H + 30 * MIN, 17));
        assertThat(c.requests().accepted()).isEqualTo(2);
        assertThat(c.requests().refused()).isEqualTo(3);
        assertThat(c.requests().reasons()).containsExactly(
                Map.entry("every reachable node would be overloaded", 2), Map.entry("no node holds camera cam-9", 1));
        MigrationFigures m = c.migrations();
        assertThat(List.of(m.proposed(), m.approvedByHand(), m.approvedByAutomation(), m.rejected(), m.expired(),
                m.done(), m.failed(), m.open())).containsExactly(4, 1, 1, 1, 1, 2, 0, 0);
        assertThat(c.reHomed()).isEqualTo(1);
        assertThat(c.endedSessions()).containsExactly(Map.entry("stopped", 1));
        assertThat(c.alarms()).isEmpty();
        // lambda of loads (40, 60, 97) over 42 min, (40, 60, 60) otherwise, except the vod-2 outage (40, 60)
        double normal = org.voddesk.core.ClusterMetrics.lambda(new double[] {40, 60, 60});
        double over = org.voddesk.core.ClusterMetrics.lambda(new double[] {40, 60, 97});
        double outage = org.voddesk.core.ClusterMetrics.lambda(new double[] {40, 60});
        assertThat(c.meanLambda()).isCloseTo((normal * (1440 - 42 - 60) + over * 42 + outage * 60) / 1440, within(1e-9));
        assertThat(c.worstLambda().atMs()).isEqualTo(T0 + 14 * H + 15 * MIN); // whole quarter-hours 14:15-14:45
        assertThat(c.worstLambda().value()).isCloseTo(over, within(1e-9));
    }

    @Test
    void hourlyRowsSplitTheOverloadByHour() {
        DailyReport r = report();
        assertThat(r.nodeHours()).hasSize(3 * 24);
        NodeHour h14 = r.nodeHours().stream().filter(h -> h.node().equals("vod-3") && h.hourStartMs() == T0 + 14 * H)
                .findFirst().orElseThrow();
        assertThat(h14.overloadedMs()).isEqualTo(42 * MIN);
        assertThat(h14.polls()).isEqualTo(60);
        assertThat(h14.maxLoad()).isEqualTo(97);
        assertThat(h14.p95Load()).isEqualTo(97);
        assertThat(r.clusterHours().get(14).refused()).isEqualTo(2);
        assertThat(r.clusterHours().get(14).overloadedMs()).isEqualTo(42 * MIN);
        assertThat(r.clusterHours().get(12).migrationsDone()).isEqualTo(1);
        assertThat(r.lambda()).hasSize(96);
        assertThat(r.nodeLoad().get("vod-3")).hasSize(96);
    }

    @Test
    void summarySaysWhatTheFiguresSay() {
        assertThat(report().summary()).contains(
                "3 nodes were polled for the whole day.",
                "vod-3 was overloaded for 42 min between 14:00 and 15:00.",
                "vod-2 was unreachable or failed for 1 h 00 min.",
                "5 playback requests: 2 placed, 3 refused (most often \"every reachable node would be overloaded\", 2 times).",
                "4 migrations were proposed: 1 approved by hand, 1 by automation, 1 rejected, 1 expired; 2 carried out, 0 failed.",
                "1 session was re-homed off failed nodes; 1 session ended (1 stopped).");
    }

    @Test
    void aDayWithoutSamplesSaysWhichDaysTheHistoryCovers() {
        assertThatThrownBy(() -> new ReportLoader(store, ReportSettings.of("north"), AlarmSource.NOT_RECORDED)
                .load(ReportDay.of(DAY.minusDays(1), ZoneOffset.UTC)))
                .isInstanceOf(ReportException.class)
                .hasMessage("no samples for 2026-11-27 in " + store.file() + "; the history covers 2026-11-28 .. 2026-11-28");
    }
}
