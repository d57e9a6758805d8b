package org.voddesk.report;

import static org.assertj.core.api.Assertions.assertThat;

import com.lowagie.text.pdf.PdfReader;
import com.lowagie.text.pdf.parser.PdfTextExtractor;
import java.nio.file.Path;
import java.time.Duration;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.CancellationException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.core.LoadThresholds;
import org.voddesk.core.whatif.LoopTimes;
import org.voddesk.core.whatif.ReplayPolicy;
import org.voddesk.core.whatif.ReplayRequest;
import org.voddesk.store.Store;
import org.voddesk.testing.HandMadeDay;
import org.voddesk.testing.StandInReplayer;

/**
 * The daily report's What if section: made within its budget and written in the PDF (read back as text) with the
 * calibration line, the warning of a day the model does not fit and one row per policy; a replay slower than the
 * budget, a day that cannot be replayed and a report made without the simulator each say so in the section. The
 * replays are a stand-in of the simulator (test code): this is the section, not the replay.
 */
class WhatIfSectionTest {
    @TempDir
    static Path dir;
    static Store store;
    private static final ReportDay DAY = ReportDay.of(KnownDay.DAY, ZoneOffset.UTC);

    @BeforeAll
    static void writeDay() {
        store = Store.open(dir.resolve("voddesk.db"));
        KnownDay.write(store);
    }

    @AfterAll
    static void close() {
        store.close();
    }

    /** The day's policy against the default and the papers' pair, replayed by {@code replayer}. */
    private static DayReplays standIn(StandInReplayer replayer) {
        return (day, cancelled) -> replayer.replay(new ReplayRequest(HandMadeDay.of(day.date(), day.zone(), 12),
                new ReplayPolicy("least-load", "rem"), List.of(new ReplayPolicy("prefix-spread", "gain"),
                new ReplayPolicy("similarity", "rem")), LoopTimes.DEFAULT, 1, 1), p -> { }, cancelled);
    }

    private static DailyReport load(WhatIfSections sections) {
        return new ReportLoader(store, ReportSettings.of("north"), AlarmSource.NOT_RECORDED, sections).load(DAY);
    }

    private static String pdfText(DailyReport report, String name) throws Exception {
        Path pdf = new PdfReport(LoadThresholds.DEFAULT).write(report, dir.resolve(name));
        PdfReader reader = new PdfReader(pdf.toString());
        try {
            PdfTextExtractor text = new PdfTextExtractor(reader);
            StringBuilder all = new StringBuilder();
            for (int p = 1; p <= reader.getNumberOfPages(); p++) {
                all.append(text.getTextFromPage(p)).append('\n');
            }
            return all.toString();
        } finally {
            reader.close();
        }
    }

    @Test
    void theSectionComparesTheDaysPolicyWithTheDefaultAndThePapersPairInThePdf() throws Exception {
        DailyReport report = load(new WhatIfSections(standIn(new StandInReplayer()), Duration.ofSeconds(20)));

        assertThat(report.whatIf().made()).isTrue();
        String text = pdfText(report, "whatif.pdf");

        assertThat(text).contains("What if: this day under the console's default and the papers' pair")
                .contains("calibration of least-load-rem against the recorded day: mean node load off by 0.0%"
                        + " (limit 10%)")
                .doesNotContain(WhatIfText.DOES_NOT_FIT)
                .contains("least-load-rem recorded").contains("least-load-rem replayed")
                .contains("prefix-spread-gain what if").contains("similarity-rem what if");
    }

    @Test
    void aDayTheModelDoesNotFitHasTheWarningAboveTheTable() throws Exception {
        DailyReport report = load(new WhatIfSections(standIn(new StandInReplayer().missing(0.3)),
                Duration.ofSeconds(20)));

        String text = pdfText(report, "misfit.pdf");

        assertThat(text).contains("mean node load off by 30.0% (limit 10%)").contains(WhatIfText.DOES_NOT_FIT);
        assertThat(text.indexOf(WhatIfText.DOES_NOT_FIT)).isLessThan(text.indexOf("similarity-rem what if"));
    }

    @Test
    void aReplaySlowerThanTheBudgetIsCutAndTheSectionSaysHowToReplayTheDay() throws Exception {
        DayReplays slow = (day, cancelled) -> {
            while (!cancelled.getAsBoolean()) {
                Thread.onSpinWait();
            }
            throw new CancellationException("cut");
        };
        long started = System.nanoTime();

        DailyReport report = load(new WhatIfSections(slow, Duration.ofSeconds(1)));

        assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(20));
        assertThat(report.whatIf().note()).isEqualTo("The replay of this day takes longer than 1 s, so this report"
                + " leaves it out. Replay it on the Reports screen's What if, or with: voddesk whatif --db FILE"
                + " --date 2026-11-28 --zone Z");
        assertThat(pdfText(report, "slow.pdf")).contains("takes longer than 1 s, so this report leaves it out");
    }

    @Test
    void aDayThatCannotBeReplayedSaysWhyInTheSection() {
        DayReplays empty = (day, cancelled) -> {
            throw new ReportException("No sessions on 2026-11-28 (Z) in the history; pick a day with playback.");
        };

        DailyReport report = load(new WhatIfSections(empty, Duration.ofSeconds(5)));

        assertThat(report.whatIf().note()).isEqualTo("The day could not be replayed: No sessions on 2026-11-28 (Z)"
                + " in the history; pick a day with playback.");
    }

    @Test
    void aReportMadeWithoutTheSimulatorSaysSo() throws Exception {
        DailyReport report = load(WhatIfSections.NONE);

        assertThat(report.whatIf()).isEqualTo(WhatIfSection.WITHOUT_SIMULATOR);
        assertThat(pdfText(report, "none.pdf")).contains("This report was made without the simulator, so it has no"
                + " What if.");
    }
}
