package org.voddesk.control.loop;

import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.voddesk.control.api.ControlEvent.SessionStarted.Origin;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.Principal;
import org.voddesk.control.state.Audit;
import org.voddesk.control.state.LoopState;
import org.voddesk.core.PlaybackRequest;
import org.voddesk.core.Rates;
import org.voddesk.core.Session;
import org.voddesk.core.SessionEndReason;
import org.voddesk.core.WallTimes;
import org.voddesk.store.CommandIntent;
import org.voddesk.store.DecisionEntry;
import org.voddesk.store.Store;

/**
 * What a round records for a session it did not expect, so that the history is never missing a line: a session
 * found playing gets a placement decision and an audit line that say whether a user of this console started it
 * (its start intent survived a crash before the start was recorded) or it was found on the node;
 * a recorded session that is gone ends {@code stopped} when its stop intent shows the stop reached the node before a
 * crash, else {@code lost}, with an audit line either way; a session a node plays at another rate than recorded (a
 * rate change whose record a crash lost, or one made on the node) gets an audit line for the change. Runs inside
 * the round's transaction (loop thread).
 */
final class HistoryRecovery {
    static final String ADOPTED = "adopted";
    /** The user of the event of a session found on a node and not started by this console. */
    static final String DISCOVERED = "discovered";
    private final Store store;
    private final Audit audit;
    private final LoopState loop;

    HistoryRecovery(Store store, Audit audit, LoopState loop) {
        this.store = store;
        this.audit = audit;
        this.loop = loop;
    }

    /**
     * What the records of one round found a restart had left: the start intents of the sessions recovered
     * ({@link #discovered}) and the sessions whose stop had reached their node ({@link #missing}), by session id.
     */
    record Restart(Map<String, CommandIntent> recovered, Set<String> stopped) {
        /** The event of a session a poll found: recovered with its owner when its start intent was, else discovered. */
        ControlEvent.SessionStarted started(Session s, long now) {
            CommandIntent start = recovered.get(s.id());
            return start == null ? new ControlEvent.SessionStarted(now, s, DISCOVERED, Origin.DISCOVERED)
                    : new ControlEvent.SessionStarted(now, s, start.userName(), Origin.RECOVERED);
        }
    }

    /**
     * Records a session a node plays that the console had not recorded, with its decision and audit line; one a
     * user of this console started (its start intent) is stored as that user's, so its owner may stop it.
     *
     * @return the start intent it was recovered from, empty for a session not started by this console
     */
    Optional<CommandIntent> discovered(Session s, long now) {
        Optional<CommandIntent> started = store.intents().find(s.id())
                .filter(i -> CommandIntent.START.equals(i.kind()));
        String user = started.map(CommandIntent::userName).orElse(Principal.SYSTEM.name());
        String what = started.map(i -> "started by " + i.userName() + " on " + i.nodeName() + " at "
                        + WallTimes.stamp(i.createdMs()) + "; the console stopped before recording it")
                .orElse("found playing on " + s.nodeName() + "; not started by this console");
        store.sessions().started(s, started.map(CommandIntent::userName).orElse(null), null);
        started.ifPresent(i -> loop.owned(s.id(), i.userName()));
        PlaybackRequest request = new PlaybackRequest(s.cameraId(), s.segmentStartMs(), s.beginMs(), s.rate(),
                s.quality(), s.bitrateBps(), null);
        store.decisions().record(new DecisionEntry(now, user, request, s.nodeName(), s.id(), ADOPTED,
                ADOPTED, what));
        // The loop writes it; an intent does not keep the desk of the user who started the session.
        audit.log(now, user, null, "session.adopt", "session " + s.id(), what);
        started.ifPresent(i -> store.intents().clear(s.id()));
        return started;
    }

    /**
     * Audits the rate a node reports for a recorded session when it is not the recorded one (the round records it).
     * A command's own change is recorded before the next poll, so this line appears only for a change the console
     * did not record.
     */
    void rateSeen(Session recorded, Session polled, long now) {
        double was = recorded.rate();
        double is = polled.rate();
        if (Math.abs(was - is) < Rates.MIN / 2) {
            return; // the same rate as the protocol carries it (Rates)
        }
        audit.log(now, Principal.SYSTEM, "session.rate", "session " + recorded.id(), was + " -> " + is
                + " as " + polled.nodeName() + " reports it; not recorded by this console (a change made on the node,"
                + " or one whose record a restart lost)");
    }

    /**
     * Ends a recorded session its node no longer lists.
     *
     * @return {@code STOPPED} when a stop of it had been sent, else {@code LOST}
     */
    SessionEndReason missing(Session s, long now) {
        Optional<CommandIntent> stop = store.intents().find(s.id()).filter(i -> CommandIntent.STOP.equals(i.kind()));
        if (stop.isPresent()) {
            CommandIntent i = stop.get();
            store.sessions().ended(s.id(), now, SessionEndReason.STOPPED);
            audit.log(now, i.userName(), null, "playback.stop", "session " + s.id(), "on " + i.nodeName() + " at "
                    + WallTimes.stamp(i.createdMs()) + "; recorded after a restart (the stop reached the node)");
            store.intents().clear(s.id());
            return SessionEndReason.STOPPED;
        }
        store.sessions().ended(s.id(), now, SessionEndReason.LOST);
        audit.log(now, Principal.SYSTEM, "session.lost", "session " + s.id(), s.nodeName()
                + " no longer lists it");
        return SessionEndReason.LOST;
    }
}
