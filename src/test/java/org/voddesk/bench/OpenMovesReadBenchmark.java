package org.voddesk.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.voddesk.core.LoadForecast;
import org.voddesk.core.MigrationDraw;
import org.voddesk.core.MoveDraft;
import org.voddesk.core.MoveGrounds;
import org.voddesk.core.MoveRecord;
import org.voddesk.core.NodeConfig;
import org.voddesk.core.Playhead;
import org.voddesk.core.Quality;
import org.voddesk.core.SegmentKey;
import org.voddesk.core.Session;
import org.voddesk.core.SessionSimilarity;
import org.voddesk.core.StreamProfile;
import org.voddesk.core.StreamSource;
import org.voddesk.store.PasswordHasher;
import org.voddesk.store.Store;
import org.voddesk.store.StoreSettings;

/**
 * The read of the open moves ({@code MoveRepository.open}, partial index {@code move_open}) that every
 * {@code Publisher.publish} makes (at least twice a round) and that {@code FailureHandler.reHomeStranded} makes once
 * more in a round while a failed node holds sessions with no command in flight. {@code history} ended moves
 * (rejected) lie beside {@code open} pending ones in a file database.
 *
 * <p>Run: {@code mvn -q -B test-compile exec:exec@jmh -Djmh.args="OpenMovesReadBenchmark -f 1 -wi 2 -w 1s -i 3 -r 1s"}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class OpenMovesReadBenchmark {
    private static final long T0 = 1_764_547_200_000L;

    @Param({"1000", "100000"})
    public int history;

    @Param({"1", "20"})
    public int open;

    private Path dir;
    private Store store;

    @Setup(Level.Trial)
    public void fill() throws Exception {
        dir = Files.createTempDirectory("voddesk-open-moves");
        store = Store.open(dir.resolve("voddesk.db"),
                StoreSettings.DEFAULT.withPasswordIterations(PasswordHasher.MIN_ITERATIONS));
        for (String n : List.of("vod-1", "vod-2")) {
            store.nodes().save(new NodeConfig(n, "10.0.0.1", 22, "vodview", "~/.ssh/id_ed25519", 1e9, null, null));
        }
        store.sessions().started(new Session("s-1", "vod-1", new SegmentKey("cam-001", T0), Playhead.atBegin(T0, 1.0),
                new StreamProfile(4_000_000, Quality.MAIN, StreamSource.IPSAN), T0));
        store.atomically("fill", () -> {
            for (int i = 0; i < history; i++) {
                MoveRecord p = store.moves().create(draft(i));
                store.moves().reject(p.id(), "sue", T0 + i + 1, "not now");
            }
            for (int i = 0; i < open; i++) {
                store.moves().create(draft(history + i));
            }
        });
        if (store.moves().open().size() != open) {
            throw new IllegalStateException("the fill left " + store.moves().open().size() + " open moves");
        }
    }

    private static MoveDraft draft(int i) {
        long t = T0 + i * 5_000L;
        return new MoveDraft("s-1", new MoveGrounds("vod-1", "vod-2", new MigrationDraw(0.42, 0.17),
                new SessionSimilarity(0.8, Double.NaN), new LoadForecast(61.5, 48.25, 120.0, 80.5),
                "vod-1 is overloaded"), t, t + 600_000);
    }

    @Benchmark
    public List<MoveRecord> openMoves() {
        return store.moves().open();
    }

    @TearDown(Level.Trial)
    public void close() throws Exception {
        store.close();
        try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }
}
