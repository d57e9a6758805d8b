package org.voddesk.wire.model;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.format.DateTimeParseException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.voddesk.report.AlarmFigures;
import org.voddesk.report.BalanceFigures;
import org.voddesk.report.ClusterFigures;
import org.voddesk.report.DailyReport;
import org.voddesk.report.MigrationFigures;
import org.voddesk.report.Peak;
import org.voddesk.report.ReportDay;
import org.voddesk.report.RequestFigures;
import org.voddesk.report.WhatIfSection;
import org.voddesk.wire.AlarmFiguresData;
import org.voddesk.wire.BalanceFiguresData;
import org.voddesk.wire.ClusterFiguresData;
import org.voddesk.wire.DailyReportData;
import org.voddesk.wire.MigrationFiguresData;
import org.voddesk.wire.PeakData;
import org.voddesk.wire.ReportDayData;
import org.voddesk.wire.RequestFiguresData;
import org.voddesk.wire.WhatIfSectionData;
import org.voddesk.wire.WordCountData;

/**
 * A day's report on the wire: {@link DailyReport} as {@link DailyReportData}, with its day and cluster figures here and
 * its tables and series in {@link ReportTables}. A day is its ISO date, a zone its id; a map whose order the report
 * keeps (refusal reasons, end reasons) travels as its entries in that order. Reading a message throws
 * {@link IllegalArgumentException} naming the part it cannot read.
 */
public final class ReportMessages {
    private ReportMessages() {
    }

    /** The message of a whole report. */
    public static DailyReportData toWire(DailyReport r) {
        return DailyReportData.newBuilder()
                .setDay(day(r.day()))
                .setClusterName(r.clusterName())
                .setCluster(cluster(r.cluster()))
                .addAllNodes(r.nodes().stream().map(ReportTables::node).toList())
                .setHours(ReportTables.hours(r.hours()))
                .setSeries(ReportTables.series(r.series()))
                .addAllSummary(r.summary())
                .setWhatIf(whatIf(r.whatIf()))
                .build();
    }

    static WhatIfSectionData whatIf(WhatIfSection s) {
        WhatIfSectionData.Builder b = WhatIfSectionData.newBuilder();
        if (s.made()) {
            b.setReplay(ReplayReports.toWire(s.replay()));
        } else {
            b.setNote(s.note());
        }
        return b.build();
    }

    static WhatIfSection whatIf(WhatIfSectionData m) {
        if (m.hasReplay()) {
            return WhatIfSection.of(ReplayReports.fromWire(m.getReplay()));
        }
        if (!m.hasNote()) {
            throw Parts.missing("the report's What if section");
        }
        return WhatIfSection.notMade(m.getNote());
    }

    /** The report a message carries. */
    public static DailyReport fromWire(DailyReportData m) {
        if (!m.hasDay()) {
            throw Parts.missing("the report's day");
        }
        if (!m.hasCluster()) {
            throw Parts.missing("the report's cluster figures");
        }
        if (!m.hasHours()) {
            throw Parts.missing("the report's hourly tables");
        }
        if (!m.hasSeries()) {
            throw Parts.missing("the report's series");
        }
        if (!m.hasWhatIf()) {
            throw Parts.missing("the report's What if section");
        }
        return new DailyReport(day(m.getDay()), m.getClusterName(), cluster(m.getCluster()),
                m.getNodesList().stream().map(ReportTables::node).toList(), ReportTables.hours(m.getHours()),
                ReportTables.series(m.getSeries()), m.getSummaryList(), whatIf(m.getWhatIf()));
    }

    public static ReportDayData day(ReportDay d) {
        return ReportDayData.newBuilder().setDate(d.date().toString()).setZone(d.zone().getId())
                .setFromMs(d.fromMs()).setToMs(d.toMs()).build();
    }

    /** The day as the report had it (its bounds as sent, not recomputed). */
    public static ReportDay day(ReportDayData m) {
        return new ReportDay(date(m.getDate()), zone(m.getZone()), m.getFromMs(), m.getToMs());
    }

    /**
     * @throws IllegalArgumentException when {@code text} is not an ISO date
     */
    public static LocalDate date(String text) {
        try {
            return LocalDate.parse(text);
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException("cannot read the report's day: '" + text + "' is not an ISO date"
                    + " (2026-11-28)", e);
        }
    }

    /**
     * @throws IllegalArgumentException when {@code id} is not a time zone this end knows
     */
    public static ZoneId zone(String id) {
        try {
            return ZoneId.of(id);
        } catch (DateTimeException e) {
            throw new IllegalArgumentException("cannot read the report's time zone: '" + id + "' is not a time zone"
                    + " known here (" + e.getMessage() + ")", e);
        }
    }

    static ClusterFiguresData cluster(ClusterFigures c) {
        ClusterFiguresData.Builder b = ClusterFiguresData.newBuilder()
                .setBalance(balance(c.balance()))
                .setRequests(requests(c.requests()))
                .setMigrations(migrations(c.migrations()))
                .setReHomed(c.reHomed())
                .addAllEndedSessions(counts(c.endedSessions()));
        if (c.peakStreams() != null) {
            b.setPeakStreams(peak(c.peakStreams()));
        }
        c.alarms().ifPresent(a -> b.setAlarms(alarms(a)));
        return b.build();
    }

    static ClusterFigures cluster(ClusterFiguresData m) {
        if (!m.hasBalance()) {
            throw Parts.missing("the cluster's balance figures");
        }
        if (!m.hasRequests()) {
            throw Parts.missing("the cluster's request figures");
        }
        if (!m.hasMigrations()) {
            throw Parts.missing("the cluster's migration figures");
        }
        return new ClusterFigures(balance(m.getBalance()), m.hasPeakStreams() ? peak(m.getPeakStreams()) : null,
                requests(m.getRequests()), migrations(m.getMigrations()), m.getReHomed(),
                counts(m.getEndedSessionsList()),
                m.hasAlarms() ? Optional.of(alarms(m.getAlarms())) : Optional.empty());
    }

    private static BalanceFiguresData balance(BalanceFigures f) {
        BalanceFiguresData.Builder b = BalanceFiguresData.newBuilder().setPolledMs(f.polledMs())
                .setMeanLambda(f.meanLambda()).setMeanSigma(f.meanSigma());
        if (f.worstLambda() != null) {
            b.setWorstLambda(peak(f.worstLambda()));
        }
        if (f.worstSigma() != null) {
            b.setWorstSigma(peak(f.worstSigma()));
        }
        return b.build();
    }

    private static BalanceFigures balance(BalanceFiguresData m) {
        return new BalanceFigures(m.getPolledMs(), m.getMeanLambda(), m.getMeanSigma(),
                m.hasWorstLambda() ? peak(m.getWorstLambda()) : null,
                m.hasWorstSigma() ? peak(m.getWorstSigma()) : null);
    }

    private static PeakData peak(Peak p) {
        return PeakData.newBuilder().setAtMs(p.atMs()).setValue(p.value()).build();
    }

    private static Peak peak(PeakData m) {
        return new Peak(m.getAtMs(), m.getValue());
    }

    private static RequestFiguresData requests(RequestFigures r) {
        return RequestFiguresData.newBuilder().setAccepted(r.accepted()).setRefused(r.refused())
                .addAllReasons(counts(r.reasons())).build();
    }

    private static RequestFigures requests(RequestFiguresData m) {
        return new RequestFigures(m.getAccepted(), m.getRefused(), counts(m.getReasonsList()));
    }

    private static MigrationFiguresData migrations(MigrationFigures f) {
        return MigrationFiguresData.newBuilder().setProposed(f.proposed()).setApprovedByHand(f.approvedByHand())
                .setApprovedByAutomation(f.approvedByAutomation()).setRejected(f.rejected()).setExpired(f.expired())
                .setDone(f.done()).setFailed(f.failed()).setOpen(f.open()).build();
    }

    private static MigrationFigures migrations(MigrationFiguresData m) {
        return new MigrationFigures(m.getProposed(), m.getApprovedByHand(), m.getApprovedByAutomation(),
                m.getRejected(), m.getExpired(), m.getDone(), m.getFailed(), m.getOpen());
    }

    private static AlarmFiguresData alarms(AlarmFigures a) {
        AlarmFiguresData.Builder b = AlarmFiguresData.newBuilder().setOpened(a.opened())
                .setAcknowledged(a.acknowledged()).setLongestUnacknowledgedMs(a.longestUnacknowledgedMs());
        if (a.longestUnacknowledged() != null) {
            b.setLongestUnacknowledged(a.longestUnacknowledged());
        }
        return b.build();
    }

    private static AlarmFigures alarms(AlarmFiguresData m) {
        return new AlarmFigures(m.getOpened(), m.getAcknowledged(),
                Parts.orNull(m.hasLongestUnacknowledged(), m.getLongestUnacknowledged()),
                m.getLongestUnacknowledgedMs());
    }

    private static List<WordCountData> counts(Map<String, Integer> counts) {
        return counts.entrySet().stream().map(e -> WordCountData.newBuilder().setWord(e.getKey())
                .setCount(e.getValue()).build()).toList();
    }

    /** The counts in the order they came; a word twice is a message that cannot be read. */
    private static Map<String, Integer> counts(List<WordCountData> entries) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (WordCountData e : entries) {
            if (counts.put(e.getWord(), e.getCount()) != null) {
                throw new IllegalArgumentException("cannot read the report's counts: '" + e.getWord()
                        + "' is counted twice");
            }
        }
        return counts;
    }
}
