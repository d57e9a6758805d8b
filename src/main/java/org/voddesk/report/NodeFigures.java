package org.voddesk.report;

import java.util.Map;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.NodeState;

/**
 * One node's figures for the day.
 *
 * @param node           the node's name
 * @param polls          samples recorded
 * @param meanLoad       mean load over the measured samples, percent (NaN when never measured)
 * @param p95Load        95th percentile of the load over measured time, to the whole percent above (NaN when never
 *                       measured)
 * @param maxLoad        highest load measured, percent (NaN when never measured)
 * @param loadStateMs    time measured light, fit and overloaded
 * @param healthMs       time in each health (ok, degraded, unreachable, failed)
 * @param notPolledMs    time of the day no sample stands for (the console was not polling the node)
 * @param sessionsServed sessions that ran on the node at some time of the day
 * @param migrationsIn   sessions moved onto the node during the day
 * @param migrationsOut  sessions moved off the node during the day
 */
public record NodeFigures(String node, int polls, double meanLoad, double p95Load, double maxLoad,
                          Map<NodeState, Long> loadStateMs, Map<NodeHealth, Long> healthMs, long notPolledMs,
                          int sessionsServed, int migrationsIn, int migrationsOut) {
    public NodeFigures {
        loadStateMs = Map.copyOf(loadStateMs);
        healthMs = Map.copyOf(healthMs);
    }

    /** Time in a load state, ms. */
    public long ms(NodeState state) {
        return loadStateMs.getOrDefault(state, 0L);
    }

    /** Time in a health, ms. */
    public long ms(NodeHealth health) {
        return healthMs.getOrDefault(health, 0L);
    }
}
