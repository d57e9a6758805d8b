package org.voddesk.report;

import org.voddesk.core.NodeHealth;
import org.voddesk.core.NodeState;

/**
 * One node's figures for the day.
 *
 * @param node     the node's name
 * @param polls    samples recorded
 * @param load     mean, 95th percentile and highest load
 * @param time     time in each load state and health, and time not polled
 * @param sessions sessions served and moved in and out
 */
public record NodeFigures(String node, int polls, LoadLevels load, StateTimes time, SessionCounts sessions) {
    public double meanLoad() {
        return load.mean();
    }

    public double p95Load() {
        return load.p95();
    }

    public double maxLoad() {
        return load.max();
    }

    /** Time in a load state, ms. */
    public long ms(NodeState state) {
        return time.ms(state);
    }

    /** Time in a health, ms. */
    public long ms(NodeHealth health) {
        return time.ms(health);
    }

    public long notPolledMs() {
        return time.notPolledMs();
    }

    public int sessionsServed() {
        return sessions.served();
    }

    public int migrationsIn() {
        return sessions.movedIn();
    }

    public int migrationsOut() {
        return sessions.movedOut();
    }
}
