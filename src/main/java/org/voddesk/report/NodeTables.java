package org.voddesk.report;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.voddesk.core.ResourceMeans;
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
            nodes.add(new NodeFigures(a.node(), a.polls(), load(a, whole), whole.times(day.lengthMs()),
                    new SessionCounts(paths.sessionsServed(a.node()), paths.movesIn(a.node()),
                            paths.movesOut(a.node()))));
            for (long start : day.hourStarts()) {
                NodeAggregate h = byHour.getOrDefault(a.node(), Map.of()).get(start);
                hours.add(hour(day, a.node(), start, h, nodeTallies.getOrDefault(start, new StateTally())));
            }
        }
    }

    private static NodeHour hour(ReportDay day, String node, long start, NodeAggregate a, StateTally t) {
        long end = Math.min(start + ReportDay.HOUR_MS, day.toMs());
        if (a == null) {
            return new NodeHour(node, start, end, 0, 0, ResourceMeans.NONE, LoadLevels.NONE, t.times(end - start));
        }
        return new NodeHour(node, start, end, a.polls(), a.measured(), a.means(), load(a, t), t.times(end - start));
    }

    private static LoadLevels load(NodeAggregate a, StateTally t) {
        return new LoadLevels(a.meanLoad(), t.p95(a.maxLoad()), a.maxLoad());
    }

    List<NodeFigures> nodes() {
        return nodes;
    }

    List<NodeHour> hours() {
        return hours;
    }
}
