package org.voddesk.control.api;

import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;

/**
 * The daily report export, from {@link Control#reportExports()}: its schedule ({@link ExportSchedule}, stored with
 * the settings, changed by supervisors with an audit line {@code settings.change}), the last export's outcome, and a
 * supervisor's export of a report to a file, checked and audited.
 */
public interface ReportExports {
    /** The schedule in force. Any thread; a lock-free read that never blocks or fails. Role: none. */
    ExportSchedule schedule();

    /**
     * The last scheduled export's outcome, this console's or an earlier one's: the newest {@code report.export} or
     * {@code report.export.failed} line {@code system} audited, read on the work executor.  @return empty when no
     * scheduled export has run yet; failed when the store cannot be read Any thread; returns at once. Never completes
     * exceptionally: a refusal (audited {@code <action>.refused} under the caller) or an error is a failed result whose
     * message says why. Role: none (the Reports screen shows it to every user).
     */
    CompletableFuture<CommandResult<Optional<LastExport>>> lastExportAsync();

    /**
     * {@link #lastExportAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same result
     * and role.
     */
    default CommandResult<Optional<LastExport>> lastExport() {
        return CommandResult.await("reading the last daily export", lastExportAsync());
    }

    /**
     * A supervisor sets the schedule: the folder must be a directory the console can write to; the two keys and an
     * audit line ({@code settings.change}, each key's before and after) commit together. Runs on the loop. Any thread;
     * returns at once. Never completes exceptionally: a refusal (audited {@code <action>.refused} under the caller) or
     * an error is a failed result whose message says why. Role: an enabled supervisor.
     */
    CompletableFuture<CommandResult<ExportSchedule>> changeAsync(Principal by, ExportSchedule next);

    /**
     * {@link #changeAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same result and
     * role.
     */
    default CommandResult<ExportSchedule> change(Principal by, ExportSchedule next) {
        return CommandResult.await("changing the daily export", changeAsync(by, next));
    }

    /**
     * A user's export of a report to a file (the Reports screen): a supervisor's right, checked on the loop like
     * every supervisor command (an issued principal, enabled, a supervisor in its login and in the user table now).
     * Anyone else is refused before anything is written, audited {@code report.export.refused} with their name. For a
     * supervisor {@code write} - what writes the file, from the report layer this one does not know - is started on
     * the work executor, and its outcome audited by the supervisor: {@code report.export} or
     * {@code report.export.failed}. The daily export is the control room's own act and does not come here. Any
     * thread; returns at once. Never completes exceptionally: a refusal (audited {@code <action>.refused} under the
     * caller) or an error is a failed result whose message says why. Role: an enabled supervisor.
     *
     * @param write starts writing the file and returns the path written
     */
    CompletableFuture<CommandResult<Path>> exportAsync(Principal by, ReportFile file,
                                                              Supplier<CompletableFuture<Path>> write);

    /**
     * {@link #exportAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same result and
     * role.
     */
    default CommandResult<Path> export(Principal by, ReportFile file, Supplier<CompletableFuture<Path>> write) {
        return CommandResult.await("exporting a report", exportAsync(by, file, write));
    }
}
