package org.voddesk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.lowagie.text.pdf.PdfReader;
import com.lowagie.text.pdf.parser.PdfTextExtractor;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.report.sample.CommittedSample;
import picocli.CommandLine;

/**
 * {@code voddesk report} of the committed sample's day as PDF: its What if section is the real replay of the day (the
 * simulator and the history's reader the command wires), the day's policy first, then the console's default and the
 * papers' pair, each with its row; the CSV has no section and runs no replay.
 */
class ReportWhatIfTest {
    @TempDir
    Path dir;

    private String run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cl = Main.newCommandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        int code = cl.execute(args);
        assertThat(code).as(err.toString()).isZero();
        return out.toString();
    }

    @Test
    void thePdfOfTheSampleDayHasTheReplayedWhatIf() throws Exception {
        Path db = CommittedSample.copyTo(dir.resolve("sample.db"));
        Path pdf = dir.resolve("day.pdf");

        run("report", "--db", db.toString(), "--date", CommittedSample.DAY.toString(), "--zone",
                CommittedSample.ZONE.getId(), "--out", pdf.toString());

        String text = text(pdf);
        assertThat(text).contains("What if: this day under the console's default and the papers' pair")
                .contains("calibration of ").contains(" against the recorded day: mean node load off by ")
                .contains(" recorded ").contains(" replayed ")
                .contains("similarity-rem what if")
                .doesNotContain("This report was made without the simulator");
        assertThat(text).as("the section was made within its budget").doesNotContain("takes longer than");
    }

    private static String text(Path pdf) throws Exception {
        PdfReader reader = new PdfReader(pdf.toString());
        try {
            PdfTextExtractor extractor = new PdfTextExtractor(reader);
            StringBuilder all = new StringBuilder();
            for (int p = 1; p <= reader.getNumberOfPages(); p++) {
                all.append(extractor.getTextFromPage(p)).append('\n');
            }
            return all.toString();
        } finally {
            reader.close();
        }
    }
}
