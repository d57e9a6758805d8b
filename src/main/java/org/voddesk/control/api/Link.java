package org.voddesk.control.api;

/**
 * Where a console's control room is, for its status bar and its banner: this desk (the control runs in the
 * console's own process), or a control server, named by its address and the fingerprint of its key, and whether the
 * server can be reached now.
 *
 * @param where       {@link Control#THIS_DESK}, or the server's {@code HOST:PORT}
 * @param fingerprint the server key's {@code SHA256:...} fingerprint; empty for this desk
 * @param state       whether the control room can be reached now
 * @param detail      why not, in one line a user reads, while it is not {@link State#CONNECTED}; else empty
 * @param retryAtMs   while {@link State#RECONNECTING}, when the console tries the server next (epoch ms); 0 when it
 *                    is trying now or not reconnecting
 */
public record Link(String where, String fingerprint, State state, String detail, long retryAtMs) {
    /** The control runs in this process: always connected. */
    public static final Link THIS_DESK = new Link(Control.THIS_DESK, "", State.CONNECTED, "");

    /** Whether a console reaches its control room. */
    public enum State {
        /** Calls and events get through. */
        CONNECTED,
        /** The connection is lost; the console tries again, waiting longer each time (its screens show the last state). */
        RECONNECTING,
        /** The connection is back but the login is not: the user must log in again. */
        LOGIN_NEEDED
    }

    public Link {
        if (where == null || fingerprint == null || state == null || detail == null) {
            throw new IllegalArgumentException("a link names where, its fingerprint, its state and detail (empty for"
                    + " none)");
        }
        if (retryAtMs < 0) {
            throw new IllegalArgumentException("a retry time is not negative, got " + retryAtMs);
        }
    }

    /** A link with no retry planned. */
    public Link(String where, String fingerprint, State state, String detail) {
        this(where, fingerprint, state, detail, 0);
    }

    /** Whether the control room is remote (a server). */
    public boolean remote() {
        return !Control.THIS_DESK.equals(where);
    }

    /** The same server in {@code next} state, with {@code why}, no retry planned. */
    public Link with(State next, String why) {
        return new Link(where, fingerprint, next, why, 0);
    }

    /** The same server, reconnecting, with {@code why}; the next try at {@code atMs}. */
    public Link reconnecting(String why, long atMs) {
        return new Link(where, fingerprint, State.RECONNECTING, why, atMs);
    }
}
