package org.voddesk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.api.ExportOutcome;
import org.voddesk.control.api.ExportSchedule;
import org.voddesk.core.LoadModel;
import org.voddesk.core.LoadSample;
import org.voddesk.core.NodeConfig;
import org.voddesk.core.NodeHealth;
import org.voddesk.report.AlarmSource;
import org.voddesk.report.ReportService;
import org.voddesk.report.ReportSettings;
import org.voddesk.store.ClusterSample;
import org.voddesk.store.NodeSampleRow;
import org.voddesk.store.Store;
import org.voddesk.testing.ManualClock;

/** The console's daily export checked once a minute with a stepping clock: once per day, also after a restart. */
class ScheduledReportsTest {
    private static final LocalDate DAY = LocalDate.of(2026, 11, 28);

    /** One node polled every minute of {@link #DAY} (UTC). */
    private static void writeDay(Store store) {
        store.nodes().save(new NodeConfig("vod-1", "10.1.2.11", 22, "vodview", "~/.ssh/id_ed25519", 500e6, "north",
                null));
        long from = DAY.atStartOfDay(ZoneOffset.UTC).toInstant().toEpochMilli();
        for (long t = from; t < from + 86_400_000L; t += 60_000) {
            LoadSample s = new LoadSample(t, 40, 50, 30);
            double load = LoadModel.DEFAULT.load(s);
            store.samples().recordRound(List.of(NodeSampleRow.measured("vod-1", NodeHealth.OK, s, load)),
                    new ClusterSample(t, load, 0, 3));
        }
    }

    @Test
    void exportsYesterdayOnceAtTheSetMinuteAndNotAgainAfterARestart(@TempDir Path dir) throws Exception {
        Path out = Files.createDirectories(dir.resolve("out"));
        ManualClock clock = new ManualClock(Instant.parse("2026-11-29T06:00:00Z"));
        try (Store store = Store.open(dir.resolve("voddesk.db"))) {
            writeDay(store);
            ReportService reports = new ReportService(store, Runnable::run, ReportSettings.of("north"),
                    AlarmSource.NOT_RECORDED);
            ExportSchedule schedule = new ExportSchedule(LocalTime.of(6, 30), out.toString());
            ScheduledReports exporter = new ScheduledReports(reports, clock, ZoneOffset.UTC);
            List<String> exportedAt = new ArrayList<>();
            for (int minute = 0; minute <= 60; minute++) {
                Optional<ExportOutcome> o = exporter.runIfDue(schedule);
                o.ifPresent(x -> exportedAt.add(clock.instant() + " " + x.day() + " " + x.written()));
                clock.advance(Duration.ofMinutes(1));
            }
            assertThat(exportedAt).containsExactly("2026-11-29T06:30:00Z 2026-11-28 true");
            assertThat(out.resolve("voddesk-2026-11-28.pdf")).isNotEmptyFile();
            assertThat(Files.readAllLines(out.resolve("voddesk-2026-11-28.csv"))).hasSize(1 + 24);
            // a restarted console: a new exporter, the same folder
            ScheduledReports restarted = new ScheduledReports(reports, clock, ZoneOffset.UTC);
            assertThat(restarted.runIfDue(schedule)).isEmpty();
            // off: nothing, whatever the time
            assertThat(restarted.runIfDue(ExportSchedule.OFF)).isEmpty();
        }
    }
}
