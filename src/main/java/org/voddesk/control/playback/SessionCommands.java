package org.voddesk.control.playback;

import java.time.Clock;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import org.voddesk.control.admin.Roles;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.Principal;
import org.voddesk.control.auth.PrincipalGate;
import org.voddesk.control.state.Audit;
import org.voddesk.control.state.CommandRunner;
import org.voddesk.control.state.Events;
import org.voddesk.control.state.LoopState;
import org.voddesk.control.state.Publisher;
import org.voddesk.control.state.Step;
import org.voddesk.core.Ids;
import org.voddesk.core.Rates;
import org.voddesk.core.Session;
import org.voddesk.core.SessionEndReason;
import org.voddesk.node.CommandExecutor;
import org.voddesk.node.CommandOutcome;
import org.voddesk.store.CommandIntent;
import org.voddesk.store.SessionOrigin;
import org.voddesk.store.Store;
import org.voddesk.store.StoreException;

/**
 * An operator's commands on a running session: stop it, change its speed (VCR); either only by its owner, a
 * supervisor or the command line (a refusal is audited {@code playback.stop.refused} or
 * {@code playback.rate.refused}). Recorded before reported done. The node is called off the loop thread
 * ({@link CommandRunner#remote}); a session with a command in flight refuses a second one, except on a node being
 * retired: there a stop or a speed change waits for that command (the retirement's move) and then applies to the
 * session where it plays.
 */
public final class SessionCommands {
    private final Store store;
    private final CommandExecutor nodes;
    private final Clock clock;
    private final LoopState loop;
    private final Audit audit;
    private final Events events;
    private final Publisher publisher;
    private final PrincipalGate gate;
    private final Roles roles;
    private final CommandRunner runner;

    public SessionCommands(Store store, CommandExecutor nodes, Clock clock, LoopState loop, Audit audit,
            Events events, Publisher publisher, PrincipalGate gate, Roles roles, CommandRunner runner) {
        this.store = store;
        this.nodes = nodes;
        this.clock = clock;
        this.loop = loop;
        this.audit = audit;
        this.events = events;
        this.publisher = publisher;
        this.gate = gate;
        this.roles = roles;
        this.runner = runner;
    }

    /** Checks and the intent on the loop, the {@code stop} on the command pool, the record on the loop. */
    public CompletableFuture<CommandResult<Session>> stop(Principal user, String sessionId) {
        return runner.remote("stopping a session", () -> prepareStop(user, sessionId),
                s -> nodes.stopAsync(s.nodeName(), sessionId), s -> loop.commandAnswered(sessionId),
                (s, out) -> Step.done(stopped(user, s, out)));
    }

    private Step<Session, Session> prepareStop(Principal user, String sessionId) {
        String refused = roles.userRefusal(user, "playback.stop", "session " + sessionId); // principals
        if (refused != null) {
            return Step.done(CommandResult.failed("Session " + sessionId + " was not stopped: " + refused + "."));
        }
        Session s = live(sessionId);
        if (s == null) {
            return Step.done(CommandResult.failed(notLive(sessionId)));
        }
        String notOwner = ownerRefusal(user, s, "stop it");
        if (notOwner != null) {
            audit.log(clock.millis(), user, "playback.stop.refused", "session " + sessionId, notOwner);
            return Step.done(CommandResult.failed("Session " + sessionId + " was not stopped: " + notOwner + "."));
        }
        if (loop.busy(sessionId)) {
            return busyOrAfterMove(s, "stopped", () -> prepareStop(user, sessionId));
        }
        String unnoted = Intents.note(store, new CommandIntent(sessionId, CommandIntent.STOP, s.nodeName(),
                user.name(), clock.millis()));
        if (unnoted != null) {
            return Step.done(CommandResult.failed("Session " + sessionId + " was not stopped: " + unnoted + "."));
        }
        loop.commandSent(sessionId);
        return Step.call(s);
    }

    private CommandResult<Session> stopped(Principal user, Session s, CommandOutcome out) {
        String sessionId = s.id();
        if (!out.ok()) {
            Intents.clear(store, sessionId);
            return CommandResult.failed("Session " + sessionId + " was not stopped: " + out.describe()
                    + ". It may still be playing; try again.");
        }
        long now = clock.millis();
        try {
            store.atomically("record the stop of session " + sessionId, () -> {
                store.sessions().ended(sessionId, now, SessionEndReason.STOPPED);
                store.intents().clear(sessionId);
                audit.log(now, user, "playback.stop", "session " + sessionId, "on " + s.nodeName());
            });
        } catch (StoreException e) {
            return CommandResult.failed("Session " + sessionId + " stopped on " + s.nodeName()
                    + ", but the stop could not be recorded: " + e.getMessage());
        }
        loop.remove(sessionId);
        publisher.publish();
        events.raise(new ControlEvent.SessionStopped(now, sessionId, s.nodeName(), user.name()));
        return CommandResult.ok("Stopped session " + sessionId + " on " + s.nodeName() + ".", s);
    }

    /** Checks on the loop, the {@code rate} on the command pool, the record on the loop. */
    public CompletableFuture<CommandResult<Session>> changeRate(Principal user, String sessionId, double requested) {
        return runner.remote("changing a speed", () -> prepareRate(user, sessionId, requested),
                s -> nodes.rateAsync(s.nodeName(), sessionId, Rates.carried(requested)),
                s -> loop.commandAnswered(sessionId),
                (s, out) -> Step.done(rateChanged(user, s, Rates.carried(requested), out)));
    }

    private Step<Session, Session> prepareRate(Principal user, String sessionId, double requested) {
        String refused = roles.userRefusal(user, "playback.rate", "session " + sessionId); // principals
        if (refused != null) {
            return Step.done(CommandResult.failed("The speed of session " + sessionId + " was not changed: "
                    + refused + "."));
        }
        String badRate = Rates.problem(requested);
        if (badRate != null) {
            return Step.done(CommandResult.failed("Not changed: " + badRate + "."));
        }
        Session s = live(sessionId);
        if (s == null) {
            return Step.done(CommandResult.failed(notLive(sessionId)));
        }
        String notOwner = ownerRefusal(user, s, "change its speed");
        if (notOwner != null) {
            audit.log(clock.millis(), user, "playback.rate.refused", "session " + sessionId, notOwner);
            return Step.done(CommandResult.failed("The speed of session " + sessionId + " was not changed: "
                    + notOwner + "."));
        }
        if (loop.busy(sessionId)) {
            return busyOrAfterMove(s, "changed", () -> prepareRate(user, sessionId, requested));
        }
        loop.commandSent(sessionId);
        return Step.call(s);
    }

    /** @param rate what the node is told is what is recorded ({@link Rates#carried}) */
    private CommandResult<Session> rateChanged(Principal user, Session s, double rate, CommandOutcome out) {
        String sessionId = s.id();
        if (!out.ok()) {
            return CommandResult.failed("The speed of session " + sessionId + " was not changed: " + out.describe());
        }
        Session now = loop.session(sessionId);
        Session changed = (now == null ? s : now).withRate(rate);
        long at = clock.millis();
        try {
            store.atomically("record the rate of session " + sessionId, () -> {
                store.sessions().update(changed);
                audit.log(at, user, "playback.rate", "session " + sessionId, s.rate() + " -> " + rate);
            });
        } catch (StoreException e) {
            return CommandResult.failed("The speed changed on " + s.nodeName() + ", but could not be recorded: "
                    + e.getMessage());
        }
        loop.put(changed);
        publisher.publish();
        events.raise(new ControlEvent.SessionRateChanged(at, sessionId, rate, user.name()));
        return CommandResult.ok("Session " + sessionId + " now plays at " + rate + "x.", changed);
    }

    /**
     * {@code s} has a command in flight: refused as busy, unless its node is being retired, whose move the command
     * then waits for, and is prepared {@code again} on the session where that move leaves it.
     */
    private Step<Session, Session> busyOrAfterMove(Session s, String verb, Supplier<Step<Session, Session>> again) {
        CommandResult<Session> busy = CommandResult.failed(busy(s.id(), s, verb));
        return loop.retiring(s.nodeName()) ? Step.after(loop.whenAnswered(s.id()), again, busy) : Step.done(busy);
    }

    private static String busy(String id, Session s, String verb) {
        return "Session " + id + " was not " + verb + ": a command to it on " + s.nodeName()
                + " is still waiting for the node's answer; try again when it is answered.";
    }

    /**
     * Why {@code user} may not stop {@code s} or change its speed ({@code what}), or {@code null}: the user whose
     * request started it and every supervisor may (DESIGN.md, Sessions). The command line may too: it runs for whoever
     * holds the cluster's SSH key, who could do it on the node directly, and it has no login whose sessions could be
     * told apart.
     */
    private String ownerRefusal(Principal user, Session s, String what) {
        if (gate.issueOf(user).orElse(null) == PrincipalGate.Issue.COMMAND_LINE
                || roles.why(user, true) == null) {
            return null;
        }
        String owner = store.sessions().origin(s.id()).map(SessionOrigin::requestedBy).orElse(null);
        if (user.name().equals(owner)) {
            return null;
        }
        return (owner == null ? "it was not started from this console (found on " + s.nodeName() + ")"
                : "it was started by " + owner) + "; only that user or a supervisor may " + what;
    }

    private Session live(String id) {
        return Ids.isValid(id) ? loop.session(id) : null;
    }

    private String notLive(String id) {
        return "there is no live session " + id + (loop.round() == 0 ? " (the cluster has not been polled yet)"
                : loop.unreadNote());
    }
}
