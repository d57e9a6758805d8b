package org.voddesk.server;

import io.grpc.stub.StreamObserver;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Control;
import org.voddesk.control.api.ExportSchedule;
import org.voddesk.control.api.ReportFile;
import org.voddesk.wire.BeginReportExportReply;
import org.voddesk.wire.BeginReportExportRequest;
import org.voddesk.wire.ChangeScheduleRequest;
import org.voddesk.wire.ExportsGrpc;
import org.voddesk.wire.FinishReportExportReply;
import org.voddesk.wire.FinishReportExportRequest;
import org.voddesk.wire.GetLastExportRequest;
import org.voddesk.wire.GetScheduleRequest;
import org.voddesk.wire.LastExportReply;
import org.voddesk.wire.ScheduleReply;
import org.voddesk.wire.model.ExportMessages;

/**
 * The wire's {@code Exports} service over the control's {@code ReportExports}, as the call's login. The daily export
 * runs on the server, into a folder of the server. A report a desk exports is written by the desk, from the report it
 * shows (rendering needs no database); the control checks the role before and audits the outcome
 * ({@link DeskWrites}).
 */
final class ExportsService extends ExportsGrpc.ExportsImplBase {
    private final Control control;
    private final Answers answers;
    private final DeskWrites writes;

    ExportsService(Control control, Answers answers, DeskWrites writes) {
        this.control = control;
        this.answers = answers;
        this.writes = writes;
    }

    @Override
    public void getSchedule(GetScheduleRequest request, StreamObserver<ScheduleReply> reply) {
        answers.read("reading the daily export", CompletableFuture.completedFuture(CommandResult.ok("The daily"
                + " export.", control.reportExports().schedule())), AdminReplies::schedule, reply);
    }

    @Override
    public void getLastExport(GetLastExportRequest request, StreamObserver<LastExportReply> reply) {
        answers.read("reading the last daily export", control.reportExports().lastExportAsync(),
                r -> AdminReplies.lastExport(r, control.reportExports().schedule()), reply);
    }

    @Override
    public void changeSchedule(ChangeScheduleRequest request, StreamObserver<ScheduleReply> reply) {
        ExportSchedule next;
        try {
            next = ExportMessages.schedule(request.getSchedule());
        } catch (IllegalArgumentException e) {
            reply.onError(Refusals.invalid(e.getMessage()).asRuntimeException());
            return;
        }
        answers.command("changing the daily export", () -> control.reportExports().changeAsync(Answers.principal(),
                next), AdminReplies::schedule, reply);
    }

    @Override
    public void beginReportExport(BeginReportExportRequest request, StreamObserver<BeginReportExportReply> reply) {
        ReportFile file;
        try {
            file = ExportMessages.file(request.getFile());
        } catch (IllegalArgumentException e) {
            reply.onError(Refusals.invalid(e.getMessage()).asRuntimeException());
            return;
        }
        answers.command("exporting a report", () -> writes.begin(Answers.principal(), file), AdminReplies::leave,
                reply);
    }

    @Override
    public void finishReportExport(FinishReportExportRequest request, StreamObserver<FinishReportExportReply> reply) {
        Path path = null;
        String failure = null;
        switch (request.getWrittenCase()) {
            case PATH -> {
                try {
                    path = Path.of(request.getPath());
                } catch (InvalidPathException e) {
                    reply.onError(Refusals.invalid("the written file is not a path: " + e.getMessage())
                            .asRuntimeException());
                    return;
                }
            }
            case FAILURE -> failure = request.getFailure().isBlank() ? "the desk gave no reason" : request.getFailure();
            default -> {
                reply.onError(Refusals.invalid("a finished export names the file written or why it was not")
                        .asRuntimeException());
                return;
            }
        }
        Path written = path;
        String why = failure;
        answers.command("recording a report export", () -> writes.finish(Answers.principal(), request.getExportId(),
                written, why), AdminReplies::exported, reply);
    }
}
