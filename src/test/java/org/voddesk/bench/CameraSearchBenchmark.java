package org.voddesk.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.voddesk.control.api.CameraIndex;
import org.voddesk.core.Camera;

/**
 * The Cameras screen's search box (answer in <= 10 ms over 10,000 cameras): one ranked search of the
 * in-memory {@link CameraIndex} over {@code size} cameras named like the sample catalogue
 * ({@code Harbour Rd / Pier 3 north}), 100 results at most, as a keystroke sends it. {@code query} covers an
 * exact id, an id prefix, a word of a name, a substring of a name and a query that matches nothing (a full scan).
 *
 * <p>Run: {@code mvn -q -B test-compile exec:exec@jmh -Djmh.args="CameraSearchBenchmark -f 1 -wi 3 -w 1s -i 5 -r 1s"}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class CameraSearchBenchmark {
    private static final String[] PLACES = {"Harbour Rd / Pier", "Market Sq", "Central Station / Platform",
            "Terminal arrivals", "Mill Lane", "Castle gate", "Long-stay car park", "Ferry terminal"};
    private static final String[] SITES = {"harbour", "old-town", "station", "airport", "depot"};

    @Param({"10000"})
    public int size;

    @Param({"cam-04711", "cam-047", "pier", "ay car", "no-such-thing"})
    public String query;

    private CameraIndex index;

    @Setup
    public void build() {
        List<Camera> cameras = new ArrayList<>(size);
        for (int i = 1; i <= size; i++) {
            String name = PLACES[i % PLACES.length] + " " + (i / PLACES.length % 50) + (i % 2 == 0 ? " north" : " south");
            cameras.add(new Camera(String.format("cam-%05d", i), name, SITES[i % SITES.length]));
        }
        index = CameraIndex.of(cameras);
    }

    @Benchmark
    public List<Camera> search() {
        return index.search(query, 100);
    }
}
