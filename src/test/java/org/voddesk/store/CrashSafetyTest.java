package org.voddesk.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sqlite.util.OSInfo;
import org.voddesk.core.MoveRecord;
import org.voddesk.core.MoveState;

/**
 * DESIGN.md: every decision is written before it is shown as done. A child JVM ({@link CrashChild}) writes
 * samples and approves moves; it is killed with SIGKILL ({@link Process#destroyForcibly()} on Linux)
 * 20 times at seeded random moments, one in five during its start (JVM boot, opening, migrating), the others at a
 * random moment after its first acknowledged approval (so a busy machine cannot turn them into kills before work). After each
 * kill the database must open, pass {@code PRAGMA integrity_check}, and hold every approval the child
 * acknowledged before it died.
 */
class CrashSafetyTest {
    private static final int KILLS = 20;
    private static final long SEED = 20_261_130L;

    @TempDir
    Path dir;

    @Test
    void everyAcknowledgedApprovalSurvivesSigkillAndTheFileStaysSound() throws Exception {
        Random random = new Random(SEED);
        Path db = dir.resolve("voddesk.db");
        Set<Long> acknowledged = new TreeSet<>();
        int runsThatApproved = 0;
        for (int run = 0; run < KILLS; run++) {
            Path out = dir.resolve("run-" + run + ".out");
            Process child = start(db, run, out);
            if (random.nextInt(5) == 0) {
                Thread.sleep(random.nextInt(1500));
            } else {
                // Kill while approving: wait until the child has acknowledged an approval (on a busy machine
                // that can take long after READY), then let a random further moment pass.
                awaitFirstApproval(child, out);
                Thread.sleep(random.nextInt(600));
            }
            kill(child, out);
            List<Long> acks = approvalsAcknowledged(out);
            runsThatApproved += acks.isEmpty() ? 0 : 1;
            acknowledged.addAll(acks);
            assertSoundAndHolding(db, acknowledged, run);
        }
        assertThat(runsThatApproved).as("runs killed while approving").isGreaterThanOrEqualTo(KILLS / 2);
    }

    private Process start(Path db, int run, Path out) throws IOException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xmx256m",
                // A killed JVM cannot delete what it unpacked: keep it in this test's directory.
                "-Djava.io.tmpdir=" + Files.createDirectories(dir.resolve("tmp"))));
        command.addAll(nativeLibraryOptions());
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), CrashChild.class.getName(), db.toString(),
                Integer.toString(run)));
        return new ProcessBuilder(command).redirectOutput(out.toFile())
                .redirectError(dir.resolve("run-" + run + ".err").toFile()).start();
    }

    /**
     * sqlite-jdbc unpacks its native library at every start, which is most of a child's start-up time; the
     * children load one copy unpacked here instead (when this platform's library is found).
     */
    private List<String> nativeLibraryOptions() throws IOException {
        String name = System.mapLibraryName("sqlitejdbc");
        Path lib = dir.resolve("native").resolve(name);
        if (!Files.exists(lib)) {
            String resource = "/org/sqlite/native/" + OSInfo.getNativeLibFolderPathForCurrentOS() + "/" + name;
            try (InputStream in = OSInfo.class.getResourceAsStream(resource)) {
                if (in == null) {
                    return List.of();
                }
                Files.createDirectories(lib.getParent());
                Files.copy(in, lib);
            }
        }
        return List.of("-Dorg.sqlite.lib.path=" + lib.getParent(), "-Dorg.sqlite.lib.name=" + name);
    }

    private void awaitFirstApproval(Process child, Path out) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (approvalsAcknowledged(out).isEmpty()) {
            if (!child.isAlive()) {
                throw new AssertionError("the child died before it approved anything: " + errors(out));
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError("the child approved nothing within 60 s: " + errors(out));
            }
            Thread.sleep(20);
        }
    }

    private void kill(Process child, Path out) throws Exception {
        if (!child.isAlive()) {
            throw new AssertionError("the child ended by itself (exit " + child.exitValue() + "): " + errors(out));
        }
        child.destroyForcibly();
        assertThat(child.waitFor(30, TimeUnit.SECONDS)).as("child gone after SIGKILL").isTrue();
        assertThat(child.exitValue()).as("exit status of a process killed by SIGKILL").isEqualTo(128 + 9);
    }

    private static void assertSoundAndHolding(Path db, Set<Long> acknowledged, int run) {
        try (Store store = Store.open(db, Fixtures.FAST)) {
            assertThat(store.integrityCheck()).as("integrity after kill %d", run).containsExactly("ok");
            for (long id : acknowledged) {
                MoveRecord p = store.moves().find(id)
                        .orElseThrow(() -> new AssertionError("acknowledged move " + id + " is gone after kill " + run));
                assertThat(p.state()).as("move %d after kill %d", id, run).isEqualTo(MoveState.APPROVED);
                assertThat(p.decidedBy()).isEqualTo("sue");
            }
        }
    }

    /** The ids of complete acknowledgement lines; a line cut by the kill was never acknowledged. */
    private static List<Long> approvalsAcknowledged(Path out) throws IOException {
        String text = Files.readString(out, StandardCharsets.UTF_8);
        String complete = text.substring(0, text.lastIndexOf('\n') + 1);
        return complete.lines().filter(l -> l.startsWith(CrashChild.APPROVED))
                .map(l -> Long.parseLong(l.substring(CrashChild.APPROVED.length()))).toList();
    }

    private String errors(Path out) throws IOException {
        Path err = Path.of(out.toString().replace(".out", ".err"));
        return Files.exists(err) ? Files.readString(err) : "(no stderr)";
    }
}
