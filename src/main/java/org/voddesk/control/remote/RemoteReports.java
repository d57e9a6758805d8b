package org.voddesk.control.remote;

import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.concurrent.CompletableFuture;
import org.voddesk.report.DailyReport;
import org.voddesk.report.DailyReports;
import org.voddesk.report.ReportException;
import org.voddesk.report.ReportWriters;
import org.voddesk.wire.LoadDayRequest;
import org.voddesk.wire.ReportsGrpc;
import org.voddesk.wire.model.ReportMessages;

/**
 * The daily reports on a desk of a control server: a day's report is loaded from the server's history through its
 * {@code Reports} service, as the login's user, and a report loaded is written here, at the desk, as the console on
 * the server machine writes it ({@link ReportWriters}: a report file needs no database). A day the server cannot
 * report, and a call that did not get through, fail the load with a {@link ReportException} whose message is the
 * server's words (the same as in process) or says what to do.
 */
final class RemoteReports implements DailyReports {
    /** How long a load may take: the server reads a whole day of samples, longer than a command takes. */
    static final Duration LOAD_DEADLINE = Duration.ofSeconds(60);

    private final Calls calls;
    private final ReportWriters writers;

    RemoteReports(Calls calls, ReportWriters writers) {
        this.calls = calls;
        this.writers = writers;
    }

    /** Completes on gRPC's threads, never the caller's. */
    @Override
    public CompletableFuture<DailyReport> load(LocalDate date, ZoneId zone) {
        LoadDayRequest request;
        try {
            request = LoadDayRequest.newBuilder().setDay(date.toString()).setZone(zone.getId()).build();
        } catch (RuntimeException e) {
            return CompletableFuture.failedFuture(e);
        }
        return calls.call("loading the report of " + date, ReportsGrpc.getLoadDayMethod(), request,
                        reply -> Calls.result(reply.getOutcome(), () -> ReportMessages.fromWire(reply.getReport())),
                        null, LOAD_DEADLINE)
                .thenCompose(r -> r.ok() ? CompletableFuture.completedFuture(r.value())
                        : CompletableFuture.failedFuture(new ReportException(r.message())));
    }

    @Override
    public CompletableFuture<Path> exportPdf(DailyReport report, Path target) {
        return writers.pdf(report, target);
    }

    @Override
    public CompletableFuture<Path> exportCsv(DailyReport report, Path target) {
        return writers.csv(report, target);
    }
}
