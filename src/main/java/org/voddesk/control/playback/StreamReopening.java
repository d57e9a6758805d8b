package org.voddesk.control.playback;

import java.time.Clock;
import org.voddesk.control.admin.Roles;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Principal;
import org.voddesk.control.api.SessionStream;
import org.voddesk.control.state.Audit;
import org.voddesk.control.state.LoopState;
import org.voddesk.core.Ids;
import org.voddesk.core.Session;
import org.voddesk.store.SessionOrigin;
import org.voddesk.store.Store;

/**
 * Wiring (sessions): a running session's stream opened again by the user who requested it or by a supervisor. The
 * session must be live here; its requester and stream URL are the store's (migration V11). Loop thread.
 */
public final class StreamReopening {
    private final Store store;
    private final Clock clock;
    private final LoopState loop;
    private final Audit audit;
    private final Roles roles;

    public StreamReopening(Store store, Clock clock, LoopState loop, Audit audit, Roles roles) {
        this.store = store;
        this.clock = clock;
        this.loop = loop;
        this.audit = audit;
        this.roles = roles;
    }

    public CommandResult<SessionStream> reopen(Principal by, String sessionId) {
        String refused = roles.userRefusal(by, "stream.reopen", "session " + sessionId);
        if (refused != null) {
            return CommandResult.failed("The stream was not opened (" + refused + ").");
        }
        Session s = Ids.isValid(sessionId) ? loop.session(sessionId) : null;
        if (s == null) {
            return CommandResult.failed("There is no live session " + sessionId + ".");
        }
        SessionOrigin origin = store.sessions().origin(sessionId).orElse(new SessionOrigin(null, null));
        boolean own = by.name().equals(origin.requestedBy());
        if (!own && roles.why(by, true) != null) {
            String why = "session " + sessionId + " was requested by "
                    + (origin.requestedBy() == null ? "nobody here (found on " + s.nodeName() + ")"
                    : origin.requestedBy()) + "; only they or a supervisor may open it";
            audit.log(clock.millis(), by, "stream.reopen.refused", "session " + sessionId, why);
            return CommandResult.failed("The stream was not opened: " + why + ".");
        }
        if (origin.streamUrl() == null) {
            return CommandResult.failed("The stream URL of session " + sessionId + " is not known ("
                    + (origin.requestedBy() == null ? "it was found on " + s.nodeName() + " by a poll, not started here"
                    : "its start was recovered from " + s.nodeName() + " after a restart, and a node's status does not"
                    + " report stream URLs; stop it and play it again for a new stream") + ").");
        }
        audit.log(clock.millis(), by, "stream.reopen", "session " + sessionId, "on " + s.nodeName());
        return CommandResult.ok("Stream of session " + sessionId + " on " + s.nodeName() + ".",
                new SessionStream(sessionId, s.cameraId(), s.nodeName(), s.quality(), origin.streamUrl(),
                        origin.requestedBy()));
    }
}
