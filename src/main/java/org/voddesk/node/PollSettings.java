package org.voddesk.node;

import java.time.Duration;

/**
 * How the poller works.
 *
 * @param failAfter       unreachable polls in a row after which a node is FAILED
 * @param recordingsEvery read recordings on every n-th round (they change slowly); 1 = every round
 * @param commandTimeout  limit of one node's poll command (connect has its own timeout)
 * @param roundTimeout    limit of a whole round; a node whose poll has not finished by then (queued behind hung
 *                        nodes in a saturated pool) counts as unreachable for that round
 */
public record PollSettings(int failAfter, int recordingsEvery, Duration commandTimeout, Duration roundTimeout) {
    /**
     * A poll is one exec of ~15 ms on a healthy node (docs/benchmarks.md); 2 s is a node that does not answer, so
     * that a hung node is failed within the 10 s goal: next poll within the 5 s interval, two missed 2 s
     * polls.
     */
    public static final PollSettings DEFAULT = new PollSettings(HealthTracker.DEFAULT_FAIL_AFTER, 30,
            Duration.ofSeconds(2), Duration.ofSeconds(20));

    public PollSettings {
        if (failAfter < 1 || recordingsEvery < 1) {
            throw new IllegalArgumentException("failAfter and recordingsEvery must be >= 1");
        }
        if (commandTimeout == null || roundTimeout == null || commandTimeout.isNegative() || commandTimeout.isZero()
                || roundTimeout.compareTo(commandTimeout) < 0) {
            throw new IllegalArgumentException("need 0 < commandTimeout <= roundTimeout");
        }
    }

    public PollSettings withTimeouts(Duration command, Duration round) {
        return new PollSettings(failAfter, recordingsEvery, command, round);
    }
}
