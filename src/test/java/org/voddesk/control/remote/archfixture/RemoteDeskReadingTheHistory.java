package org.voddesk.control.remote.archfixture;

import java.time.LocalDate;
import java.time.ZoneOffset;
import org.voddesk.report.DailyReport;
import org.voddesk.report.ReportService;

/**
 * A remote desk that reads the history itself ({@code ReportService} reads a store) beside a report it was sent
 * ({@code DailyReport} reads none): {@code ArchitectureTest.CONTROL_REMOTE_USES_THE_API_CORE_AND_THE_WIRE} must reject
 * the first and let the second be.
 */
public final class RemoteDeskReadingTheHistory {
    private RemoteDeskReadingTheHistory() {
    }

    static DailyReport yesterday(ReportService reports) {
        return reports.load(LocalDate.of(2026, 11, 27), ZoneOffset.UTC).join();
    }

    static String title(DailyReport report) {
        return report.clusterName();
    }
}
