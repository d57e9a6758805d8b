package org.voddesk.ui.sessions;

import org.voddesk.control.api.Control;

/**
 * Who requested each live session, as the control snapshot records it ({@code ClusterSnapshot.owner}: stored with
 * the session when it was placed, so it holds for sessions placed before this console opened or by another
 * console). A session a poll found running on a node has no owner, and only a supervisor may stop it here.
 */
public final class SessionOwners {
    /** Why Stop is refused to someone else's session. */
    public static final String STOP_RIGHTS = "Only the user who started this session or a supervisor may stop it.";
    /** Why Set speed is refused on someone else's session. */
    public static final String RATE_RIGHTS = "Only the user who started this session or a supervisor may change its"
            + " speed.";
    /** The tooltip of the disabled Stop and Set speed buttons. */
    public static final String RIGHTS = "Only the user who started this session or a supervisor may stop it or"
            + " change its speed.";

    private final Control control;

    public SessionOwners(Control control) {
        this.control = control;
    }

    /** The user who requested {@code sessionId}, or {@code null} when it was found on a node (or has ended). */
    public String owner(String sessionId) {
        return control.snapshot().owner(sessionId).orElse(null);
    }
}
