package org.voddesk.control.remote;

import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.ExportSchedule;
import org.voddesk.control.api.LastExport;
import org.voddesk.control.api.Principal;
import org.voddesk.control.api.ReportExports;
import org.voddesk.control.api.ReportFile;
import org.voddesk.wire.BeginReportExportRequest;
import org.voddesk.wire.ChangeScheduleRequest;
import org.voddesk.wire.ExportScheduleMessage;
import org.voddesk.wire.ExportsGrpc;
import org.voddesk.wire.FinishReportExportRequest;
import org.voddesk.wire.GetLastExportRequest;
import org.voddesk.wire.GetScheduleRequest;
import org.voddesk.wire.model.ExportMessages;

/**
 * The server's report exports, through its {@code Exports} service, as the login's user. The daily export runs on
 * the server, into a folder of the server. {@link #schedule} never waits: it is the schedule this desk last read,
 * at its login ({@link #refresh}), after its own change, and with every read of the last export (which the Reports
 * screen repeats while it shows). A report this desk exports is written here, by {@code write} (from the report the
 * desk shows), once the server's control has checked the role; the server's control audits what was written.
 */
final class RemoteReportExports implements ReportExports {
    private static final Logger LOG = LoggerFactory.getLogger(RemoteReportExports.class);

    private final Calls calls;
    private final Executor files;
    private volatile ExportSchedule schedule = ExportSchedule.OFF;

    /** @param files where {@code write} is started (never the caller's thread) */
    RemoteReportExports(Calls calls, Executor files) {
        this.calls = calls;
        this.files = files;
    }

    /** The schedule this desk last read from the server ({@link ExportSchedule#OFF} before its first read). */
    @Override
    public ExportSchedule schedule() {
        return schedule;
    }

    /** Reads the schedule in force now from the server, and keeps it for {@link #schedule}. */
    CompletableFuture<CommandResult<ExportSchedule>> refresh() {
        return calls.read("reading the daily export", ExportsGrpc.getGetScheduleMethod(),
                GetScheduleRequest.getDefaultInstance(), reply -> Replies.result(reply.getOutcome(),
                        reply.hasSchedule(), () -> kept(reply.getSchedule())));
    }

    @Override
    public CompletableFuture<CommandResult<Optional<LastExport>>> lastExportAsync() {
        return calls.read("reading the last daily export", ExportsGrpc.getGetLastExportMethod(),
                GetLastExportRequest.getDefaultInstance(), reply -> {
                    if (reply.hasSchedule()) {
                        kept(reply.getSchedule());
                    }
                    return Replies.result(reply.getOutcome(), reply.getOutcome().getOk(),
                            () -> reply.hasLast() ? Optional.of(ExportMessages.last(reply.getLast()))
                                    : Optional.empty());
                });
    }

    @Override
    public CompletableFuture<CommandResult<ExportSchedule>> changeAsync(Principal by, ExportSchedule next) {
        ChangeScheduleRequest.Builder request = ChangeScheduleRequest.newBuilder();
        if (next != null) {
            request.setSchedule(ExportMessages.schedule(next));
        }
        return calls.command("changing the daily export", ExportsGrpc.getChangeScheduleMethod(), request.build(),
                reply -> Replies.result(reply.getOutcome(), reply.hasSchedule(), () -> reply.getOutcome().getOk()
                        ? kept(reply.getSchedule()) : ExportMessages.schedule(reply.getSchedule())));
    }

    /**
     * Asks the server's control for leave to write (a refusal ends it there, audited, with nothing written), then
     * starts {@code write} here and tells the server what it wrote, or why not; the result is the server's control's.
     */
    @Override
    public CompletableFuture<CommandResult<Path>> exportAsync(Principal by, ReportFile file,
                                                              Supplier<CompletableFuture<Path>> write) {
        if (file == null || write == null) {
            return CompletableFuture.completedFuture(CommandResult.failed("No report or file given; nothing was "
                    + "written."));
        }
        ReportFile absolute = new ReportFile(file.day(), file.format(), file.target().toAbsolutePath());
        return calls.command("exporting a report", ExportsGrpc.getBeginReportExportMethod(),
                BeginReportExportRequest.newBuilder().setFile(ExportMessages.file(absolute)).build(),
                reply -> Replies.result(reply.getOutcome(), reply.getOutcome().getOk(), reply::getExportId))
                .thenCompose(leave -> !leave.ok() ? CompletableFuture.completedFuture(
                        CommandResult.<Path>failed(leave.message())) : written(leave.value(), write));
    }

    /** Runs {@code write} on {@link #files}, then tells the server of export {@code id} what it wrote. */
    private CompletableFuture<CommandResult<Path>> written(String id, Supplier<CompletableFuture<Path>> write) {
        return CompletableFuture.supplyAsync(write, files).thenCompose(f -> f)
                .handle((path, error) -> finished(id, path, error))
                .thenCompose(request -> calls.command("recording a report export",
                        ExportsGrpc.getFinishReportExportMethod(), request,
                        reply -> Replies.result(reply.getOutcome(), reply.getOutcome().getOk(),
                                () -> Path.of(reply.getPath()))));
    }

    /** What the desk wrote, in the words the control uses for a write that failed in process. */
    private static FinishReportExportRequest finished(String id, Path path, Throwable error) {
        FinishReportExportRequest.Builder b = FinishReportExportRequest.newBuilder().setExportId(id);
        if (error == null && path != null) {
            return b.setPath(path.toAbsolutePath().toString()).build();
        }
        Throwable cause = error instanceof CompletionException && error.getCause() != null ? error.getCause() : error;
        String why = cause == null ? "the report writer named no file"
                : cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage();
        LOG.debug("a report export was not written", cause);
        return b.setFailure(why).build();
    }

    private ExportSchedule kept(ExportScheduleMessage m) {
        ExportSchedule s = ExportMessages.schedule(m);
        schedule = s;
        return s;
    }
}
