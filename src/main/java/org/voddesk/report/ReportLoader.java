package org.voddesk.report;

import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.voddesk.core.MoveRecord;
import org.voddesk.core.SessionRecord;
import org.voddesk.store.DecisionRecord;
import org.voddesk.store.NodeAggregate;
import org.voddesk.store.SampleRepository;
import org.voddesk.store.SampleSpan;
import org.voddesk.store.Store;
import org.voddesk.store.StoreException;

/**
 * Computes a {@link DailyReport} from the history: a handful of range reads of the store (rollups, the samples'
 * state times, cluster samples, decisions, moves, sessions), each one statement; the rest is arithmetic here.
 * Blocking: call it off the FX thread ({@link ReportService} does).
 */
public final class ReportLoader {
    private final Store store;
    private final ReportSettings settings;
    private final AlarmSource alarms;
    private final WhatIfSections whatIf;

    /** A loader whose reports have no What if ({@link WhatIfSections#NONE}). */
    public ReportLoader(Store store, ReportSettings settings, AlarmSource alarms) {
        this(store, settings, alarms, WhatIfSections.NONE);
    }

    /** @param whatIf makes each report's What if section (within its time budget) */
    public ReportLoader(Store store, ReportSettings settings, AlarmSource alarms, WhatIfSections whatIf) {
        this.store = store;
        this.settings = settings;
        this.alarms = alarms;
        this.whatIf = whatIf;
    }

    /**
     * The report of {@code day}.
     *
     * @throws ReportException when the history holds no sample of the day (the message gives the days it covers),
     *                         or the database cannot be read
     */
    public DailyReport load(ReportDay day) {
        try {
            return compute(day);
        } catch (StoreException e) {
            throw new ReportException("cannot read the history in " + store.file() + ": " + e.getMessage(), e);
        }
    }

    private DailyReport compute(ReportDay day) {
        SampleRepository samples = store.samples();
        List<NodeAggregate> dayAggregates = samples.nodeAggregates(day.fromMs(), day.toMs(), day.lengthMs());
        if (dayAggregates.isEmpty()) {
            throw new ReportException(noSamples(day));
        }
        List<SessionRecord> sessions = store.sessions().overlapping(day.fromMs(), day.toMs());
        SessionPaths paths = new SessionPaths(day, sessions, store.moves().movesOfSessionsIn(day.fromMs(),
                day.toMs()));
        NodeTables tables = new NodeTables(day, dayAggregates,
                samples.nodeAggregates(day.fromMs(), day.toMs(), ReportDay.HOUR_MS),
                samples.stateTimes(day.fromMs(), day.toMs(), ReportDay.HOUR_MS, settings.maxSampleGap().toMillis(),
                        settings.thresholds()), paths);
        ClusterSeriesFigures series = new ClusterSeriesFigures(day, samples.clusterSeries(day.fromMs(), day.toMs()),
                settings.maxSampleGap().toMillis());
        List<DecisionRecord> decisions = store.decisions().between(day.fromMs(), day.toMs());
        List<MoveRecord> moves = store.moves().createdBetween(day.fromMs(), day.toMs());
        Optional<AlarmFigures> alarmFigures = alarms.between(day.fromMs(), day.toMs());
        BalanceFigures balance = new BalanceFigures(series.polledMs(), series.meanLambda(), series.meanSigma(),
                series.worst(false), series.worst(true));
        ClusterFigures cluster = new ClusterFigures(balance, series.peakStreams(), DayCounts.requests(decisions),
                DayCounts.migrations(moves), paths.reHomed(), DayCounts.ended(day, sessions), alarmFigures);
        List<ClusterHour> clusterHours = clusterHours(day, series, decisions, paths, tables.hours());
        return new DailyReport(day, settings.clusterName(), cluster, tables.nodes(),
                new HourlyTables(tables.hours(), clusterHours), new DaySeries(series.lambdaSeries(), nodeLoad(day)),
                Summary.of(day, settings, cluster, tables.nodes(), tables.hours()), whatIf.of(day));
    }

    private String noSamples(ReportDay day) {
        Optional<SampleSpan> span = store.samples().span();
        String covers = span.map(s -> "the history covers " + localDate(day, s.firstMs()) + " .. "
                + localDate(day, s.lastMs())).orElse("the history holds no samples at all");
        return "no samples for " + day.date() + " in " + store.file() + "; " + covers;
    }

    private static LocalDate localDate(ReportDay day, long epochMs) {
        return Instant.ofEpochMilli(epochMs).atZone(day.zone()).toLocalDate();
    }

    private static List<ClusterHour> clusterHours(ReportDay day, ClusterSeriesFigures series,
                                                  List<DecisionRecord> decisions, SessionPaths paths,
                                                  List<NodeHour> nodeHours) {
        List<Long> starts = day.hourStarts();
        int[] accepted = new int[starts.size()];
        int[] refused = new int[starts.size()];
        int[] moved = new int[starts.size()];
        long[] overloaded = new long[starts.size()];
        for (DecisionRecord d : decisions) {
            int h = hourOf(day, d.entry().timeMs());
            if (d.entry().placed()) {
                accepted[h]++;
            } else {
                refused[h]++;
            }
        }
        paths.movesOfDay().forEach(m -> moved[hourOf(day, m.finishedAtMs())]++);
        nodeHours.forEach(n -> overloaded[hourOf(day, n.hourStartMs())] += n.overloadedMs());
        List<ClusterHour> result = new ArrayList<>();
        for (int h = 0; h < starts.size(); h++) {
            result.add(new ClusterHour(starts.get(h), series.hourLambda(h), series.hourSigma(h),
                    series.hourPeakStreams(h), accepted[h], refused[h], moved[h], overloaded[h]));
        }
        return result;
    }

    private static int hourOf(ReportDay day, long epochMs) {
        return (int) ((epochMs - day.fromMs()) / ReportDay.HOUR_MS);
    }

    /** Each node's mean load per quarter-hour (the rollups themselves). */
    private Map<String, List<SeriesPoint>> nodeLoad(ReportDay day) {
        Map<String, List<SeriesPoint>> result = new LinkedHashMap<>();
        for (NodeAggregate a : store.samples().nodeAggregates(day.fromMs(), day.toMs(), SampleRepository.ROLLUP_MS)) {
            if (a.measured() > 0) {
                result.computeIfAbsent(a.node(), k -> new ArrayList<>()).add(new SeriesPoint(a.bucketStartMs(),
                        a.meanLoad()));
            }
        }
        return result;
    }
}
