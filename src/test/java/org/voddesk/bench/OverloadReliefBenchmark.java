package org.voddesk.bench;

import java.time.Clock;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.voddesk.policy.overload.BroadcastView;
import org.voddesk.policy.overload.LargeInstances;
import org.voddesk.policy.overload.QualityChange;
import org.voddesk.policy.overload.ReliefPlan;
import org.voddesk.policy.overload.SearchBounds;
import org.voddesk.policy.overload.SourceChange;

/**
 * One overload-relief search (ALGORITHMS.md §5) for a node with {@code viewers} viewers overloaded by
 * {@code overload} Mb/s, on the seeded problems of {@link LargeInstances} ({@code kind}: a direct plan exists,
 * the recursion is needed, or no node has room). The policies run as the console runs them: default bounds
 * (200 000 variants or 50 ms) on the system clock. LargeInstancesTest checks that these searches complete
 * without reaching the bounds. Run: see docs/benchmarks.md.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class OverloadReliefBenchmark {
    @Param({"500"})
    public int viewers;

    @Param({"room", "chain", "full"})
    public String kind;

    @Param({"4", "40"})
    public double overload;

    private BroadcastView view;
    private final SourceChange sourceChange = new SourceChange(SearchBounds.DEFAULT, Clock.systemUTC());
    private final QualityChange qualityChange = new QualityChange(SearchBounds.DEFAULT, Clock.systemUTC());

    @Setup(Level.Trial)
    public void build() {
        view = LargeInstances.instance(kind, viewers, overload, 42);
    }

    @Benchmark
    public ReliefPlan sourceChange() {
        return sourceChange.relieve(view, "node-0");
    }

    @Benchmark
    public ReliefPlan qualityChange() {
        return qualityChange.relieve(view, "node-0");
    }
}
