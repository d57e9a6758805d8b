package org.voddesk.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.voddesk.control.admin.SettingsCodec;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.report.CsvReport;
import org.voddesk.report.DailyReport;
import org.voddesk.report.PdfReport;
import org.voddesk.report.ReportDay;
import org.voddesk.report.ReportException;
import org.voddesk.report.ReportLoader;
import org.voddesk.report.ReportSettings;
import org.voddesk.report.StoredAlarms;
import org.voddesk.report.WhatIfSections;
import org.voddesk.store.Store;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code voddesk report}: the daily load report of one day as PDF or CSV, from an existing database. It only
 * reads the history ({@link Store#openReadOnly}: it never takes the control loop's lease nor migrates, so it runs
 * beside a running console, and a database at an older schema is refused with what to do); bad input
 * is a one-line message and exit 1, and the output file is written whole or not at all.
 */
@Command(name = "report", mixinStandardHelpOptions = true, description = "Export the daily load report as PDF or CSV.")
final class ReportCommand implements Callable<Integer> {
    @Option(names = "--db", required = true, paramLabel = "FILE", description = "The VodDesk database to read.")
    Path db;

    @Option(names = "--date", required = true, paramLabel = "YYYY-MM-DD", description = "The day to report.")
    String date;

    @Option(names = "--out", required = true, paramLabel = "FILE.pdf|FILE.csv",
            description = "Where to write the report; the extension chooses the format.")
    Path out;

    @Option(names = "--zone", paramLabel = "ZONE",
            description = "Time zone of the day, e.g. Europe/Berlin (default: this computer's).")
    String zone;

    @Option(names = "--cluster-name", paramLabel = "NAME",
            description = "Name printed on every page (default: the database file's name).")
    String clusterName;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        boolean pdf = format();
        LocalDate day = day();
        ZoneId zoneId = zone();
        if (!Files.isRegularFile(db)) {
            throw new ReportException(Files.isDirectory(db) ? db + " is a directory, not a database"
                    : "no database " + db + " (give the file the console writes with --db)");
        }
        ReportSettings settings = ReportSettings.of(clusterName != null ? clusterName : stem(db));
        try (Store store = Store.openReadOnly(db)) {
            ControlSettings inForce = SettingsCodec.decode(store.settings().all(), "the database").settings();
            // the What if is a section of the PDF; the CSV has no place for it
            DailyReport report = new ReportLoader(store, settings, new StoredAlarms(store.alarms()),
                    pdf ? WhatIfWiring.sections(WhatIfWiring.days(db), () -> inForce) : WhatIfSections.NONE)
                    .load(ReportDay.of(day, zoneId));
            Path written = pdf ? new PdfReport(settings.thresholds()).write(report, out) : CsvReport.write(report, out);
            spec.commandLine().getOut().println("wrote " + written + " (" + report.nodes().size() + " nodes, "
                    + report.day().date() + ", " + report.day().zoneName() + ")");
        }
        return 0;
    }

    private boolean format() {
        String name = out.getFileName() == null ? "" : out.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".pdf") || name.endsWith(".csv")) {
            return name.endsWith(".pdf");
        }
        throw new ReportException("--out " + out + ": the file name must end in .pdf or .csv");
    }

    private LocalDate day() {
        try {
            return DayArguments.day(date);
        } catch (IllegalArgumentException e) {
            throw new ReportException(e.getMessage());
        }
    }

    private ZoneId zone() {
        try {
            return DayArguments.zone(zone);
        } catch (IllegalArgumentException e) {
            throw new ReportException(e.getMessage());
        }
    }

    private static String stem(Path file) {
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }
}
