package org.voddesk.store;

/**
 * Who holds the control lease of a database (table {@code control_lease}, migration V16).
 *
 * @param token       the holder's own random identity (two loops in one process have different tokens)
 * @param host        the holder's host name
 * @param pid         the holder's process id on that host
 * @param what        what the holder runs ("console", "voddesk run", "voddesk play")
 * @param sinceMs     when it took the lease, epoch ms
 * @param heartbeatMs when it last renewed the lease, epoch ms
 */
public record LeaseHolder(String token, String host, long pid, String what, long sinceMs, long heartbeatMs) {
    public LeaseHolder {
        if (token == null || token.isBlank() || host == null || what == null) {
            throw new IllegalArgumentException("a lease holder needs a token, a host and what it runs");
        }
    }

    /** A claim of the lease taken at {@code nowMs}, which is also its first heartbeat. */
    public static LeaseHolder claim(String token, String host, long pid, String what, long nowMs) {
        return new LeaseHolder(token, host, pid, what, nowMs, nowMs);
    }

    /** A renewal of this holder at {@code nowMs}. */
    public LeaseHolder beatAt(long nowMs) {
        return new LeaseHolder(token, host, pid, what, sinceMs, nowMs);
    }
}
