package org.voddesk.report;

import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/**
 * The report as CSV for scripts: one row per node per hour, with a header whose names carry the units, times in
 * ISO 8601 with their offset, numbers with a dot, and an empty field where there is no value
 * (docs/report-csv.md).
 */
public final class CsvReport {
    /** The columns, in order. */
    public static final String[] HEADER = {"node", "hour_start", "hour_end", "polls", "measured_polls", "mean_cpu_pct",
            "mean_mem_pct", "mean_net_pct", "mean_load_pct", "p95_load_pct", "max_load_pct", "light_s", "fit_s",
            "overloaded_s", "degraded_s", "unreachable_s", "failed_s", "not_polled_s"};

    private CsvReport() {
    }

    /** Writes the report to {@code target}, whole or not at all. */
    public static Path write(DailyReport report, Path target) {
        return AtomicFile.write(target, out -> write(report, out));
    }

    /** Writes the report's rows to {@code out} (UTF-8, CRLF line ends as RFC 4180). */
    static void write(DailyReport report, OutputStream out) throws IOException {
        Writer writer = new OutputStreamWriter(out, StandardCharsets.UTF_8);
        CSVFormat format = CSVFormat.RFC4180.builder().setHeader(HEADER).get();
        try (CSVPrinter csv = new CSVPrinter(writer, format)) {
            for (NodeHour h : report.nodeHours()) {
                csv.printRecord(h.node(), iso(report.day(), h.hourStartMs()), iso(report.day(), h.hourEndMs()),
                        h.polls(), h.measured(), num(h.meanCpu()), num(h.meanMem()), num(h.meanNet()),
                        num(h.meanLoad()), num(h.p95Load()), num(h.maxLoad()), sec(h.lightMs()), sec(h.fitMs()),
                        sec(h.overloadedMs()), sec(h.degradedMs()), sec(h.unreachableMs()), sec(h.failedMs()),
                        sec(h.notPolledMs()));
            }
        }
    }

    private static String iso(ReportDay day, long epochMs) {
        return day.local(epochMs).format(DateTimeFormatter.ISO_OFFSET_DATE_TIME);
    }

    private static String num(double v) {
        return Double.isNaN(v) ? "" : String.format(Locale.ROOT, "%.3f", v);
    }

    private static String sec(long ms) {
        return ms % 1000 == 0 ? Long.toString(ms / 1000) : String.format(Locale.ROOT, "%.3f", ms / 1000.0);
    }
}
