package org.voddesk.store;

/**
 * One stored alarm (migration V10). Kind and severity are the control layer's words; the store only keeps them.
 *
 * @param id               stable number of the alarm
 * @param kind             what condition ({@code node.unreachable}, {@code playback.refused}, ...)
 * @param source           what it is about (a node name, a camera id)
 * @param severity         {@code warning}, {@code major} or {@code critical}
 * @param message          the last description of the condition
 * @param firstSeenMs      when the condition was first seen (epoch ms)
 * @param lastSeenMs       when it was last seen
 * @param count            how many times it began (or occurred) while this alarm was open
 * @param acknowledgedBy   who acknowledged it, or {@code null}
 * @param acknowledgedAtMs when, or {@code null}
 * @param note             the acknowledging user's note, or {@code null}
 * @param clearedAtMs      when its condition ended, or {@code null} while open
 */
public record AlarmRow(long id, String kind, String source, String severity, String message, long firstSeenMs,
                       long lastSeenMs, int count, String acknowledgedBy, Long acknowledgedAtMs, String note,
                       Long clearedAtMs) {
    public boolean open() {
        return clearedAtMs == null;
    }
}
