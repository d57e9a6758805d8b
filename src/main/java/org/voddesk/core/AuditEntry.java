package org.voddesk.core;

/**
 * One line of the audit log: who did what to what, when.
 *
 * @param timeMs  when, epoch ms
 * @param user    who ({@code system} for the control loop's own actions)
 * @param action  what, as a short stable word chosen by the control layer ({@code move.approve})
 * @param subject what it was done to ({@code move 12}, {@code node vod-3}), or {@code null}
 * @param detail  free text (the note a supervisor wrote, the old and new value), or {@code null}
 */
public record AuditEntry(long timeMs, String user, String action, String subject, String detail) {
    public AuditEntry {
        if (user == null || user.isBlank() || action == null || action.isBlank()) {
            throw new IllegalArgumentException("an audit entry needs a user and an action");
        }
    }
}
