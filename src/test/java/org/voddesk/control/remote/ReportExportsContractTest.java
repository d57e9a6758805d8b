package org.voddesk.control.remote;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.ExportSchedule;
import org.voddesk.control.api.ReportExports;
import org.voddesk.control.api.ReportFile;
import org.voddesk.control.local.ControlFixture;
import org.voddesk.control.remote.RemoteFixture.Desk;
import org.voddesk.control.remote.RemoteFixture.Side;
import org.voddesk.core.Role;

/**
 * The daily export's schedule and a user's export of a report ({@code ReportExports}) hold the same contract in process
 * and over the wire: the same results and refusals in the same words; the report file is written at the desk, and the
 * control room checks the role before and audits what was written.
 */
class ReportExportsContractTest {
    private static final LocalDate DAY = LocalDate.of(2026, 11, 27);
    @TempDir
    Path dir;
    private RemoteFixture r;

    @AfterEach
    void stop() {
        if (r != null) {
            r.close();
        }
    }

    private void start() throws Exception {
        r = new RemoteFixture(new ControlFixture(dir, 1, SettingsRules.DEFAULT));
    }

    private static ReportExports exports(Desk d) {
        return d.control().reportExports();
    }

    /** A report writer that writes {@code text} to the file and says which it wrote. */
    private static Supplier<CompletableFuture<Path>> writing(Path target, String text, AtomicBoolean called) {
        return () -> {
            called.set(true);
            return CompletableFuture.supplyAsync(() -> {
                try {
                    return Files.writeString(target, text);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        };
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void aSupervisorsScheduleIsInForceAtEveryDesk(Side side) throws Exception {
        start();
        Desk before = r.desk(side, "operator", Role.OPERATOR);
        Desk boss = r.desk(side, "boss", Role.SUPERVISOR);
        ExportSchedule next = new ExportSchedule(LocalTime.of(6, 30), dir.toString());

        CommandResult<ExportSchedule> result = exports(boss).change(boss.user(), next);
        Desk after = r.login(side, "operator");
        boolean read = exports(before).lastExport().ok();

        assertThat(result.ok()).as(result.message()).isTrue();
        assertThat(result.message()).isEqualTo("The report of each day is exported at 06:30 the next morning into " + dir
                + ".");
        assertThat(result.value()).isEqualTo(next);
        assertThat(exports(boss).schedule()).isEqualTo(next);
        assertThat(exports(after).schedule()).isEqualTo(next);
        assertThat(read).isTrue();
        assertThat(exports(before).schedule()).isEqualTo(next);
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void anOperatorIsRefusedTheScheduleInTheControlsWords(Side side) throws Exception {
        start();
        Desk operator = r.desk(side, "operator", Role.OPERATOR);

        CommandResult<ExportSchedule> result = exports(operator).change(operator.user(),
                new ExportSchedule(LocalTime.of(6, 30), dir.toString()));

        assertThat(result.ok()).isFalse();
        assertThat(result.message()).isEqualTo("Only a supervisor may change the daily export (operator is an operator)."
                + " Nothing was changed.");
        assertThat(exports(operator).schedule()).isEqualTo(ExportSchedule.OFF);
        assertThat(r.audited("settings.change.refused", "operator")).isTrue();
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void noDailyExportHasRunYet(Side side) throws Exception {
        start();
        Desk operator = r.desk(side, "operator", Role.OPERATOR);

        var result = exports(operator).lastExport();

        assertThat(result.ok()).isTrue();
        assertThat(result.value()).isEmpty();
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void aSupervisorsReportIsWrittenAtTheDeskAndAudited(Side side) throws Exception {
        start();
        Desk boss = r.desk(side, "boss", Role.SUPERVISOR);
        Path target = dir.resolve("voddesk-2026-11-27.pdf");
        AtomicBoolean called = new AtomicBoolean();

        CommandResult<Path> result = exports(boss).export(boss.user(), new ReportFile(DAY, "PDF", target),
                writing(target, "the report", called));

        assertThat(result.ok()).as(result.message()).isTrue();
        assertThat(result.message()).isEqualTo("Wrote " + target + ".");
        assertThat(result.value()).isEqualTo(target);
        assertThat(Files.readString(target)).isEqualTo("the report");
        assertThat(r.audited("report.export", "boss")).isTrue();
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void anOperatorsReportIsRefusedBeforeAnythingIsWritten(Side side) throws Exception {
        start();
        Desk operator = r.desk(side, "operator", Role.OPERATOR);
        Path target = dir.resolve("voddesk-2026-11-27.pdf");
        AtomicBoolean called = new AtomicBoolean();

        CommandResult<Path> result = exports(operator).export(operator.user(), new ReportFile(DAY, "PDF", target),
                writing(target, "the report", called));

        assertThat(result.ok()).isFalse();
        assertThat(result.message()).isEqualTo("Only a supervisor may export reports (operator is an operator). Nothing"
                + " was written.");
        assertThat(called).isFalse();
        assertThat(target).doesNotExist();
        assertThat(r.audited("report.export.refused", "operator")).isTrue();
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void aReportThatCannotBeWrittenIsAFailureInTheWritersWords(Side side) throws Exception {
        start();
        Desk boss = r.desk(side, "boss", Role.SUPERVISOR);

        CommandResult<Path> result = exports(boss).export(boss.user(), new ReportFile(DAY, "CSV", dir.resolve("x.csv")),
                () -> CompletableFuture.failedFuture(new IOException("disk full")));

        assertThat(result.ok()).isFalse();
        assertThat(result.message()).isEqualTo("The CSV was not written: disk full");
        assertThat(r.audited("report.export.failed", "boss")).isTrue();
    }
}
