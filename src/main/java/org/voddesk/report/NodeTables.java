package org.voddesk.report;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.NodeState;
import org.voddesk.store.NodeAggregate;
import org.voddesk.store.StateTime;

/**
 * The per-node figures of a day and of each of its hours: means and maxima from the store's rollups (every sample
 * counted once, exact after retention), time in each state and percentiles from the samples' time.
 */
final class NodeTables {
    private final List<NodeFigures> nodes = new ArrayList<>();
    private final List<NodeHour> hours = new ArrayList<>();

    /**
     * @param dayAggregates  one aggregate per node for the whole day
     * @param hourAggregates aggregates per node per hour
     * @param stateTimes     state times per node per hour
     */
    NodeTables(ReportDay day, List<NodeAggregate> dayAggregates, List<NodeAggregate> hourAggregates,
               List<StateTime> stateTimes, SessionPaths paths) {
        Map<String, Map<Long, StateTally>> tallies = new HashMap<>();
        Map<String, StateTally> wholeDay = new HashMap<>();
        for (StateTime t : stateTimes) {
            tallies.computeIfAbsent(t.node(), k -> new HashMap<>())
                    .computeIfAbsent(t.bucketStartMs(), k -> new StateTally()).add(t);
            wholeDay.computeIfAbsent(t.node(), k -> new StateTally()).add(t);
        }
        Map<String, Map<Long, NodeAggregate>> byHour = new LinkedHashMap<>();
        hourAggregates.forEach(a -> byHour.computeIfAbsent(a.node(), k -> new HashMap<>()).put(a.bucketStartMs(), a));
        for (NodeAggregate a : dayAggregates) {
            Map<Long, StateTally> nodeTallies = tallies.getOrDefault(a.node(), Map.of());
            StateTally whole = wholeDay.getOrDefault(a.node(), new StateTally());
            nodes.add(new NodeFigures(a.node(), a.polls(), a.meanLoad(), whole.p95(a.maxLoad()), a.maxLoad(),
                    whole.loadStates(), whole.health(), day.lengthMs() - whole.polledMs(),
                    paths.sessionsServed(a.node()), paths.movesIn(a.node()), paths.movesOut(a.node())));
            for (long start : day.hourStarts()) {
                NodeAggregate h = byHour.getOrDefault(a.node(), Map.of()).get(start);
                hours.add(hour(day, a.node(), start, h, nodeTallies.getOrDefault(start, new StateTally())));
            }
        }
    }

    private static NodeHour hour(ReportDay day, String node, long start, NodeAggregate a, StateTally t) {
        long end = Math.min(start + ReportDay.HOUR_MS, day.toMs());
        double nan = Double.NaN;
        return new NodeHour(node, start, end, a == null ? 0 : a.polls(), a == null ? 0 : a.measured(),
                a == null ? nan : a.meanCpu(), a == null ? nan : a.meanMem(), a == null ? nan : a.meanNet(),
                a == null ? nan : a.meanLoad(), a == null ? nan : t.p95(a.maxLoad()), a == null ? nan : a.maxLoad(),
                t.ms(NodeState.LIGHT), t.ms(NodeState.FIT), t.ms(NodeState.OVERLOADED), t.ms(NodeHealth.DEGRADED),
                t.ms(NodeHealth.UNREACHABLE), t.ms(NodeHealth.FAILED), end - start - t.polledMs());
    }

    List<NodeFigures> nodes() {
        return nodes;
    }

    List<NodeHour> hours() {
        return hours;
    }
}
