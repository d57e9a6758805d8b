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
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.ExportSchedule;
import org.voddesk.control.api.ReportExports;
import org.voddesk.control.api.ReportFile;
import org.voddesk.control.remote.DeskFixture.Desk;
import org.voddesk.control.remote.DeskFixture.Side;

/**
 * The daily export's schedule and a user's export of a report ({@code ReportExports}) hold the same contract in process
 * and over the wire: the same results and refusals in the same words; the report file is written at the desk, and the
 * control room checks the role before and audits what was written.
 */
class ReportExportsContractTest {
    private static final LocalDate DAY = LocalDate.of(2026, 11, 27);
    private DeskFixture f;

    @AfterEach
    void stop() throws Exception {
        if (f != null) {
            f.close();
        }
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
    void aSupervisorsScheduleIsInForceAtEveryDesk(Side side, @TempDir Path dir) throws Exception {
        f = DeskFixture.of(side, dir);
        Desk before = f.login("operator");
        Desk boss = f.login("boss");
        ExportSchedule next = new ExportSchedule(LocalTime.of(6, 30), dir.toString());

        CommandResult<ExportSchedule> r = exports(boss).change(boss.user(), next);
        Desk after = f.login("operator");
        boolean read = exports(before).lastExport().ok();

        assertThat(r.ok()).as(r.message()).isTrue();
        assertThat(r.message()).isEqualTo("The report of each day is exported at 06:30 the next morning into " + dir
                + ".");
        assertThat(r.value()).isEqualTo(next);
        assertThat(exports(boss).schedule()).isEqualTo(next);
        assertThat(exports(after).schedule()).isEqualTo(next);
        assertThat(read).isTrue();
        assertThat(exports(before).schedule()).isEqualTo(next);
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void anOperatorIsRefusedTheScheduleInTheControlsWords(Side side, @TempDir Path dir) throws Exception {
        f = DeskFixture.of(side, dir);
        Desk operator = f.login("operator");

        CommandResult<ExportSchedule> r = exports(operator).change(operator.user(),
                new ExportSchedule(LocalTime.of(6, 30), dir.toString()));

        assertThat(r.ok()).isFalse();
        assertThat(r.message()).isEqualTo("Only a supervisor may change the daily export (operator is an operator)."
                + " Nothing was changed.");
        assertThat(exports(operator).schedule()).isEqualTo(ExportSchedule.OFF);
        assertThat(f.audited("settings.change.refused", "operator")).isTrue();
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void noDailyExportHasRunYet(Side side, @TempDir Path dir) throws Exception {
        f = DeskFixture.of(side, dir);
        Desk operator = f.login("operator");

        var r = exports(operator).lastExport();

        assertThat(r.ok()).isTrue();
        assertThat(r.value()).isEmpty();
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void aSupervisorsReportIsWrittenAtTheDeskAndAudited(Side side, @TempDir Path dir) throws Exception {
        f = DeskFixture.of(side, dir);
        Desk boss = f.login("boss");
        Path target = dir.resolve("voddesk-2026-11-27.pdf");
        AtomicBoolean called = new AtomicBoolean();

        CommandResult<Path> r = exports(boss).export(boss.user(), new ReportFile(DAY, "PDF", target),
                writing(target, "the report", called));

        assertThat(r.ok()).as(r.message()).isTrue();
        assertThat(r.message()).isEqualTo("Wrote " + target + ".");
        assertThat(r.value()).isEqualTo(target);
        assertThat(Files.readString(target)).isEqualTo("the report");
        assertThat(f.audited("report.export", "boss")).isTrue();
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void anOperatorsReportIsRefusedBeforeAnythingIsWritten(Side side, @TempDir Path dir) throws Exception {
        f = DeskFixture.of(side, dir);
        Desk operator = f.login("operator");
        Path target = dir.resolve("voddesk-2026-11-27.pdf");
        AtomicBoolean called = new AtomicBoolean();

        CommandResult<Path> r = exports(operator).export(operator.user(), new ReportFile(DAY, "PDF", target),
                writing(target, "the report", called));

        assertThat(r.ok()).isFalse();
        assertThat(r.message()).isEqualTo("Only a supervisor may export reports (operator is an operator). Nothing"
                + " was written.");
        assertThat(called).isFalse();
        assertThat(target).doesNotExist();
        assertThat(f.audited("report.export.refused", "operator")).isTrue();
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void aReportThatCannotBeWrittenIsAFailureInTheWritersWords(Side side, @TempDir Path dir) throws Exception {
        f = DeskFixture.of(side, dir);
        Desk boss = f.login("boss");

        CommandResult<Path> r = exports(boss).export(boss.user(), new ReportFile(DAY, "CSV", dir.resolve("x.csv")),
                () -> CompletableFuture.failedFuture(new IOException("disk full")));

        assertThat(r.ok()).isFalse();
        assertThat(r.message()).isEqualTo("The CSV was not written: disk full");
        assertThat(f.audited("report.export.failed", "boss")).isTrue();
    }
}
