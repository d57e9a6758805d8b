package org.voddesk.ui.reports;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.ZoneOffset;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.report.AlarmSource;
import org.voddesk.report.BalanceFigures;
import org.voddesk.report.ClusterFigures;
import org.voddesk.report.DailyReport;
import org.voddesk.report.ReportService;
import org.voddesk.report.ReportSettings;
import org.voddesk.report.sample.SampleHistory;
import org.voddesk.store.Store;
import org.voddesk.ui.reports.ReportFigures.Figure;

/** The preview's cluster figures write a duration as the report's summary and PDF do: one rule, one formatter. */
class ReportFiguresTest {
    @TempDir
    Path dir;
    private Store store;

    @BeforeEach
    void start() {
        store = Store.open(dir.resolve("voddesk.db"));
        SampleHistory.write(store, ReportsViewModelTest.DAY, ZoneOffset.UTC, 1);
    }

    @AfterEach
    void stop() {
        store.close();
    }

    /** The sample day's report with {@code polledMs} of samples instead of its whole day. */
    private DailyReport polledFor(long polledMs) {
        DailyReport r = new ReportService(store, Runnable::run, ReportSettings.of("test cluster"),
                AlarmSource.NOT_RECORDED).load(ReportsViewModelTest.DAY, ZoneOffset.UTC).join();
        ClusterFigures c = r.cluster();
        ClusterFigures partial = c.withBalance(new BalanceFigures(polledMs, c.meanLambda(), c.meanSigma(),
                c.worstLambda(), c.worstSigma()));
        return r.withCluster(partial);
    }

    private String timePolled(long polledMs) {
        return ReportFigures.of(polledFor(polledMs)).stream().filter(f -> f.name().equals("Time polled"))
                .map(Figure::value).findFirst().orElseThrow();
    }

    @Test
    void timePolledIsRoundedToTheMinuteAsTheSummarySays() {
        // 2 min 31 s: the summary says "the samples cover 3 min", and so must the figure (it once said "0 h 02 min")
        assertThat(timePolled(151_000)).isEqualTo("3 min");
    }

    @Test
    void timePolledOverAnHourIsWrittenInHoursAndMinutes() {
        assertThat(timePolled(3_929_000)).isEqualTo("1 h 05 min");
    }

    @Test
    void aWholeDayOfSamplesReadsAsTheSummarysDayLength() {
        assertThat(ReportFigures.of(polledFor(24 * 3_600_000L))).filteredOn(f -> f.name().equals("Time polled"))
                .extracting(Figure::value).containsExactly("24 h 00 min");
    }
}
