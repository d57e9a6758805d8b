package org.voddesk.wire.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.NodeState;
import org.voddesk.core.ResourceMeans;
import org.voddesk.report.AlarmFigures;
import org.voddesk.report.BalanceFigures;
import org.voddesk.report.ClusterFigures;
import org.voddesk.report.ClusterHour;
import org.voddesk.report.DailyReport;
import org.voddesk.report.DaySeries;
import org.voddesk.report.HourlyTables;
import org.voddesk.report.LoadLevels;
import org.voddesk.report.MigrationFigures;
import org.voddesk.report.NodeFigures;
import org.voddesk.report.NodeHour;
import org.voddesk.report.Peak;
import org.voddesk.report.ReportDay;
import org.voddesk.report.RequestFigures;
import org.voddesk.report.SeriesPoint;
import org.voddesk.report.SessionCounts;
import org.voddesk.report.StateTimes;
import org.voddesk.report.sample.CommittedSample;
import org.voddesk.wire.DailyReportData;
import org.voddesk.wire.WordCountData;

class ReportMessagesTest {
    private static final ReportDay DAY = ReportDay.of(LocalDate.of(2026, 11, 27), ZoneOffset.UTC);

    private static DailyReport roundTrip(DailyReport r) throws Exception {
        return ReportMessages.fromWire(DailyReportData.parseFrom(ReportMessages.toWire(r).toByteArray()));
    }

    /** A one-node report with {@code time} as the node's and its hour's state times, and the cluster's parts given. */
    private static DailyReport report(StateTimes time, ClusterFigures cluster, DaySeries series) {
        NodeFigures node = new NodeFigures("vod-1", 0, LoadLevels.NONE, time, new SessionCounts(0, 0, 0));
        NodeHour hour = new NodeHour("vod-1", DAY.fromMs(), DAY.fromMs() + ReportDay.HOUR_MS, 0, 0, ResourceMeans.NONE,
                LoadLevels.NONE, time);
        ClusterHour clusterHour = new ClusterHour(DAY.fromMs(), Double.NaN, Double.NaN, -1, 0, 0, 0, 0);
        return new DailyReport(DAY, "test cluster", cluster, List.of(node),
                new HourlyTables(List.of(hour), List.of(clusterHour)), series, List.of());
    }

    private static ClusterFigures quietCluster() {
        return new ClusterFigures(new BalanceFigures(0, Double.NaN, Double.NaN, null, null), null,
                new RequestFigures(0, 0, Map.of()), new MigrationFigures(0, 0, 0, 0, 0, 0, 0, 0), 0, Map.of(),
                Optional.empty());
    }

    private static final StateTimes NOT_POLLED = new StateTimes(Map.of(), Map.of(), ReportDay.HOUR_MS);
    private static final DaySeries NO_SERIES = new DaySeries(List.of(), Map.of());

    @Test
    void aBusyDayOfTheSampleHistoryComesBackAsItWent(@TempDir Path dir) throws Exception {
        DailyReport day = CommittedSample.report(dir);

        DailyReport back = roundTrip(day);

        assertThat(day.nodes()).hasSize(5);
        assertThat(day.cluster().endedSessions()).isNotEmpty();
        assertThat(day.cluster().alarms()).isPresent();
        assertThat(back).isEqualTo(day);
        assertThat(back.cluster().endedSessions().keySet())
                .containsExactlyElementsOf(day.cluster().endedSessions().keySet());
        assertThat(back.nodeLoad().keySet()).containsExactlyElementsOf(day.nodeLoad().keySet());
    }

    @Test
    void aDayWithoutMeasurementsPeaksOrAlarmRecordComesBackWithItsNaNsNullsAndNothing() throws Exception {
        DailyReport quiet = report(NOT_POLLED, quietCluster(), NO_SERIES);

        DailyReport back = roundTrip(quiet);

        assertThat(back).isEqualTo(quiet);
        assertThat(back.cluster().peakStreams()).isNull();
        assertThat(back.cluster().worstLambda()).isNull();
        assertThat(back.cluster().alarms()).isEmpty();
        assertThat(back.nodes().get(0).meanLoad()).isNaN();
    }

    @Test
    void alarmFiguresWithAndWithoutALongestUnacknowledgedOneComeBack() throws Exception {
        ClusterFigures acknowledgedAtOnce = quietCluster().withBalance(new BalanceFigures(3_600_000, 12.5, 40.25,
                new Peak(DAY.fromMs(), 30), new Peak(DAY.fromMs() + 900_000, 55)));
        DailyReport none = report(NOT_POLLED, new ClusterFigures(acknowledgedAtOnce.balance(),
                new Peak(DAY.fromMs(), 7), acknowledgedAtOnce.requests(), acknowledgedAtOnce.migrations(), 2,
                Map.of("stopped", 3),
                Optional.of(new AlarmFigures(2, 2, null, 0))), NO_SERIES);
        DailyReport longest = report(NOT_POLLED, new ClusterFigures(none.cluster().balance(), null,
                none.cluster().requests(), none.cluster().migrations(), 0, Map.of(),
                Optional.of(new AlarmFigures(4, 1, "vod-2 overloaded", 5_400_000))), NO_SERIES);

        assertThat(roundTrip(none)).isEqualTo(none);
        assertThat(roundTrip(longest)).isEqualTo(longest);
    }

    @Test
    void everyLoadStateAndHealthComesBackAndOneTheFiguresDoNotHoldStaysAbsent() throws Exception {
        Map<NodeState, Long> states = new EnumMap<>(NodeState.class);
        for (NodeState s : NodeState.values()) {
            states.put(s, 1_000L * (s.ordinal() + 1));
        }
        Map<NodeHealth, Long> health = new EnumMap<>(NodeHealth.class);
        for (NodeHealth h : NodeHealth.values()) {
            health.put(h, 7_000L * (h.ordinal() + 1));
        }
        StateTimes every = new StateTimes(states, health, 5);
        StateTimes some = new StateTimes(Map.of(NodeState.FIT, 0L), Map.of(NodeHealth.OK, 3_600_000L), 0);

        StateTimes everyBack = roundTrip(report(every, quietCluster(), NO_SERIES)).nodes().get(0).time();
        StateTimes someBack = roundTrip(report(some, quietCluster(), NO_SERIES)).nodeHours().get(0).time();

        assertThat(everyBack).isEqualTo(every);
        assertThat(someBack).isEqualTo(some);
        assertThat(someBack.loadStateMs()).containsOnlyKeys(NodeState.FIT);
    }

    @Test
    void theReportsOrderOfReasonsEndReasonsAndNodeSeriesIsKept() throws Exception {
        Map<String, Integer> reasons = new LinkedHashMap<>();
        reasons.put("no node below its load limit", 9);
        reasons.put("camera has no recording", 2);
        reasons.put("a node refused", 1);
        Map<String, Integer> ended = new LinkedHashMap<>();
        ended.put("stopped", 5);
        ended.put("failed", 1);
        Map<String, List<SeriesPoint>> nodeLoad = new LinkedHashMap<>();
        nodeLoad.put("vod-9", List.of(new SeriesPoint(DAY.fromMs(), 40)));
        nodeLoad.put("vod-1", List.of(new SeriesPoint(DAY.fromMs(), 10), new SeriesPoint(DAY.fromMs() + 900_000, 12)));
        ClusterFigures q = quietCluster();
        DailyReport r = report(NOT_POLLED, new ClusterFigures(q.balance(), null, new RequestFigures(3, 12, reasons),
                q.migrations(), 0, ended, Optional.empty()), new DaySeries(List.of(new SeriesPoint(DAY.fromMs(), 1.5)),
                nodeLoad));

        DailyReport back = roundTrip(r);

        assertThat(back).isEqualTo(r);
        assertThat(back.cluster().requests().reasons().keySet()).containsExactlyElementsOf(reasons.keySet());
        assertThat(back.cluster().endedSessions().keySet()).containsExactly("stopped", "failed");
        assertThat(back.nodeLoad().keySet()).containsExactly("vod-9", "vod-1");
    }

    @Test
    void aReportWithoutItsDayIsRefusedByName() {
        DailyReportData m = ReportMessages.toWire(report(NOT_POLLED, quietCluster(), NO_SERIES)).toBuilder()
                .clearDay().build();

        assertThatThrownBy(() -> ReportMessages.fromWire(m)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("the report's day");
    }

    @Test
    void aZoneUnknownHereIsRefusedNamingIt() {
        DailyReportData sent = ReportMessages.toWire(report(NOT_POLLED, quietCluster(), NO_SERIES));
        DailyReportData m = sent.toBuilder().setDay(sent.getDay().toBuilder().setZone("Mars/Olympus_Mons")).build();

        assertThatThrownBy(() -> ReportMessages.fromWire(m)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("time zone").hasMessageContaining("Mars/Olympus_Mons");
    }

    @Test
    void aReasonCountedTwiceIsRefused() {
        DailyReportData sent = ReportMessages.toWire(report(NOT_POLLED, quietCluster(), NO_SERIES));
        WordCountData twice = WordCountData.newBuilder().setWord("stopped").setCount(1).build();
        DailyReportData m = sent.toBuilder().setCluster(sent.getCluster().toBuilder().addEndedSessions(twice)
                .addEndedSessions(twice)).build();

        assertThatThrownBy(() -> ReportMessages.fromWire(m)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'stopped' is counted twice");
    }
}
