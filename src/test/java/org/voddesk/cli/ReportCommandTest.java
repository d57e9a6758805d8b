package org.voddesk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.lowagie.text.pdf.PdfReader;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.core.LoadSample;
import org.voddesk.core.NodeHealth;
import org.voddesk.store.ClusterSample;
import org.voddesk.core.NodeConfig;
import org.voddesk.store.NodeSampleRow;
import org.voddesk.store.Store;
import picocli.CommandLine;

/** {@code voddesk report}: files written, and a one-line message with exit 1 for each kind of bad input. */
class ReportCommandTest {
    @TempDir
    static Path dir;
    static Path db;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    /** Two hours of 10-second polls of two nodes on 2026-11-28 (UTC). */
    @BeforeAll
    static void writeHistory() {
        db = dir.resolve("site.db");
        long t0 = Instant.parse("2026-11-28T10:00:00Z").toEpochMilli();
        try (Store store = Store.open(db)) {
            for (String n : List.of("vod-1", "vod-2")) {
                store.nodes().save(new NodeConfig(n, "10.0.0.1", 22, "vodview", "~/.ssh/id_ed25519", 1e9, null, null));
            }
            for (long t = t0; t < t0 + 7_200_000; t += 10_000) {
                List<NodeSampleRow> rows = new ArrayList<>();
                for (String n : List.of("vod-1", "vod-2")) {
                    double load = n.equals("vod-1") ? 30 : 70;
                    rows.add(NodeSampleRow.measured(n, NodeHealth.OK, new LoadSample(t, load, load, load), load));
                }
                store.samples().recordRound(rows, new ClusterSample(t, 400, 53.9, 12));
            }
        }
    }

    private int run(String... args) {
        CommandLine cl = Main.newCommandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        return cl.execute(args);
    }

    private int report(String date, String outFile, String... more) {
        List<String> args = new ArrayList<>(List.of("report", "--db", db.toString(), "--date", date, "--out",
                dir.resolve(outFile).toString()));
        args.addAll(more.length > 0 ? List.of(more) : List.of("--zone", "UTC"));
        return run(args.toArray(String[]::new));
    }

    @Test
    void writesAPdfAndACsv() throws Exception {
        assertThat(report("2026-11-28", "day.pdf")).isZero();
        assertThat(out.toString()).contains("wrote " + dir.resolve("day.pdf"), "2 nodes");
        PdfReader pdf = new PdfReader(dir.resolve("day.pdf").toString());
        assertThat(pdf.getNumberOfPages()).isEqualTo(3);
        pdf.close();
        assertThat(report("2026-11-28", "day.csv")).isZero();
        assertThat(Files.readAllLines(dir.resolve("day.csv"))).hasSize(1 + 2 * 24);
        assertThat(err.toString()).isEmpty();
    }

    @Test
    void aDayWithoutSamplesNamesTheDaysThereAre() {
        assertThat(report("2026-11-27", "none.pdf")).isEqualTo(1);
        assertThat(err.toString().strip()).isEqualTo("voddesk report: no samples for 2026-11-27 in " + db
                + "; the history covers 2026-11-28 .. 2026-11-28");
        assertThat(dir.resolve("none.pdf")).doesNotExist();
    }

    @Test
    void badInputIsOneLineAndExitOne() {
        assertThat(report("2026-13-01", "x.pdf")).isEqualTo(1);
        assertThat(report("yesterday", "x.pdf")).isEqualTo(1);
        assertThat(report("2026-11-28", "x.txt")).isEqualTo(1);
        assertThat(report("2026-11-28", "x.pdf", "--zone", "Mars/Olympus")).isEqualTo(1);
        assertThat(report("2026-11-28", "missing-dir/x.pdf")).isEqualTo(1);
        assertThat(err.toString().lines().toList()).containsExactly(
                "voddesk report: --date 2026-13-01 is not a date of the form YYYY-MM-DD",
                "voddesk report: --date yesterday is not a date of the form YYYY-MM-DD",
                "voddesk report: --out " + dir.resolve("x.txt") + ": the file name must end in .pdf or .csv",
                "voddesk report: --zone Mars/Olympus is not a time zone (e.g. UTC, Europe/Berlin, +02:00)",
                "voddesk report: cannot write " + dir.resolve("missing-dir/x.pdf") + ": the directory "
                        + dir.resolve("missing-dir") + " does not exist");
    }

    @Test
    void aMissingOrForeignDatabaseIsRefusedAndLeftAlone() throws Exception {
        Path missing = dir.resolve("nothing-here.db");
        assertThat(run("report", "--db", missing.toString(), "--date", "2026-11-28", "--out",
                dir.resolve("m.pdf").toString())).isEqualTo(1);
        assertThat(err.toString()).contains("no database " + missing);
        assertThat(missing).doesNotExist();
        Path foreign = Files.writeString(dir.resolve("notes.db"), "just some text, not SQLite at all");
        assertThat(run("report", "--db", foreign.toString(), "--date", "2026-11-28", "--out",
                dir.resolve("f.pdf").toString())).isEqualTo(1);
        assertThat(err.toString()).contains("is not a VodDesk database");
        assertThat(Files.readString(foreign)).isEqualTo("just some text, not SQLite at all");
        assertThat(err.toString().lines()).hasSize(2);
    }

    @Test
    void aDayTheCalendarDoesNotHaveIsOneLine() {
        assertThat(report("2026-02-30", "feb.pdf")).isEqualTo(1);
        assertThat(err.toString().strip()).isEqualTo("voddesk report: --date 2026-02-30 is not a date of the form"
                + " YYYY-MM-DD");
    }

    @Test
    void anOutputPathThatIsAFolderIsOneLineAndLeavesNoFile() throws Exception {
        Path folder = Files.createDirectories(dir.resolve("a-folder.pdf"));
        assertThat(run("report", "--db", db.toString(), "--date", "2026-11-28", "--zone", "UTC", "--out",
                folder.toString())).isEqualTo(1);
        assertThat(err.toString().strip()).isEqualTo("voddesk report: cannot write " + folder + ": it is a directory");
        try (var left = Files.list(dir)) {
            assertThat(left.filter(p -> p.getFileName().toString().endsWith(".part")).toList()).isEmpty();
        }
    }

    @Test
    void anotherApplicationsSqliteDatabaseIsRefusedAndLeftAlone() throws Exception {
        Path other = dir.resolve("other-app.db");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + other);
             Statement st = c.createStatement()) {
            st.execute("CREATE TABLE contacts (name TEXT)");
        }
        byte[] before = Files.readAllBytes(other);
        assertThat(run("report", "--db", other.toString(), "--date", "2026-11-28", "--out",
                dir.resolve("o.pdf").toString())).isEqualTo(1);
        assertThat(err.toString().lines().toList()).singleElement().asString()
                .startsWith("voddesk report: " + other + " is not a VodDesk database: it is an SQLite database of"
                        + " another application");
        assertThat(Files.readAllBytes(other)).isEqualTo(before);
    }

    @Test
    void aDatabaseOfAnOlderVodDeskIsRefusedWithWhatToDoAndNotUpgraded() throws Exception {
        Path older = dir.resolve("older.db");
        Flyway.configure().dataSource("jdbc:sqlite:" + older, null, null).locations("classpath:db/migration")
                .table("flyway_schema_history").target("13").load().migrate();
        byte[] before = Files.readAllBytes(older);
        assertThat(run("report", "--db", older.toString(), "--date", "2026-11-28", "--out",
                dir.resolve("old.pdf").toString())).isEqualTo(1);
        assertThat(err.toString().lines().toList()).singleElement().asString()
                .startsWith("voddesk report: " + older + " is at schema v13; this VodDesk reads v")
                .endsWith("Start the console or `voddesk run` on it once to upgrade it (this command only reads).");
        assertThat(Files.readAllBytes(older)).isEqualTo(before);
        assertThat(dir.resolve("old.pdf")).doesNotExist();
    }

    @Test
    void aDatabaseOfANewerVodDeskIsOneLineAndExitOne() throws Exception {
        Path newer = dir.resolve("newer.db");
        Files.copy(db, newer);
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + newer);
             Statement st = c.createStatement()) {
            st.execute("INSERT INTO flyway_schema_history (installed_rank, version, description, type, script,"
                    + " checksum, installed_by, execution_time, success) VALUES (99, '99', 'future', 'SQL',"
                    + " 'V99__future.sql', 0, 'x', 0, 1)");
        }
        assertThat(run("report", "--db", newer.toString(), "--date", "2026-11-28", "--out",
                dir.resolve("n.pdf").toString())).isEqualTo(1);
        assertThat(err.toString().lines().toList()).singleElement().asString()
                .contains(newer + " was written by a newer VodDesk (schema version 99 is unknown to this one)");
        assertThat(dir.resolve("n.pdf")).doesNotExist();
    }

    @Test
    void aMissingOptionIsBadUsage() {
        assertThat(run("report", "--db", db.toString(), "--out", "x.pdf")).isEqualTo(2);
        assertThat(err.toString()).contains("--date");
    }

    @Test
    void helpDeclaresEveryOption() {
        assertThat(run("report", "--help")).isZero();
        assertThat(out.toString()).contains("--db=FILE", "--date=YYYY-MM-DD", "--out=FILE.pdf|FILE.csv",
                "--zone=ZONE", "--cluster-name=NAME");
    }
}
