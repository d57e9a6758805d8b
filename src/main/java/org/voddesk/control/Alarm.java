package org.voddesk.control;

/**
 * One alarm as the Alarms screen and {@code voddesk alarms} show it.
 *
 * @param id               stable number
 * @param kind             the condition's word ({@link org.voddesk.control.alarm.AlarmKind#word()}; a word of a later version is kept as is)
 * @param severity         how urgent
 * @param source           what it is about: a node name, or {@code cluster}
 * @param message          the last description of the condition
 * @param firstSeenMs      when it was first seen (epoch ms)
 * @param lastSeenMs       when it was last seen
 * @param count            how many times the condition began or occurred while this alarm was open
 * @param acknowledgedBy   the user who acknowledged it, or {@code null}
 * @param acknowledgedAtMs when, or {@code null}
 * @param note             that user's note, or {@code null}
 * @param clearedAtMs      when it cleared itself, or {@code null} while open
 */
public record Alarm(long id, String kind, Severity severity, String source, String message, long firstSeenMs,
                    long lastSeenMs, int count, String acknowledgedBy, Long acknowledgedAtMs, String note,
                    Long clearedAtMs) {
    public boolean open() {
        return clearedAtMs == null;
    }

    public boolean acknowledged() {
        return acknowledgedBy != null;
    }
}
