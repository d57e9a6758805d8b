package org.voddesk.control.local;

import java.util.Optional;
import org.voddesk.control.api.ExportOutcome;
import org.voddesk.control.api.ExportSchedule;

/**
 * What writes the daily report, as the control layer's schedule sees it ({@link LocalReportExports}): the report itself
 * is the {@code report} package's, which the control layer does not use, so the start-up wiring hands in an
 * implementation over it. Blocking; called off the control loop's thread.
 */
@FunctionalInterface
public interface DailyExporter {
    /**
     * Exports yesterday's report under {@code schedule} if it is due now and was not exported yet (also by an
     * earlier run of the console), and records that it was.
     *
     * @return what happened; empty when nothing was due
     * @throws RuntimeException when even the record of exports cannot be read or written (the schedule reports it)
     */
    Optional<ExportOutcome> runIfDue(ExportSchedule schedule);
}
