package org.voddesk.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.store.Store;

/** The non-blocking service and the daily export at a set time, once per day across restarts. */
class DailyExportTest {
    @TempDir
    static Path dir;
    static Store store;
    static ReportService service;

    @BeforeAll
    static void writeDay() {
        store = Store.open(dir.resolve("voddesk.db"));
        KnownDay.write(store);
        service = new ReportService(store, Runnable::run, ReportSettings.of("north"), AlarmSource.NOT_RECORDED);
    }

    @AfterAll
    static void close() {
        store.close();
    }

    static DailyExport export(Path folder, String now) {
        Clock clock = Clock.fixed(Instant.parse(now), ZoneOffset.UTC);
        return new DailyExport(service, clock, ZoneOffset.UTC, LocalTime.of(6, 30), folder, "north",
                new FileExportLedger(folder));
    }

    @Test
    void serviceLoadsAndExportsOffTheCallersThread() throws Exception {
        DailyReport r = service.load(KnownDay.DAY, ZoneOffset.UTC).get(30, TimeUnit.SECONDS);
        assertThat(r.nodes()).hasSize(3);
        Path pdf = service.exportPdf(r, dir.resolve("r.pdf")).get(30, TimeUnit.SECONDS);
        Path csv = service.exportCsv(r, dir.resolve("r.csv")).get(30, TimeUnit.SECONDS);
        assertThat(Files.size(pdf)).isPositive();
        assertThat(Files.readAllLines(csv)).hasSize(1 + 3 * 24);
        assertThat(service.load(KnownDay.DAY.plusDays(3), ZoneId.of("UTC")))
                .failsWithin(30, TimeUnit.SECONDS).withThrowableThat().withCauseInstanceOf(ReportException.class)
                .withMessageContaining("no samples for 2026-12-01");
    }

    @Test
    void exportsYesterdayOnceAfterTheTimeEvenAcrossARestart() throws Exception {
        Path folder = Files.createDirectories(dir.resolve("daily"));
        assertThat(export(folder, "2026-11-29T06:29:00Z").runIfDue()).isEmpty();
        DailyExport.Outcome first = export(folder, "2026-11-29T06:31:00Z").runIfDue().orElseThrow();
        assertThat(first.day()).isEqualTo(LocalDate.of(2026, 11, 28));
        assertThat(first.written()).isTrue();
        assertThat(folder.resolve("north-2026-11-28.pdf")).exists();
        assertThat(folder.resolve("north-2026-11-28.csv")).exists();
        Files.delete(folder.resolve("north-2026-11-28.csv"));
        // a new instance is a restarted console: the ledger says the day is done
        assertThat(export(folder, "2026-11-29T09:00:00Z").runIfDue()).isEmpty();
        assertThat(folder.resolve("north-2026-11-28.csv")).doesNotExist();
        // the next day has no history: recorded once with its reason, not retried every minute
        DailyExport.Outcome next = export(folder, "2026-11-30T07:00:00Z").runIfDue().orElseThrow();
        assertThat(next.written()).isFalse();
        assertThat(next.detail()).startsWith("no samples for 2026-11-29");
        assertThat(export(folder, "2026-11-30T07:01:00Z").runIfDue()).isEmpty();
        assertThat(Files.readAllLines(folder.resolve(FileExportLedger.FILE_NAME))).hasSize(2);
    }
}
