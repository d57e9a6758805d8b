package org.voddesk.wire.model;

import org.voddesk.core.whatif.ActionFigures;
import org.voddesk.core.whatif.BusiestNode;
import org.voddesk.core.whatif.DayWindow;
import org.voddesk.core.whatif.LambdaFigures;
import org.voddesk.core.whatif.LambdaPoint;
import org.voddesk.core.whatif.LambdaSeries;
import org.voddesk.core.whatif.PolicyRow;
import org.voddesk.core.whatif.ReplayReport;
import org.voddesk.core.whatif.StartupLatency;
import org.voddesk.wire.DayWindowData;
import org.voddesk.wire.LambdaPointData;
import org.voddesk.wire.LambdaSeriesData;
import org.voddesk.wire.PolicyRowData;
import org.voddesk.wire.PolicyRowKindMessage;
import org.voddesk.wire.ReplayReportData;

/**
 * A what-if report on the wire: {@link ReplayReport} as {@link ReplayReportData}, its day, rows and series here and
 * its calibration in {@link Calibrations}. The day travels with its bounds as sent (not recomputed). Reading a
 * message throws {@link IllegalArgumentException} naming the part it cannot read.
 */
public final class ReplayReports {
    private ReplayReports() {
    }

    public static ReplayReportData toWire(ReplayReport r) {
        return ReplayReportData.newBuilder().setDay(day(r.day())).setCalibration(Calibrations.toWire(r.calibration()))
                .addAllRows(r.rows().stream().map(ReplayReports::row).toList())
                .addAllSeries(r.series().stream().map(ReplayReports::series).toList())
                .setRuns(r.runs()).setSeed(r.seed()).build();
    }

    public static ReplayReport fromWire(ReplayReportData m) {
        if (!m.hasDay()) {
            throw Parts.missing("the what-if report's day");
        }
        if (!m.hasCalibration()) {
            throw Parts.missing("the what-if report's calibration");
        }
        return new ReplayReport(day(m.getDay()), Calibrations.fromWire(m.getCalibration()),
                m.getRowsList().stream().map(ReplayReports::row).toList(),
                m.getSeriesList().stream().map(ReplayReports::series).toList(), m.getRuns(), m.getSeed());
    }

    static DayWindowData day(DayWindow d) {
        return DayWindowData.newBuilder().setDate(d.date().toString()).setZone(d.zone().getId())
                .setFromMs(d.fromMs()).setToMs(d.toMs()).build();
    }

    static DayWindow day(DayWindowData m) {
        try {
            return new DayWindow(ReportMessages.date(m.getDate()), ReportMessages.zone(m.getZone()), m.getFromMs(),
                    m.getToMs());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("cannot read the what-if report's day: " + e.getMessage(), e);
        }
    }

    static PolicyRowData row(PolicyRow r) {
        return PolicyRowData.newBuilder().setPolicy(WhatIfMessages.policy(r.policy())).setKind(kind(r.kind()))
                .setLatencyMeanMs(r.latency().meanMs()).setLatencyP95Ms(r.latency().p95Ms())
                .setLambdaMean(r.lambda().mean()).setLambdaPeak(r.lambda().peak())
                .setCacheHitRatio(r.cacheHitRatio())
                .setMoves(r.actions().moves()).setPlans(r.actions().plans()).setRefused(r.actions().refused())
                .setReHomed(r.actions().reHomed())
                .setBusiestNode(r.busiest().nodeName()).setBusiestPeakLoad(r.busiest().peakLoad()).build();
    }

    static PolicyRow row(PolicyRowData m) {
        if (!m.hasPolicy()) {
            throw Parts.missing("a what-if row's policy");
        }
        return new PolicyRow(WhatIfMessages.policy(m.getPolicy()), kind(m.getKind()),
                new StartupLatency(m.getLatencyMeanMs(), m.getLatencyP95Ms()),
                new LambdaFigures(m.getLambdaMean(), m.getLambdaPeak()), m.getCacheHitRatio(),
                new ActionFigures(m.getMoves(), m.getPlans(), m.getRefused(), m.getReHomed()),
                new BusiestNode(m.getBusiestNode(), m.getBusiestPeakLoad()));
    }

    static LambdaSeriesData series(LambdaSeries s) {
        return LambdaSeriesData.newBuilder().setPolicy(WhatIfMessages.policy(s.policy())).setKind(kind(s.kind()))
                .addAllPoints(s.points().stream().map(p -> LambdaPointData.newBuilder().setTimeMs(p.timeMs())
                        .setLambda(p.lambda()).build()).toList()).build();
    }

    static LambdaSeries series(LambdaSeriesData m) {
        if (!m.hasPolicy()) {
            throw Parts.missing("a what-if series' policy");
        }
        return new LambdaSeries(WhatIfMessages.policy(m.getPolicy()), kind(m.getKind()),
                m.getPointsList().stream().map(p -> new LambdaPoint(p.getTimeMs(), p.getLambda())).toList());
    }

    static PolicyRowKindMessage kind(PolicyRow.Kind k) {
        return switch (k) {
            case RECORDED -> PolicyRowKindMessage.POLICY_ROW_KIND_RECORDED;
            case IN_FORCE -> PolicyRowKindMessage.POLICY_ROW_KIND_IN_FORCE;
            case ALTERNATIVE -> PolicyRowKindMessage.POLICY_ROW_KIND_ALTERNATIVE;
        };
    }

    static PolicyRow.Kind kind(PolicyRowKindMessage m) {
        return switch (m) {
            case POLICY_ROW_KIND_RECORDED -> PolicyRow.Kind.RECORDED;
            case POLICY_ROW_KIND_IN_FORCE -> PolicyRow.Kind.IN_FORCE;
            case POLICY_ROW_KIND_ALTERNATIVE -> PolicyRow.Kind.ALTERNATIVE;
            default -> throw Parts.unknown("a what-if row's kind", m);
        };
    }
}
