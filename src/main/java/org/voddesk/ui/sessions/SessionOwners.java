package org.voddesk.ui.sessions;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.voddesk.control.ControlEvent;
import org.voddesk.control.Control;
import org.voddesk.control.Subscription;

/**
 * Who started each session, as far as this console saw it: the user of every {@link ControlEvent.SessionStarted}
 * since the session opened ({@code discovered} for a session a poll found). The control layer's live sessions do
 * not carry their owner yet, so a session started before this console opened has no known owner here, and only
 * a supervisor may stop it from the Sessions screen.
 */
public final class SessionOwners implements AutoCloseable {
    /** Why Stop is refused to someone else's session. */
    public static final String STOP_RIGHTS = "Only the user who started this session or a supervisor may stop it.";

    private final Map<String, String> owners = new ConcurrentHashMap<>();
    private final Subscription subscription;

    public SessionOwners(Control control) {
        this.subscription = control.subscribe(e -> {
            if (e instanceof ControlEvent.SessionStarted s && s.user() != null) {
                owners.put(s.session().id(), s.user());
            } else if (e instanceof ControlEvent.SessionStopped s) {
                owners.remove(s.sessionId());
            } else if (e instanceof ControlEvent.SessionEnded s) {
                owners.remove(s.sessionId());
            }
        });
    }

    /** The user who started {@code sessionId}, or {@code null} when this console did not see it start. */
    public String owner(String sessionId) {
        return owners.get(sessionId);
    }

    @Override
    public void close() {
        subscription.close();
    }
}
