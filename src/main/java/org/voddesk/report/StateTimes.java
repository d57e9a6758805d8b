package org.voddesk.report;

import java.util.Map;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.NodeState;

/**
 * A node's time in each state over a period (a day or an hour), ms.
 *
 * @param loadStateMs time measured light, fit and overloaded
 * @param healthMs    time in each health (ok, degraded, unreachable, failed)
 * @param notPolledMs time of the period no sample stands for (the console was not polling the node)
 */
public record StateTimes(Map<NodeState, Long> loadStateMs, Map<NodeHealth, Long> healthMs, long notPolledMs) {
    public StateTimes {
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
