package org.voddesk.sim;

import java.util.List;
import java.util.StringJoiner;

/**
 * The CSV of DESIGN.md: one row per (policy, load), the mean over runs of every figure, empty where the
 * scenario does not define the figure.
 */
public final class ResultCsv {
    /** The exact header line. */
    public static final String HEADER = "scenario,policy,load,runs,requests,accepted,success_rate,mean_latency_ms,"
            + "p95_latency_ms,cache_hit_ratio,load_variance,migrations,plans,mean_delay,connected_viewers";

    private ResultCsv() {
    }

    /** The whole file: header and rows, each line ending in {@code \n}. */
    public static String format(List<ResultRow> rows) {
        StringBuilder out = new StringBuilder(HEADER).append('\n');
        for (ResultRow row : rows) {
            out.append(line(row)).append('\n');
        }
        return out.toString();
    }

    static String line(ResultRow row) {
        StringJoiner j = new StringJoiner(",");
        j.add(row.scenario()).add(row.policy()).add(NumberFormat.load(row.load())).add(Integer.toString(row.runs()));
        for (Metric m : Metric.values()) {
            Summary s = row.figures().get(m);
            j.add(s == null ? "" : NumberFormat.plain(s.mean(), 8));
        }
        return j.toString();
    }
}
