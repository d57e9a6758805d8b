package org.voddesk.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.lowagie.text.pdf.PdfDictionary;
import com.lowagie.text.pdf.PdfName;
import com.lowagie.text.pdf.PdfReader;
import com.lowagie.text.pdf.parser.PdfTextExtractor;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Locale;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.core.LoadThresholds;
import org.voddesk.store.NodeSampleRow;
import org.voddesk.store.Store;

/** The CSV and PDF of the known day, read back: the CSV's numbers against the samples, the PDF's text. */
class ExportTest {
    @TempDir
    static Path dir;
    static Store store;
    static DailyReport report;

    @BeforeAll
    static void writeDay() {
        store = Store.open(dir.resolve("voddesk.db"));
        KnownDay.write(store);
        report = new ReportLoader(store, ReportSettings.of("north"), AlarmSource.NOT_RECORDED)
                .load(ReportDay.of(KnownDay.DAY, ZoneOffset.UTC));
    }

    @AfterAll
    static void close() {
        store.close();
    }

    @Test
    void csvHasOneRowPerNodePerHourMatchingTheSamples() throws Exception {
        Path csv = CsvReport.write(report, dir.resolve("day.csv"));
        List<CSVRecord> rows;
        try (Reader in = Files.newBufferedReader(csv)) {
            rows = CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).get().parse(in).getRecords();
        }
        assertThat(rows).hasSize(3 * 24);
        assertThat(rows.get(0).getParser().getHeaderNames()).containsExactly(CsvReport.HEADER);
        for (CSVRecord row : rows) {
            String node = row.get("node");
            long start = OffsetDateTime.parse(row.get("hour_start")).toInstant().toEpochMilli();
            assertThat(row.get("hour_start")).endsWith("Z");
            // independently: the samples the fixture wrote, one a minute
            double sum = 0;
            double max = Double.NEGATIVE_INFINITY;
            int measured = 0;
            long over = 0;
            long unreachable = 0;
            for (long t = start; t < start + KnownDay.H; t += KnownDay.MIN) {
                NodeSampleRow s = KnownDay.sample(node, t);
                if (s.sample() == null) {
                    unreachable += s.health() == org.voddesk.core.NodeHealth.UNREACHABLE ? 60 : 0;
                    continue;
                }
                measured++;
                sum += s.load();
                max = Math.max(max, s.load());
                over += s.load() > LoadThresholds.DEFAULT.loadMax() ? 60 : 0;
            }
            assertThat(row.get("polls")).isEqualTo("60");
            assertThat(row.get("measured_polls")).isEqualTo(Integer.toString(measured));
            assertThat(row.get("mean_load_pct")).isEqualTo(measured == 0 ? "" : String.format(Locale.ROOT, "%.3f",
                    sum / measured));
            assertThat(row.get("max_load_pct")).isEqualTo(measured == 0 ? "" : String.format(Locale.ROOT, "%.3f", max));
            assertThat(row.get("overloaded_s")).isEqualTo(Long.toString(over));
            assertThat(row.get("unreachable_s")).isEqualTo(Long.toString(unreachable));
            assertThat(row.get("not_polled_s")).isEqualTo("0");
        }
    }

    @Test
    void pdfHasTheHeaderOnEveryPageAndTheFiguresAsText() throws Exception {
        Path pdf = new PdfReport(LoadThresholds.DEFAULT).write(report, dir.resolve("day.pdf"));
        PdfReader reader = new PdfReader(pdf.toString());
        try {
            int pages = reader.getNumberOfPages();
            assertThat(pages).isEqualTo(3);
            PdfTextExtractor text = new PdfTextExtractor(reader);
            for (int p = 1; p <= pages; p++) {
                assertThat(text.getTextFromPage(p))
                        .contains("north | daily load report | 2026-11-28 | time zone UTC")
                        .contains("page " + p + " of " + pages);
            }
            String first = text.getTextFromPage(1);
            assertThat(first).contains("vod-3 was overloaded for 42 min between 14:00 and 15:00.")
                    .contains("17 at 14:30").contains("not measured").contains("not recorded");
            assertThat(text.getTextFromPage(2)).contains("vod-3").contains("0:42").contains("1:00");
        } finally {
            reader.close();
        }
    }

    @Test
    void pdfSetsTheGreekLettersOfTheSummaryInTheSymbolFont() throws Exception {
        Path pdf = new PdfReport(LoadThresholds.DEFAULT).write(report, dir.resolve("greek.pdf"));
        PdfReader reader = new PdfReader(pdf.toString());
        try {
            PdfDictionary fonts = reader.getPageN(1).getAsDict(PdfName.RESOURCES).getAsDict(PdfName.FONT);
            List<String> baseFonts = fonts.getKeys().stream()
                    .map(k -> fonts.getAsDict(k).getAsName(PdfName.BASEFONT).toString()).toList();
            String first = new PdfTextExtractor(reader).getTextFromPage(1);

            assertThat(report.summary()).anyMatch(l -> l.startsWith("λ averaged ") && l.contains("(σ "));
            assertThat(baseFonts).contains("/Symbol", "/Helvetica");
            assertThat(first).doesNotContain("? averaged").doesNotContain("lambda averaged");
        } finally {
            reader.close();
        }
    }

    @Test
    void pdfHoursTableHeadsItsGreekColumnsInTheSymbolFont() throws Exception {
        Path pdf = new PdfReport(LoadThresholds.DEFAULT).write(report, dir.resolve("hours.pdf"));
        PdfReader reader = new PdfReader(pdf.toString());
        try {
            PdfTextExtractor text = new PdfTextExtractor(reader);
            int hoursPage = 0;
            for (int page = 1; page <= reader.getNumberOfPages() && hoursPage == 0; page++) {
                hoursPage = text.getTextFromPage(page).contains("peak streams") ? page : 0;
            }
            assertThat(hoursPage).as("a page with the hours table").isPositive();
            PdfDictionary fonts = reader.getPageN(hoursPage).getAsDict(PdfName.RESOURCES).getAsDict(PdfName.FONT);
            List<String> baseFonts = fonts.getKeys().stream()
                    .map(k -> fonts.getAsDict(k).getAsName(PdfName.BASEFONT).toString()).toList();

            assertThat(baseFonts).contains("/Symbol");
            assertThat(text.getTextFromPage(hoursPage)).doesNotContain("lambda").doesNotContain("sigma");
        } finally {
            reader.close();
        }
    }

    @Test
    void anUnwritablePathLeavesNoFileAndSaysWhy() {
        Path missingDir = dir.resolve("no-such-dir").resolve("day.pdf");
        assertThatThrownBy(() -> new PdfReport(LoadThresholds.DEFAULT).write(report, missingDir))
                .isInstanceOf(ReportException.class).hasMessageContaining("does not exist");
        assertThat(Files.exists(missingDir)).isFalse();
    }
}
