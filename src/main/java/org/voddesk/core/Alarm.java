package org.voddesk.core;

/**
 * One alarm as the store keeps it and the Alarms screen and {@code voddesk alarms} show it.
 *
 * @param id              stable number
 * @param kind            the condition's word ({@code node.unreachable}, {@code playback.refused}, ...; a word of a
 *                        later version is kept as is)
 * @param severity        how urgent
 * @param source          what it is about: a node name, or {@code cluster}
 * @param message         the last description of the condition
 * @param seen            when it was first and last seen, and how many times the condition began or occurred while
 *                        this alarm was open
 * @param acknowledgement who acknowledged it, when and with what note, or {@code null}
 * @param clearedAtMs     when it cleared itself, or {@code null} while open
 */
public record Alarm(long id, String kind, Severity severity, String source, String message, Sightings seen,
                    Acknowledgement acknowledgement, Long clearedAtMs) {
    /**
     * When a condition was seen while its alarm was open.
     *
     * @param firstSeenMs when it was first seen (epoch ms)
     * @param lastSeenMs  when it was last seen
     * @param count       how many times it began or occurred
     */
    public record Sightings(long firstSeenMs, long lastSeenMs, int count) {
    }

    /**
     * A user's acknowledgement of an alarm.
     *
     * @param by   the user
     * @param atMs when (epoch ms)
     * @param note the user's note, or {@code null}
     */
    public record Acknowledgement(String by, long atMs, String note) {
    }

    public boolean open() {
        return clearedAtMs == null;
    }

    public boolean acknowledged() {
        return acknowledgement != null;
    }

    /** The same alarm seen again at {@code nowMs} with {@code message} (its count does not change). */
    public Alarm seenAgain(String message, long nowMs) {
        Sightings s = new Sightings(seen.firstSeenMs(), Math.max(seen.lastSeenMs(), nowMs), seen.count());
        return new Alarm(id, kind, severity, source, message, s, acknowledgement, clearedAtMs);
    }

    public long firstSeenMs() {
        return seen.firstSeenMs();
    }

    public long lastSeenMs() {
        return seen.lastSeenMs();
    }

    public int count() {
        return seen.count();
    }

    /** The user who acknowledged it, or {@code null}. */
    public String acknowledgedBy() {
        return acknowledgement == null ? null : acknowledgement.by();
    }

    /** When it was acknowledged, or {@code null}. */
    public Long acknowledgedAtMs() {
        return acknowledgement == null ? null : acknowledgement.atMs();
    }

    /** The acknowledging user's note, or {@code null}. */
    public String note() {
        return acknowledgement == null ? null : acknowledgement.note();
    }
}
