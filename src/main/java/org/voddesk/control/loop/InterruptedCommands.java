package org.voddesk.control.loop;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.control.api.Principal;
import org.voddesk.control.state.Audit;
import org.voddesk.core.ClusterView;
import org.voddesk.core.Session;
import org.voddesk.core.WallTimes;
import org.voddesk.store.CommandIntent;
import org.voddesk.store.Store;

/**
 * Starts and stops a previous console process noted ({@code command_intent}) and never recorded an answer for: it
 * stopped (crashed, or was killed) between the note and the record. Resolved like {@link InterruptedMoves}: at the
 * first round in which the intent's node answers, from what the nodes play, each with an audit line by
 * {@code system} as a move's outcome has:
 * <ul>
 * <li>a start whose session a node plays is adopted by that round's reconciliation as its user's
 * ({@link HistoryRecovery#discovered}, which clears the intent); one already recorded leaves a note to clear;</li>
 * <li>a start whose node answers without it, and that no node lists, never started: {@code playback.start.fail},
 * the note cleared;</li>
 * <li>a stop whose session its recorded node still plays never reached it: {@code playback.stop.fail}, the session
 * stays live, the note cleared (a later end of it is then {@code lost}, not taken for this stop); a stop whose session
 * is gone was recorded by the round ({@link HistoryRecovery#missing}) or before;</li>
 * <li>an intent whose node has left the cluster is closed alike, naming that.</li>
 * </ul>
 * An intent waits while its node does not answer. Only intents noted before this loop was made are taken (this
 * process's own are its commands'), read once at the first round. Runs inside the round's transaction (loop thread).
 */
final class InterruptedCommands {
    private static final Logger LOG = LoggerFactory.getLogger(InterruptedCommands.class);
    static final String START_FAILED = "playback.start.fail";
    static final String STOP_FAILED = "playback.stop.fail";
    private final Store store;
    private final Audit audit;
    private final long loopStartedMs;
    /** The intents left by a previous process not resolved yet, read at the first round; {@code null} before it. */
    private List<CommandIntent> waiting;

    InterruptedCommands(Store store, Audit audit, long loopStartedMs) {
        this.store = store;
        this.audit = audit;
        this.loopStartedMs = loopStartedMs;
    }

    /**
     * Resolves the intents whose node {@code polled} shows answering ({@code trusted}) or gone; returns their
     * sessions, which {@link #recorded} stops waiting for once the round's transaction has committed.
     *
     * @param live    the session recorded live in the loop's state, or {@code null}
     * @param handled the sessions this round's reconciliation already recorded (adopted, ended)
     */
    List<String> resolve(ClusterView polled, Predicate<String> trusted, Function<String, Session> live,
                         Set<String> handled, long now) {
        if (waiting == null) {
            waiting = new ArrayList<>(store.intents().notedBefore(loopStartedMs));
        }
        List<String> resolved = new ArrayList<>();
        for (CommandIntent i : waiting) {
            String why = outcome(i, polled, trusted, live, id -> store.sessions().find(id).isPresent(), handled);
            if (why == null) {
                continue;
            }
            resolved.add(i.sessionId());
            store.intents().clear(i.sessionId());
            if (why.isEmpty()) {
                continue; // its outcome is recorded already: nothing to tell
            }
            boolean start = CommandIntent.START.equals(i.kind());
            audit.log(now, Principal.SYSTEM, start ? START_FAILED : STOP_FAILED, "session " + i.sessionId(),
                    why);
            LOG.info("a command noted before a restart: {}", why);
        }
        return resolved;
    }

    /** The round that resolved {@code sessions} is recorded: their intents are no longer waited for. */
    void recorded(List<String> sessions) {
        if (waiting != null && !sessions.isEmpty()) {
            waiting.removeIf(i -> sessions.contains(i.sessionId()));
        }
    }

    /**
     * Step: what became of intent {@code i}: the audit detail of a command that did not happen, {@code ""} for one
     * whose outcome is recorded already, or {@code null} while the nodes that tell do not answer.
     *
     * @param live     the session recorded live in the loop's state, or {@code null}
     * @param recorded whether a session was ever recorded (live or ended)
     * @param handled  the sessions this round's reconciliation recorded (adopted, ended)
     */
    static String outcome(CommandIntent i, ClusterView polled, Predicate<String> trusted,
                          Function<String, Session> live, Predicate<String> recorded, Set<String> handled) {
        String id = i.sessionId();
        if (handled.contains(id)) {
            return "";
        }
        return CommandIntent.START.equals(i.kind()) ? startOutcome(i, polled, trusted, live, recorded)
                : stopOutcome(i, polled, trusted, live);
    }

    private static String startOutcome(CommandIntent i, ClusterView polled, Predicate<String> trusted,
                                       Function<String, Session> live, Predicate<String> recorded) {
        String id = i.sessionId();
        String node = i.nodeName();
        if (live.apply(id) != null) {
            return "";
        }
        boolean listed = polled.nodes().stream().anyMatch(n -> plays(polled, n.name(), id));
        if (listed) {
            // on a node that answers it is adopted by the reconciliation (or ended here before: recorded); else wait
            return polled.nodes().stream().anyMatch(n -> trusted.test(n.name()) && plays(polled, n.name(), id))
                    ? "" : null;
        }
        boolean gone = polled.node(node).isEmpty();
        if (!gone && !trusted.test(node)) {
            return null;
        }
        if (recorded.test(id)) {
            return "";
        }
        return "start of session " + id + " requested " + sent(i) + " did not happen: the console stopped before "
                + "recording it, and " + (gone ? node + " is no longer in the cluster" : node + " does not play it");
    }

    private static String stopOutcome(CommandIntent i, ClusterView polled, Predicate<String> trusted,
                                      Function<String, Session> live) {
        String id = i.sessionId();
        Session s = live.apply(id);
        if (s == null || polled.node(s.nodeName()).isEmpty()) {
            return ""; // ended before, or its node left the cluster (its retirement ended or moved it)
        }
        if (!trusted.test(s.nodeName()) || !plays(polled, s.nodeName(), id)) {
            return null; // not read yet, or gone: the reconciliation ends it as stopped, with this intent
        }
        return "stop of session " + id + " requested " + sent(i) + " did not happen: the console stopped before "
                + "recording it, and " + s.nodeName() + " still plays it";
    }

    private static String sent(CommandIntent i) {
        return "by " + i.userName() + " on " + i.nodeName() + " at " + WallTimes.stamp(i.createdMs());
    }

    private static boolean plays(ClusterView polled, String node, String id) {
        return polled.node(node).map(n -> n.sessions().stream().map(Session::id).anyMatch(id::equals))
                .orElse(false);
    }
}
