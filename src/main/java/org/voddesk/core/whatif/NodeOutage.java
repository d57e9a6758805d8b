package org.voddesk.core.whatif;

/**
 * A span of the day in which a node was failed (the console had declared it failed): the replay fails it at the
 * same instant, re-homes or ends its sessions as the console does, and takes it back at the recorded recovery.
 *
 * @param nodeName the node
 * @param fromMs   the first instant it was recorded failed, epoch ms
 * @param untilMs  the first instant it was recorded healthy again, or the day's end when it did not recover that day
 */
public record NodeOutage(String nodeName, long fromMs, long untilMs) {
    public NodeOutage {
        if (nodeName == null || nodeName.isBlank()) {
            throw new IllegalArgumentException("an outage needs its node");
        }
        if (untilMs <= fromMs) {
            throw new IllegalArgumentException("the outage of " + nodeName + " must end after it starts");
        }
    }

    /** Whether the node is failed at {@code epochMs}. */
    public boolean covers(long epochMs) {
        return epochMs >= fromMs && epochMs < untilMs;
    }
}
