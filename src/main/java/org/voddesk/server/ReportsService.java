package org.voddesk.server;

import io.grpc.stub.StreamObserver;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.voddesk.control.api.CommandResult;
import org.voddesk.report.DailyReport;
import org.voddesk.report.DailyReports;
import org.voddesk.report.ReportException;
import org.voddesk.wire.LoadDayReply;
import org.voddesk.wire.LoadDayRequest;
import org.voddesk.wire.ReportsGrpc;
import org.voddesk.wire.WireProtocol;
import org.voddesk.wire.model.ReportMessages;

/**
 * The wire's {@code Reports} service over the server's own {@link DailyReports}: a desk's Reports screen previews a
 * day of the server's history (and then writes it at the desk). Any login may load a day, as any user previews in
 * process; the server's control is not asked. A day the reports cannot make (no samples that day, a history that
 * cannot be read) is a failed {@code Outcome} in the words of the {@link ReportException}, exactly as the screen shows
 * them in process; a report whose message would be larger than a desk receives is refused in words that say where
 * to make it instead. Any other failure is the server's own (INTERNAL, details in its log).
 */
final class ReportsService extends ReportsGrpc.ReportsImplBase {
    private final DailyReports reports;
    private final Answers answers;
    private final int maxReplyBytes;

    ReportsService(DailyReports reports, Answers answers) {
        this(reports, answers, WireProtocol.MAX_MESSAGE_BYTES);
    }

    /**
     * @param maxReplyBytes the largest reply sent (a desk refuses a message over
     *                      {@link WireProtocol#MAX_MESSAGE_BYTES})
     */
    ReportsService(DailyReports reports, Answers answers, int maxReplyBytes) {
        this.reports = reports;
        this.answers = answers;
        this.maxReplyBytes = maxReplyBytes;
    }

    @Override
    public void loadDay(LoadDayRequest request, StreamObserver<LoadDayReply> reply) {
        LocalDate day;
        ZoneId zone;
        try {
            day = ReportMessages.date(request.getDay());
            zone = ReportMessages.zone(request.getZone());
        } catch (IllegalArgumentException e) {
            reply.onError(Refusals.invalid(e.getMessage()).asRuntimeException());
            return;
        }
        answers.read("loading the report of " + day, loaded(day, zone), r -> reply(day, zone, r), reply);
    }

    /** The day's report as the control's kind of result: a {@link ReportException} is a refusal in its words. */
    private CompletableFuture<CommandResult<DailyReport>> loaded(LocalDate day, ZoneId zone) {
        CompletableFuture<DailyReport> load;
        try {
            load = reports.load(day, zone);
        } catch (RuntimeException e) {
            load = CompletableFuture.failedFuture(e);
        }
        return load.handle((report, error) -> {
            if (error == null) {
                return CommandResult.ok("The report of " + day + " (" + report.day().zoneName() + ").", report);
            }
            Throwable cause = error instanceof CompletionException && error.getCause() != null ? error.getCause()
                    : error;
            if (cause instanceof ReportException) {
                return CommandResult.failed(cause.getMessage());
            }
            throw new CompletionException(cause);
        });
    }

    private LoadDayReply reply(LocalDate day, ZoneId zone, CommandResult<DailyReport> result) {
        LoadDayReply.Builder b = LoadDayReply.newBuilder().setOutcome(WireReplies.outcome(result));
        if (!result.ok()) {
            return b.build();
        }
        LoadDayReply whole = b.setReport(ReportMessages.toWire(result.value())).build();
        int size = whole.getSerializedSize();
        if (size <= maxReplyBytes) {
            return whole;
        }
        return LoadDayReply.newBuilder().setOutcome(WireReplies.outcome(CommandResult.failed("The report of " + day
                + " has " + kib(size) + " KiB, more than the " + maxReplyBytes / 1024 + " KiB a desk may receive from"
                + " the server; make it on the server machine instead: voddesk report --db FILE --date " + day
                + " --zone " + zone.getId() + " --out FILE.pdf"))).build();
    }

    /** {@code bytes} in KiB, rounded up (a report one byte over the limit is said to be over it). */
    private static long kib(long bytes) {
        return (bytes + 1023) / 1024;
    }
}
