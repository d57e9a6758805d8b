package org.voddesk.control.local;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.control.alarm.AlarmBook;
import org.voddesk.control.alarm.AlarmKind;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.ExportOutcome;
import org.voddesk.control.api.ExportSchedule;
import org.voddesk.control.api.LastExport;
import org.voddesk.control.api.Principal;
import org.voddesk.control.api.ReportExports;
import org.voddesk.control.api.ReportFile;
import org.voddesk.control.auth.PrincipalGate;
import org.voddesk.control.state.Audit;
import org.voddesk.control.state.CommandRunner;
import org.voddesk.core.AuditRecord;
import org.voddesk.store.Store;
import org.voddesk.store.StoreException;

/**
 * The in-process {@link ReportExports}, and the check of the daily export's schedule: the setting
 * ({@link ExportSchedule}, stored in the settings table, changed by supervisors with an audit line {@code settings.change}) and the check
 * that runs it ({@link #check}, once a minute from {@link #start}). Each export is audited by {@code system} as
 * {@code report.export} or {@code report.export.failed}; a failure also raises the one-shot alarm
 * {@link AlarmKind#REPORT_EXPORT_FAILED}. Whether a day was exported is the {@link DailyExporter}'s record, so a
 * restarted console neither repeats nor misses it. A user's export of a report to a file ({@link #exportAsync}) is a
 * supervisor's, checked and audited here.
 */
public final class LocalReportExports implements ReportExports {
    /** The alarm's source. */
    static final String SOURCE = "reports";
    private static final Logger LOG = LoggerFactory.getLogger(LocalReportExports.class);

    private final Store store;
    private final Clock clock;
    private final CommandRunner runner;
    private final PrincipalGate gate;
    private final AlarmBook alarms;
    private final Audit audit;
    private volatile ExportSchedule schedule;
    /** The last failure reported (so an error that repeats every check is audited and raised once). */
    private volatile ExportOutcome lastFailure;

    LocalReportExports(Store store, Clock clock, CommandRunner runner, PrincipalGate gate, AlarmBook alarms) {
        this.store = store;
        this.clock = clock;
        this.runner = runner;
        this.gate = gate;
        this.alarms = alarms;
        this.audit = new Audit(store);
        this.schedule = load(store);
    }

    private static ExportSchedule load(Store store) {
        try {
            return ExportSchedule.decode(store.settings().all());
        } catch (IllegalArgumentException e) {
            LOG.warn("the stored daily export setting cannot be used ({}); the daily export is off until a"
                    + " supervisor sets it again", e.getMessage());
            return ExportSchedule.OFF;
        }
    }

    @Override
    public ExportSchedule schedule() {
        return schedule;
    }

    @Override
    public CompletableFuture<CommandResult<Optional<LastExport>>> lastExportAsync() {
        return runner.workAsync("reading the last daily export", () -> CommandResult.ok("Last export.",
                store.audit().page(0, Long.MAX_VALUE, Principal.SYSTEM.name(), "report.export", 1, 0).stream()
                        .findFirst().map(LocalReportExports::lastExport)));
    }

    private static LastExport lastExport(AuditRecord r) {
        String subject = r.entry().subject() == null ? "" : r.entry().subject();
        LocalDate day = LocalDate.parse(subject.substring(subject.lastIndexOf(' ') + 1));
        String detail = r.entry().detail() == null || r.entry().detail().isBlank() ? "(no detail)" : r.entry().detail();
        return new LastExport(r.entry().timeMs(), new ExportOutcome(day, r.entry().action().equals("report.export"),
                detail));
    }

    @Override
    public CompletableFuture<CommandResult<ExportSchedule>> changeAsync(Principal by, ExportSchedule next) {
        return runner.loopAsync("changing the daily export", () -> {
            String why = gate.why(by, true);
            if (why != null) {
                audit.log(clock.millis(), gate.actor(by), gate.desk(by), "settings.change.refused", null,
                        why + "; tried: the daily export");
                return CommandResult.failed("Only a supervisor may change the daily export (" + why
                        + "). Nothing was changed.");
            }
            if (next == null) {
                return CommandResult.failed("No schedule given; nothing was changed.");
            }
            String folderProblem = next.on() ? folderProblem(next.folder()) : null;
            if (folderProblem != null) {
                return CommandResult.failed(folderProblem + " Nothing was changed.");
            }
            List<String> lines = changes(schedule, next);
            if (lines.isEmpty()) {
                return CommandResult.ok("The daily export did not change.", next);
            }
            long now = clock.millis();
            try {
                store.atomically("change the daily export", () -> {
                    store.settings().putAll(next.encode(), now, by.name());
                    audit.log(now, by, "settings.change", null, String.join("; ", lines));
                });
            } catch (StoreException e) {
                return CommandResult.failed("The daily export was not changed: " + e.getMessage() + ".");
            }
            schedule = next;
            lastFailure = null;
            LOG.info("daily export changed by {}: {}", by.name(), String.join("; ", lines));
            return CommandResult.ok(next.on() ? "The report of each day is exported at " + next.timeText()
                    + " the next morning into " + next.folder() + "." : "The daily export is off.", next);
        });
    }

    /** Why the console cannot export into {@code folder}, as a sentence; {@code null} when it can. */
    static String folderProblem(String folder) {
        Path dir = Path.of(folder);
        if (!Files.isDirectory(dir)) {
            return "The export folder " + folder + " does not exist (create it first).";
        }
        return Files.isWritable(dir) ? null : "The console may not write into " + folder + ".";
    }

    private static List<String> changes(ExportSchedule before, ExportSchedule after) {
        Map<String, String> b = before.encode();
        List<String> out = new ArrayList<>();
        after.encode().forEach((k, v) -> {
            if (!v.equals(b.get(k))) {
                out.add(k + ": '" + b.get(k) + "' -> '" + v + "'");
            }
        });
        return out;
    }

    @Override
    public CompletableFuture<CommandResult<Path>> exportAsync(Principal by, ReportFile file,
                                                              Supplier<CompletableFuture<Path>> write) {
        if (file == null || write == null) {
            return CompletableFuture.completedFuture(CommandResult.failed("No report or file given; nothing was "
                    + "written."));
        }
        return runner.loopAsync("checking a report export", () -> {
            String why = gate.why(by, true);
            if (why == null) {
                return CommandResult.<Path>ok("Allowed.", null);
            }
            audit.log(clock.millis(), gate.actor(by), gate.desk(by), "report.export.refused", file.subject(),
                    why + "; tried: " + file.detail());
            return CommandResult.<Path>failed("Only a supervisor may export reports (" + why + "). Nothing was"
                    + " written.");
        }).thenCompose(allowed -> allowed.ok() ? written(by, file, write)
                : CompletableFuture.completedFuture(allowed));
    }

    /** Runs the write off the loop, then audits its outcome on the loop. */
    private CompletableFuture<CommandResult<Path>> written(Principal by, ReportFile file,
                                                           Supplier<CompletableFuture<Path>> write) {
        return runner.offLoop(write).thenCompose(f -> f).handle((path, error) -> {
            Throwable cause = error instanceof CompletionException && error.getCause() != null ? error.getCause()
                    : error;
            return runner.loopAsync("recording a report export", () -> {
                if (cause != null) {
                    String why = cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage();
                    audit.log(clock.millis(), by, "report.export.failed", file.subject(),
                            file.detail() + ": " + why);
                    return CommandResult.<Path>failed("The " + file.format() + " was not written: " + why);
                }
                audit.log(clock.millis(), by, "report.export", file.subject(), file.format() + " "
                        + path.toAbsolutePath());
                return CommandResult.ok("Wrote " + path.toAbsolutePath() + ".", path);
            });
        }).thenCompose(f -> f);
    }

    /**
     * One check (blocking; off the loop thread): runs the export if the schedule is on and it is due, then audits
     * what happened and raises the alarm of a failure on the loop. Blocks for the export; a failed write is an
     * outcome, not an exception. Wiring only (the loop's own act, audited as {@code system}).
     *
     * @return what happened; empty when nothing was due (or the schedule is off)
     */
    public Optional<ExportOutcome> check(DailyExporter exporter) {
        ExportSchedule s = schedule;
        if (!s.on()) {
            return Optional.empty();
        }
        Optional<ExportOutcome> outcome;
        try {
            outcome = exporter.runIfDue(s);
        } catch (RuntimeException e) {
            LOG.warn("the daily export could not run: {}", e.getMessage());
            LOG.debug("the daily export's failure", e);
            LocalDate yesterday = LocalDate.now(clock).minusDays(1);
            outcome = Optional.of(new ExportOutcome(yesterday, false, String.valueOf(e.getMessage())));
        }
        outcome.ifPresent(this::report);
        return outcome;
    }

    private void report(ExportOutcome o) {
        if (!o.written() && o.equals(lastFailure)) {
            return;
        }
        lastFailure = o.written() ? null : o;
        runner.onLoop("recording the daily export", () -> {
            long now = clock.millis();
            audit.log(now, Principal.SYSTEM, o.written() ? "report.export" : "report.export.failed",
                    "report " + o.day(), o.detail());
            if (!o.written()) {
                alarms.occurred(AlarmKind.REPORT_EXPORT_FAILED, SOURCE, "the daily export of " + o.day()
                        + " failed: " + o.detail(), now);
            }
            return CommandResult.ok("Recorded.", o);
        });
    }

    /**
     * Checks every {@code every} on {@code timer} (which runs the exports, so give it a thread of its own), first
     * after {@code firstAfter}; closing the result stops it. Any thread; returns at once. Wiring only.
     */
    public AutoCloseable start(ScheduledExecutorService timer, DailyExporter exporter, Duration firstAfter,
                               Duration every) {
        ScheduledFuture<?> f = timer.scheduleWithFixedDelay(() -> {
            try {
                check(exporter);
            } catch (RuntimeException e) {
                LOG.error("the daily export check failed", e); // the next check tries again
            }
        }, firstAfter.toMillis(), every.toMillis(), TimeUnit.MILLISECONDS);
        return () -> f.cancel(false);
    }
}
