package org.voddesk.control.lease;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.store.Store;

/**
 * Four loops started at once on a database that does not exist yet: every one opens it (no {@code SQLITE_BUSY}
 * from racing migrations), exactly one holds the lease, and the others are refused naming it. Once as four
 * processes (what a control room does), once as four threads of one JVM.
 */
class ConcurrentFirstStartTest {
    private static final int STARTS = 4;
    @TempDir
    Path dir;

    @Test
    void fourProcessesOnAFreshDatabaseGiveOneHolderAndThreeClearRefusals() throws Exception {
        Path db = dir.resolve("fresh.db");
        List<Process> children = new ArrayList<>();
        List<String> firstLines = new ArrayList<>();
        try {
            for (int i = 0; i < STARTS; i++) {
                children.add(new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xmx128m",
                        "-cp", System.getProperty("java.class.path"), LeaseChild.class.getName(), db.toString())
                        .redirectError(dir.resolve("child-" + i + ".err").toFile()).start());
            }
            for (Process p : children) {
                // Every child answers once it has held or been refused: readLine returns when it does (or it dies).
                BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
                firstLines.add(String.valueOf(out.readLine()));
            }
        } finally {
            for (Process p : children) {
                p.getOutputStream().close();
                if (!p.waitFor(30, TimeUnit.SECONDS)) {
                    p.destroyForcibly();
                }
            }
        }
        assertThat(firstLines).filteredOn(l -> l.equals("held")).hasSize(1);
        assertThat(firstLines).filteredOn(l -> l.startsWith("refused ")).hasSize(STARTS - 1)
                .allSatisfy(l -> assertThat(l).contains("is in use: its control loop is run by child on host")
                        .contains("pid "));
        try (Store store = Store.open(db)) {
            assertThat(store.integrityCheck()).containsExactly("ok");
            assertThat(store.lease().holder()).isEmpty();
        }
    }

    @Test
    void fourThreadsOnAFreshDatabaseGiveOneHolder() throws Exception {
        Path db = dir.resolve("threads.db");
        CyclicBarrier together = new CyclicBarrier(STARTS);
        ExecutorService starts = Executors.newFixedThreadPool(STARTS);
        ScheduledExecutorService heartbeats = Executors.newSingleThreadScheduledExecutor();
        List<Store> stores = new ArrayList<>();
        try {
            List<Future<String>> results = new ArrayList<>();
            for (int i = 0; i < STARTS; i++) {
                results.add(starts.submit(() -> {
                    together.await(30, TimeUnit.SECONDS);
                    Store store = Store.open(db);
                    synchronized (stores) {
                        stores.add(store);
                    }
                    try {
                        LoopLease.acquire(store.lease(), db, "thread", Clock.systemUTC(), heartbeats, () -> { });
                        return "held";
                    } catch (LeaseRefusedException e) {
                        return "refused";
                    }
                }));
            }
            List<String> outcomes = new ArrayList<>();
            for (Future<String> f : results) {
                outcomes.add(f.get(60, TimeUnit.SECONDS));
            }
            assertThat(outcomes).containsExactlyInAnyOrder("held", "refused", "refused", "refused");
        } finally {
            starts.shutdownNow();
            heartbeats.shutdownNow();
            stores.forEach(Store::close);
        }
    }
}
