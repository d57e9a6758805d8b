package org.voddesk.report;

import java.util.EnumMap;
import java.util.Map;
import java.util.TreeMap;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.NodeState;
import org.voddesk.store.StateTime;

/** Sums one node's time in each state over a period (a day or an hour), and its load distribution. */
final class StateTally {
    private final Map<NodeState, Long> loadStates = new EnumMap<>(NodeState.class);
    private final Map<NodeHealth, Long> health = new EnumMap<>(NodeHealth.class);
    private final TreeMap<Integer, Long> loadBins = new TreeMap<>();

    void add(StateTime t) {
        health.merge(t.health(), t.ms(), Long::sum);
        if (t.measured()) {
            loadStates.merge(t.loadState(), t.ms(), Long::sum);
            loadBins.merge(t.loadBin(), t.ms(), Long::sum);
        }
    }

    Map<NodeState, Long> loadStates() {
        return loadStates;
    }

    Map<NodeHealth, Long> health() {
        return health;
    }

    long ms(NodeState state) {
        return loadStates.getOrDefault(state, 0L);
    }

    long ms(NodeHealth h) {
        return health.getOrDefault(h, 0L);
    }

    /** The time in each state, over a period {@code periodMs} long. */
    StateTimes times(long periodMs) {
        return new StateTimes(loadStates, health, periodMs - polledMs());
    }

    /** Time some sample stands for, whatever its health. */
    long polledMs() {
        return health.values().stream().mapToLong(Long::longValue).sum();
    }

    /**
     * The 95th percentile of the load over measured time, to the whole percent above: the upper edge of the
     * whole-percent bin where 95 % of the measured time is reached, but never above the highest load measured.
     * NaN when nothing was measured.
     */
    double p95(double maxLoad) {
        long total = loadBins.values().stream().mapToLong(Long::longValue).sum();
        if (total == 0) {
            return Double.NaN;
        }
        long sum = 0;
        for (Map.Entry<Integer, Long> bin : loadBins.entrySet()) {
            sum += bin.getValue();
            // 95 % of the time, compared in integers: sum / total >= 0.95
            if (sum * 100 >= total * 95L) {
                return Math.min(bin.getKey() + 1, maxLoad);
            }
        }
        return maxLoad;
    }
}
