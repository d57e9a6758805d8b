package org.voddesk.control.local;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.ExportOutcome;
import org.voddesk.control.api.ExportSchedule;
import org.voddesk.control.api.Principal;
import org.voddesk.core.AuditRecord;
import org.voddesk.core.Role;

/** The daily export's schedule: a stored, audited supervisor setting, and the check that audits and alarms. */
class ReportExportsTest {
    private static final LocalDate DAY = LocalDate.of(2026, 11, 27);
    private ControlFixture f;

    @AfterEach
    void stop() {
        if (f != null) {
            f.close();
        }
    }

    private List<AuditRecord> audit(String action) {
        return f.store.audit().recent(1000).stream().filter(a -> a.entry().action().equals(action)).toList();
    }

    private ExportSchedule at(String time, Path folder) {
        return new ExportSchedule(LocalTime.parse(time), folder.toString());
    }

    @Test
    void supervisorsScheduleIsStoredAuditedAndReadOnTheNextStart(@TempDir Path dir) throws Exception {
        Path out = Files.createDirectories(dir.resolve("out"));
        f = new ControlFixture(dir, 1, null);
        Principal boss = f.user("boss", Role.SUPERVISOR);

        CommandResult<ExportSchedule> r = f.control.reportExports().change(boss, at("06:30", out));

        assertThat(r.ok()).as(r.message()).isTrue();
        assertThat(f.store.settings().all()).containsOnly(Map.entry("report.export.time", "06:30"),
                Map.entry("report.export.folder", out.toString()));
        assertThat(audit("settings.change")).singleElement().satisfies(a -> {
            assertThat(a.entry().user()).isEqualTo("boss");
            assertThat(a.entry().detail()).isEqualTo("report.export.time: 'off' -> '06:30'; "
                    + "report.export.folder: '' -> '" + out + "'");
        });
        f.close();
        f = new ControlFixture(dir, 1, null);
        assertThat(f.control.reportExports().schedule()).isEqualTo(at("06:30", out));
        assertThat(f.control.settingsProblems()).as("the export keys are not unknown control settings").isEmpty();
    }

    @Test
    void operatorIsRefusedAndTheRefusalAudited(@TempDir Path dir) throws Exception {
        f = new ControlFixture(dir, 1, null);
        Principal op = f.user("olga", Role.OPERATOR);

        CommandResult<ExportSchedule> r = f.control.reportExports().change(op, at("06:30", dir));

        assertThat(r.ok()).isFalse();
        assertThat(r.message()).startsWith("Only a supervisor may change the daily export");
        assertThat(f.control.reportExports().schedule()).isEqualTo(ExportSchedule.OFF);
        assertThat(audit("settings.change.refused")).hasSize(1);
        assertThat(f.store.settings().all()).isEmpty();
    }

    @Test
    void missingFolderIsRefusedWithNothingChanged(@TempDir Path dir) throws Exception {
        f = new ControlFixture(dir, 1, null);
        Principal boss = f.user("boss", Role.SUPERVISOR);

        CommandResult<ExportSchedule> r = f.control.reportExports().change(boss, at("06:30", dir.resolve("nope")));

        assertThat(r.ok()).isFalse();
        assertThat(r.message()).contains("does not exist").endsWith("Nothing was changed.");
        assertThat(f.store.settings().all()).isEmpty();
    }

    @Test
    void badStoredValueTurnsTheExportOffWithoutStoppingTheConsole(@TempDir Path dir) throws Exception {
        f = new ControlFixture(dir, 1, null);
        f.store.settings().putAll(Map.of("report.export.time", "25:99", "report.export.folder", "/tmp"), 0, "x");
        f.close();
        f = new ControlFixture(dir, 1, null);
        assertThat(f.control.reportExports().schedule()).isEqualTo(ExportSchedule.OFF);
    }

    @Test
    void checkRunsNothingWhileOff(@TempDir Path dir) throws Exception {
        f = new ControlFixture(dir, 1, null);
        AtomicInteger calls = new AtomicInteger();

        assertThat(f.control.reportExports().check(s -> {
            calls.incrementAndGet();
            return Optional.empty();
        })).isEmpty();
        assertThat(calls).hasValue(0);
    }

    @Test
    void writtenExportIsAuditedAsSystem(@TempDir Path dir) throws Exception {
        f = new ControlFixture(dir, 1, null);
        f.control.reportExports().change(f.user("boss", Role.SUPERVISOR), at("06:30", dir));

        f.control.reportExports().check(s -> Optional.of(new ExportOutcome(DAY, true, "wrote a.pdf and a.csv")));

        assertThat(audit("report.export")).singleElement().satisfies(a -> {
            assertThat(a.entry().user()).isEqualTo("system");
            assertThat(a.entry().subject()).isEqualTo("report 2026-11-27");
            assertThat(a.entry().detail()).isEqualTo("wrote a.pdf and a.csv");
        });
        assertThat(f.control.alarms().open(f.user("olga", Role.OPERATOR)).value()).isEmpty();
    }

    @Test
    void failureIsAuditedAndRaisesOneAlarmEvenWhenItRepeats(@TempDir Path dir) throws Exception {
        f = new ControlFixture(dir, 1, null);
        f.control.reportExports().change(f.user("boss", Role.SUPERVISOR), at("06:30", dir));
        DailyExporter broken = s -> {
            throw new IllegalStateException("cannot read the export record /x/.voddesk-daily-exports: denied");
        };

        f.control.reportExports().check(broken);
        f.clock.advance(Duration.ofMinutes(1));
        f.control.reportExports().check(broken);

        assertThat(audit("report.export.failed")).singleElement().satisfies(a -> {
            assertThat(a.entry().user()).isEqualTo("system");
            assertThat(a.entry().detail()).contains("denied");
        });
        assertThat(f.control.alarms().open(f.user("olga", Role.OPERATOR)).value()).singleElement()
                .satisfies(a -> {
                    assertThat(a.kind()).isEqualTo("report.export_failed");
                    assertThat(a.message()).startsWith("the daily export of 2026-11-27 failed: cannot read");
                });
    }
}
