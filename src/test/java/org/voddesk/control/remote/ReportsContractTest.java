package org.voddesk.control.remote;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.ReportFile;
import org.voddesk.control.local.ControlFixture;
import org.voddesk.control.remote.RemoteFixture.Desk;
import org.voddesk.control.remote.RemoteFixture.Side;
import org.voddesk.core.Role;
import org.voddesk.report.DailyReport;
import org.voddesk.report.DailyReports;
import org.voddesk.report.DaySeries;
import org.voddesk.report.HourlyTables;
import org.voddesk.report.NodeHour;
import org.voddesk.report.ReportException;
import org.voddesk.report.SeriesPoint;
import org.voddesk.report.sample.CommittedSample;
import org.voddesk.wire.WireProtocol;
import org.voddesk.wire.model.ReportMessages;

/**
 * A day's report, as the Reports screen loads it, is the same in process (the server machine's {@code ReportService}
 * over its store) and on a desk of the server ({@link RemoteControl#reports}): the committed sample's busy day loaded
 * both ways is equal, a day without data is refused in the same words, and the desk writes the report it loaded as
 * the server machine would. Over the wire only: a desk without a login loads nothing, and a report larger than a
 * message is refused saying where to make it.
 */
class ReportsContractTest {
    @TempDir
    Path dir;
    private RemoteFixture r;

    @AfterEach
    void stop() {
        if (r != null) {
            r.close();
        }
    }

    /** A server whose store is a copy of the committed sample. */
    private void startOnTheSample() throws Exception {
        CommittedSample.copyTo(dir.resolve("voddesk.db"));
        r = new RemoteFixture(new ControlFixture(dir, 1, SettingsRules.DEFAULT));
    }

    private DailyReports remoteReports(String name, Role role) throws Exception {
        return remoteReports(Side.OVER_THE_WIRE, name, role);
    }

    /** The reports of a desk on {@code side}, one of the two over the wire. */
    private DailyReports remoteReports(Side side, String name, Role role) throws Exception {
        Desk desk = r.desk(side, name, role);
        return ((RemoteControl) desk.control()).reports();
    }

    private static <T> T done(CompletableFuture<T> f) throws Exception {
        return f.get(60, TimeUnit.SECONDS);
    }

    /** The message a failed load gives the screen (the cause FxHop hands it). */
    private static String failure(CompletableFuture<?> f) throws Exception {
        try {
            f.get(60, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause() instanceof CompletionException && e.getCause().getCause() != null
                    ? e.getCause().getCause() : e.getCause();
            assertThat(cause).isInstanceOf(ReportException.class);
            return cause.getMessage();
        }
        throw new AssertionError("the load did not fail");
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"OVER_THE_WIRE", "OVER_TLS"})
    void aBusyDayLoadsTheSameInProcessAndOverTheWire(Side side) throws Exception {
        startOnTheSample();
        DailyReports desk = remoteReports(side, "desk-operator", Role.OPERATOR);

        DailyReport inProcess = done(r.reports().load(CommittedSample.DAY, CommittedSample.ZONE));
        DailyReport overTheWire = done(desk.load(CommittedSample.DAY, CommittedSample.ZONE));

        assertThat(inProcess.nodes()).hasSize(5);
        assertThat(overTheWire).isEqualTo(inProcess);
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"OVER_THE_WIRE", "OVER_TLS"})
    void aDayWithoutDataIsRefusedInTheSameWordsOnBothSides(Side side) throws Exception {
        startOnTheSample();
        DailyReports desk = remoteReports(side, "desk-operator", Role.OPERATOR);
        LocalDate empty = CommittedSample.DAY.minusDays(5);

        String inProcess = failure(r.reports().load(empty, CommittedSample.ZONE));
        String overTheWire = failure(desk.load(empty, CommittedSample.ZONE));

        assertThat(inProcess).startsWith("no samples for " + empty + " in ").contains("the history covers");
        assertThat(overTheWire).isEqualTo(inProcess);
    }

    @Test
    void aSupervisorsDeskWritesTheReportItLoadedAsTheServerMachineWould() throws Exception {
        startOnTheSample();
        Desk boss = r.desk(Side.OVER_THE_WIRE, "desk-boss", Role.SUPERVISOR);
        DailyReports desk = ((RemoteControl) boss.control()).reports();
        DailyReport loaded = done(desk.load(CommittedSample.DAY, CommittedSample.ZONE));
        Path csv = dir.resolve("desk.csv");
        Path pdf = dir.resolve("desk.pdf");

        CommandResult<Path> wroteCsv = boss.control().reportExports().export(boss.user(),
                new ReportFile(CommittedSample.DAY, "CSV", csv), () -> desk.exportCsv(loaded, csv));
        CommandResult<Path> wrotePdf = boss.control().reportExports().export(boss.user(),
                new ReportFile(CommittedSample.DAY, "PDF", pdf), () -> desk.exportPdf(loaded, pdf));
        Path serverMachine = done(r.reports().exportCsv(done(r.reports().load(CommittedSample.DAY,
                CommittedSample.ZONE)), dir.resolve("server.csv")));

        assertThat(wroteCsv.ok()).as(wroteCsv.message()).isTrue();
        assertThat(wrotePdf.ok()).as(wrotePdf.message()).isTrue();
        assertThat(Files.mismatch(csv, serverMachine)).as("bytes of the desk's CSV against the server's")
                .isEqualTo(-1L);
        assertThat(Files.readString(pdf, java.nio.charset.StandardCharsets.ISO_8859_1)).startsWith("%PDF-");
        assertThat(r.audited("report.export", "desk-boss")).isTrue();
    }

    @Test
    void aDeskThatHasNotLoggedInLoadsNothing() throws Exception {
        startOnTheSample();
        RemoteControl anonymous = r.connect();

        String refused = failure(anonymous.reports().load(CommittedSample.DAY, CommittedSample.ZONE));

        assertThat(refused).containsIgnoringCase("log in");
    }

    @Test
    void aReportLargerThanAMessageIsRefusedSayingWhereToMakeIt() throws Exception {
        DailyReport busy = CommittedSample.report(dir);
        DailyReport huge = widened(busy, WireProtocol.MAX_MESSAGE_BYTES);
        CompletableFuture<Path> unused = CompletableFuture.failedFuture(new AssertionError("not written here"));
        DailyReports served = new DailyReports() {
            @Override
            public CompletableFuture<DailyReport> load(LocalDate date, java.time.ZoneId zone) {
                return CompletableFuture.completedFuture(huge);
            }

            @Override
            public CompletableFuture<Path> exportPdf(DailyReport report, Path target) {
                return unused;
            }

            @Override
            public CompletableFuture<Path> exportCsv(DailyReport report, Path target) {
                return unused;
            }
        };
        r = new RemoteFixture(new ControlFixture(dir, 1, SettingsRules.DEFAULT), served);
        DailyReports desk = remoteReports("desk-operator", Role.OPERATOR);

        String refused = failure(desk.load(CommittedSample.DAY, CommittedSample.ZONE));

        assertThat(refused).startsWith("The report of " + CommittedSample.DAY + " has ")
                .contains("KiB, more than the 4096 KiB a desk may receive from the server")
                .contains("voddesk report --db FILE --date " + CommittedSample.DAY + " --zone Europe/Berlin");
    }

    /** {@code r} with copies of its nodes' hours and series, named apart, so that its message exceeds {@code bytes}. */
    private static DailyReport widened(DailyReport r, int bytes) {
        int once = ReportMessages.toWire(copies(r, 1)).getSerializedSize()
                - ReportMessages.toWire(r).getSerializedSize();
        DailyReport wide = copies(r, bytes / once + 1);
        assertThat(ReportMessages.toWire(wide).getSerializedSize()).isGreaterThan(bytes);
        return wide;
    }

    /** {@code r} with {@code n} copies of its nodes' hours and series, the copies' nodes named apart. */
    private static DailyReport copies(DailyReport r, int n) {
        List<NodeHour> hours = new ArrayList<>(r.nodeHours());
        Map<String, List<SeriesPoint>> load = new LinkedHashMap<>(r.nodeLoad());
        for (int c = 1; c <= n; c++) {
            String suffix = "-copy-" + c;
            r.nodeHours().forEach(h -> hours.add(new NodeHour(h.node() + suffix, h.hourStartMs(), h.hourEndMs(),
                    h.polls(), h.measured(), h.means(), h.load(), h.time())));
            r.nodeLoad().forEach((node, points) -> load.put(node + suffix, points));
        }
        return new DailyReport(r.day(), r.clusterName(), r.cluster(), r.nodes(), new HourlyTables(hours,
                r.clusterHours()), new DaySeries(r.lambda(), load), r.summary());
    }
}
