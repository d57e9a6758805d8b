package org.voddesk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.core.NodeConfig;
import org.voddesk.core.SiteHops;
import org.voddesk.node.cluster.ClusterFile;
import org.voddesk.store.Store;

/**
 * The loop owners ({@code run}, {@code console}) refuse a database or a private key that others may write, with one
 * line on stderr and exit code 1, before anything is opened; {@code report} and {@code alarms}, which only read, do
 * not refuse.
 */
class LooseModesTest {
    @TempDir
    Path dir;
    private Path db;
    private Path key;
    private Path clusterFile;

    @BeforeEach
    void files() throws Exception {
        db = dir.resolve("voddesk.db");
        Store.open(db).close();
        key = Files.writeString(dir.resolve("id_ed25519"), "not read: the refusal comes first\n");
        Files.setPosixFilePermissions(key, PosixFilePermissions.fromString("rw-------"));
        clusterFile = dir.resolve("cluster.yaml");
        new ClusterFile(dir.resolve("known_hosts"), List.of(new NodeConfig("vod-1", "127.0.0.1", 1, "vod",
                key.toString(), 1e9, null, null)), SiteHops.FLAT).write(clusterFile);
    }

    private record Outcome(int exit, String out, String err) {
    }

    private static Outcome run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        picocli.CommandLine cl = Main.newCommandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        int exit = cl.execute(args);
        return new Outcome(exit, out.toString(), err.toString());
    }

    private static void loosen(Path file, String mode) throws Exception {
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString(mode));
    }

    private String refusal(Path file) {
        Path f = file.toAbsolutePath();
        return "refusing to use " + f + ": it is writable by group or others (chmod 600 " + f + ")";
    }

    @Test
    void runRefusesADatabaseEveryoneMayWrite() throws Exception {
        loosen(db, "rw-rw-rw-");

        Outcome o = run("run", "--cluster", clusterFile.toString(), "--db", db.toString());

        assertThat(o.exit()).isEqualTo(1);
        assertThat(o.err()).isEqualTo("voddesk run: " + refusal(db) + System.lineSeparator());
        assertThat(o.out()).isEmpty();
    }

    @Test
    void runRefusesAPrivateKeyItsGroupMayWrite() throws Exception {
        loosen(key, "rw-rw----");

        Outcome o = run("run", "--cluster", clusterFile.toString(), "--db", db.toString());

        assertThat(o.exit()).isEqualTo(1);
        assertThat(o.err()).isEqualTo("voddesk run: " + refusal(key) + System.lineSeparator());
    }

    @Test
    void consoleRefusesADatabaseEveryoneMayWriteBeforeAnyWindow() throws Exception {
        loosen(db, "rw-rw-rw-");

        Outcome o = run("console", "--db", db.toString());

        assertThat(o.exit()).isEqualTo(1);
        assertThat(o.err()).isEqualTo("voddesk console: " + refusal(db) + System.lineSeparator());
    }

    @Test
    void consoleRefusesTheClusterFilesKeyEveryoneMayWrite() throws Exception {
        loosen(key, "rw-r--rw-");

        Outcome o = run("console", "--db", db.toString(), "--cluster", clusterFile.toString());

        assertThat(o.exit()).isEqualTo(1);
        assertThat(o.err()).isEqualTo("voddesk console: " + refusal(key) + System.lineSeparator());
    }

    @Test
    void theDemoConsoleRefusesItsDatabaseEveryoneMayWrite() throws Exception {
        loosen(db, "rw-rw-rw-");

        Outcome o = run("console", "--demo", "--db", db.toString());

        assertThat(o.exit()).isEqualTo(1);
        assertThat(o.err()).isEqualTo("voddesk console: " + refusal(db) + System.lineSeparator());
    }

    @Test
    void readOnlyCommandsStillReadADatabaseEveryoneMayWrite() throws Exception {
        loosen(db, "rw-rw-rw-");

        Outcome o = run("alarms", "--db", db.toString());

        assertThat(o.exit()).isZero();
        assertThat(o.err()).doesNotContain("refusing");
    }
}
