package org.voddesk.node;

import org.voddesk.core.NodeHealth;

/**
 * The link-health state machine of one node (DESIGN.md): a poll that got a parseable reply makes it
 * {@link NodeHealth#OK}; a reply that could not be parsed {@link NodeHealth#DEGRADED}; no reply
 * {@link NodeHealth#UNREACHABLE}, and {@link NodeHealth#FAILED} once that has happened {@code failAfter} polls
 * in a row. Any reply - even a degraded one - ends the streak, since the node is evidently up.
 */
public final class HealthTracker {
    /**
     * Unreachable polls in a row after which a node counts as failed, when not configured. Two: one late reply is
     * not a failure, and the control loop polls a node again at once after it missed one (LoopRounds), so a
     * crashed node is failed about a second after its connection dropped and a hung one two poll timeouts after
     * its first missed poll.
     */
    public static final int DEFAULT_FAIL_AFTER = 2;

    private final int failAfter;
    private int unreachableStreak;
    private NodeHealth health = NodeHealth.OK;

    public HealthTracker(int failAfter) {
        if (failAfter < 1) {
            throw new IllegalArgumentException("failAfter must be >= 1, got " + failAfter);
        }
        this.failAfter = failAfter;
    }

    /** A poll got a reply that parsed. */
    public NodeHealth replied() {
        unreachableStreak = 0;
        return health = NodeHealth.OK;
    }

    /** A poll got a reply that did not parse. */
    public NodeHealth garbled() {
        unreachableStreak = 0;
        return health = NodeHealth.DEGRADED;
    }

    /** A poll got no reply (connect failed, timed out, connection lost). */
    public NodeHealth silent() {
        unreachableStreak++;
        return health = unreachableStreak >= failAfter ? NodeHealth.FAILED : NodeHealth.UNREACHABLE;
    }

    public NodeHealth health() {
        return health;
    }

    /** Unreachable polls in a row so far. */
    public int unreachableStreak() {
        return unreachableStreak;
    }
}
