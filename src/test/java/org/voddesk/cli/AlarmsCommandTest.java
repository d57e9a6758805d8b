package org.voddesk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.store.Store;
import picocli.CommandLine;

class AlarmsCommandTest {
    private static final long T0 = 1_764_547_200_000L; // 2025-12-01T00:00:00Z
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @TempDir
    Path dir;

    private int run(String... args) {
        CommandLine cl = Main.newCommandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        return cl.execute(args);
    }

    private Path database() {
        Path db = dir.resolve("voddesk.db");
        try (Store store = Store.open(db)) {
            long failed = store.alarms().raise("node.failed", "vod-2", "critical", "vod-2 has failed", T0).row().id();
            store.alarms().raise("node.failed", "vod-2", "critical", "vod-2 has failed: \"timeout\"", T0 + 5_000);
            store.alarms().acknowledge(failed, "ann", "vendor called", T0 + 6_000);
            long old = store.alarms().raise("playback.refused", "cluster", "major", "full", T0 - 60_000).row().id();
            store.alarms().clear(old, T0 - 1_000);
        }
        return db;
    }

    @Test
    void openAlarmsOneLineEach() {
        Path db = database();

        assertThat(run("alarms", "--db", db.toString())).isZero();

        assertThat(out.toString().lines()).containsExactly("1 critical acknowledged node.failed source=vod-2"
                + " first=2025-12-01T00:00:00Z last=2025-12-01T00:00:05Z count=2 ack=ann@2025-12-01T00:00:06Z"
                + " note=\"vendor called\" message=\"vod-2 has failed: \\\"timeout\\\"\"");
    }

    @Test
    void allListsClearedAlarmsToo() {
        Path db = database();

        assertThat(run("alarms", "--db", db.toString(), "--all")).isZero();

        assertThat(out.toString().lines()).hasSize(2);
        assertThat(out.toString().lines().toList().get(1)).isEqualTo("2 major cleared playback.refused"
                + " source=cluster first=2025-11-30T23:59:00Z last=2025-11-30T23:59:00Z count=1"
                + " cleared=2025-11-30T23:59:59Z message=\"full\"");
    }

    @Test
    void anEmptyListSaysSoOnStderr() {
        Path db = dir.resolve("empty.db");
        Store.open(db).close();

        assertThat(run("alarms", "--db", db.toString())).isZero();

        assertThat(out.toString()).isEmpty();
        assertThat(err.toString()).contains("no open alarms");
    }

    @Test
    void aMissingDatabaseIsNotCreated() {
        Path db = dir.resolve("none.db");

        assertThat(run("alarms", "--db", db.toString())).isEqualTo(1);

        assertThat(err.toString()).contains("there is no database at");
        assertThat(db).doesNotExist();
    }

    @Test
    void aDatabaseOfAnOlderVodDeskIsRefusedAndNotUpgraded() throws Exception {
        Path db = dir.resolve("older.db");
        Flyway.configure().dataSource("jdbc:sqlite:" + db, null, null).locations("classpath:db/migration")
                .table("flyway_schema_history").target("13").load().migrate();
        byte[] before = Files.readAllBytes(db);

        assertThat(run("alarms", "--db", db.toString())).isEqualTo(1);

        assertThat(err.toString().lines().toList()).singleElement().asString()
                .startsWith("voddesk alarms: " + db + " is at schema v13; this VodDesk reads v")
                .contains("Start the console or `voddesk run` on it once to upgrade it");
        assertThat(Files.readAllBytes(db)).isEqualTo(before);
    }
}
