package org.voddesk.core;

/**
 * One line of the audit log: who did what to what, when, and at which desk.
 *
 * @param timeMs  when, epoch ms
 * @param user    who ({@code system} for the control loop's own actions)
 * @param desk    where the user's login came from ({@code this desk} in process, a desk's IP address over the wire),
 *                or {@code null} when there is none or it is not known (the loop's own actions, a caller the control
 *                did not log in, a line written before desks were recorded)
 * @param action  what, as a short stable word chosen by the control layer ({@code move.approve})
 * @param subject what it was done to ({@code move 12}, {@code node vod-3}), or {@code null}
 * @param detail  free text (the note a supervisor wrote, the old and new value), or {@code null}
 */
public record AuditEntry(long timeMs, String user, String desk, String action, String subject, String detail) {
    public AuditEntry {
        if (user == null || user.isBlank() || action == null || action.isBlank()) {
            throw new IllegalArgumentException("an audit entry needs a user and an action");
        }
        if (desk != null && desk.isBlank()) {
            throw new IllegalArgumentException("an audit entry's desk is a name or none, not blank");
        }
    }
}
