package org.voddesk.cli;

import java.util.Locale;
import java.util.StringJoiner;
import org.voddesk.core.whatif.PolicyRow;
import org.voddesk.core.whatif.ReplayReport;
import org.voddesk.report.WhatIfText;

/**
 * The CSV of {@code voddesk whatif}: one row per policy, the recorded day first, with the figures of the table in full
 * precision (empty where not known) and, on the replayed policy in force, the calibration's error.
 */
final class WhatifCsv {
    /** The exact header line. */
    static final String HEADER = "date,zone,policy,row,runs,mean_latency_ms,p95_latency_ms,lambda_mean,lambda_peak,"
            + "cache_hit_ratio,moves,plans,refused,re_homed,busiest_node,busiest_peak_load,calibration_error";

    private WhatifCsv() {
    }

    static String format(ReplayReport report) {
        StringBuilder out = new StringBuilder(HEADER).append('\n');
        for (PolicyRow r : report.rows()) {
            StringJoiner j = new StringJoiner(",");
            j.add(report.day().date().toString()).add(report.day().zone().getId()).add(r.policy().label())
                    .add(WhatIfText.kind(r.kind()).replace(' ', '-'))
                    .add(r.kind() == PolicyRow.Kind.RECORDED ? "" : Integer.toString(report.runs()))
                    .add(plain(r.latency().meanMs())).add(plain(r.latency().p95Ms()))
                    .add(plain(r.lambda().mean())).add(plain(r.lambda().peak())).add(plain(r.cacheHitRatio()))
                    .add(plain(r.actions().moves())).add(plain(r.actions().plans())).add(plain(r.actions().refused()))
                    .add(plain(r.actions().reHomed())).add(r.busiest().nodeName()).add(plain(r.busiest().peakLoad()))
                    .add(r.kind() == PolicyRow.Kind.IN_FORCE ? plain(report.calibration().meanLoadError()) : "");
            out.append(j).append('\n');
        }
        return out.toString();
    }

    private static String plain(double v) {
        if (Double.isNaN(v)) {
            return "";
        }
        String s = String.format(Locale.ROOT, "%.6f", v);
        s = s.contains(".") ? s.replaceAll("0+$", "") : s;
        return s.endsWith(".") ? s.substring(0, s.length() - 1) : s;
    }
}
