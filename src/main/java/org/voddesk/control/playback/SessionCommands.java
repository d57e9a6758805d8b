package org.voddesk.control.playback;

import org.voddesk.core.Ids;
import org.voddesk.core.Rates;
import org.voddesk.core.Session;
import org.voddesk.core.SessionEndReason;
import org.voddesk.node.CommandOutcome;
import org.voddesk.store.CommandIntent;
import org.voddesk.store.SessionOrigin;
import org.voddesk.store.StoreException;
import org.voddesk.control.CommandResult;
import org.voddesk.control.ControlEvent;
import org.voddesk.control.Principal;
import org.voddesk.control.admin.Roles;
import org.voddesk.control.auth.PrincipalGate;
import org.voddesk.control.state.ControlContext;

/**
 * An operator's commands on a running session: stop it (its owner, a supervisor or the command line; a refusal is
 * audited {@code playback.stop.refused}), change its speed (VCR). Recorded before reported done.
 */
public final class SessionCommands {
    private final ControlContext ctx;

    public SessionCommands(ControlContext ctx) {
        this.ctx = ctx;
    }

    public CommandResult<Session> stop(Principal user, String sessionId) {
        String refused = Roles.userRefusal(ctx, user, "playback.stop", "session " + sessionId); // principals
        if (refused != null) {
            return CommandResult.failed("Session " + sessionId + " was not stopped: " + refused + ".");
        }
        Session s = live(sessionId);
        if (s == null) {
            return CommandResult.failed(notLive(sessionId));
        }
        String notOwner = stopRefusal(user, s);
        if (notOwner != null) {
            ctx.audit.log(ctx.now(), user.name(), "playback.stop.refused", "session " + sessionId, notOwner);
            return CommandResult.failed("Session " + sessionId + " was not stopped: " + notOwner + ".");
        }
        String unnoted = Intents.note(ctx.store, new CommandIntent(sessionId, CommandIntent.STOP, s.nodeName(),
                user.name(), ctx.now()));
        if (unnoted != null) {
            return CommandResult.failed("Session " + sessionId + " was not stopped: " + unnoted + ".");
        }
        CommandOutcome out = ctx.nodes.stop(s.nodeName(), sessionId);
        if (!out.ok()) {
            Intents.clear(ctx.store, sessionId);
            return CommandResult.failed("Session " + sessionId + " was not stopped: " + out.describe()
                    + ". It may still be playing; try again.");
        }
        long now = ctx.now();
        try {
            ctx.store.atomically("record the stop of session " + sessionId, () -> {
                ctx.store.sessions().ended(sessionId, now, SessionEndReason.STOPPED);
                ctx.store.intents().clear(sessionId);
                ctx.audit.log(now, user.name(), "playback.stop", "session " + sessionId, "on " + s.nodeName());
            });
        } catch (StoreException e) {
            return CommandResult.failed("Session " + sessionId + " stopped on " + s.nodeName()
                    + ", but the stop could not be recorded: " + e.getMessage());
        }
        ctx.loop.remove(sessionId);
        ctx.publish();
        ctx.event(new ControlEvent.SessionStopped(now, sessionId, s.nodeName(), user.name()));
        return CommandResult.ok("Stopped session " + sessionId + " on " + s.nodeName() + ".", s);
    }

    public CommandResult<Session> changeRate(Principal user, String sessionId, double requested) {
        String refused = Roles.userRefusal(ctx, user, "playback.rate", "session " + sessionId); // principals
        if (refused != null) {
            return CommandResult.failed("The speed of session " + sessionId + " was not changed: " + refused + ".");
        }
        String badRate = Rates.problem(requested);
        if (badRate != null) {
            return CommandResult.failed("Not changed: " + badRate + ".");
        }
        double rate = Rates.carried(requested); // what the node is told is what is recorded
        Session s = live(sessionId);
        if (s == null) {
            return CommandResult.failed(notLive(sessionId));
        }
        CommandOutcome out = ctx.nodes.rate(s.nodeName(), sessionId, rate);
        if (!out.ok()) {
            return CommandResult.failed("The speed of session " + sessionId + " was not changed: " + out.describe());
        }
        Session changed = s.withRate(rate);
        long now = ctx.now();
        try {
            ctx.store.atomically("record the rate of session " + sessionId, () -> {
                ctx.store.sessions().update(changed);
                ctx.audit.log(now, user.name(), "playback.rate", "session " + sessionId, s.rate() + " -> " + rate);
            });
        } catch (StoreException e) {
            return CommandResult.failed("The speed changed on " + s.nodeName() + ", but could not be recorded: "
                    + e.getMessage());
        }
        ctx.loop.put(changed);
        ctx.publish();
        ctx.event(new ControlEvent.SessionRateChanged(now, sessionId, rate, user.name()));
        return CommandResult.ok("Session " + sessionId + " now plays at " + rate + "x.", changed);
    }

    /**
     * Why {@code user} may not stop {@code s}, or {@code null}: the user whose request started it and every
     * supervisor may (DESIGN.md, Sessions). The command line may too: it runs for whoever holds the cluster's SSH key,
     * who could stop the session on the node directly, and it has no login whose sessions could be told apart.
     */
    private String stopRefusal(Principal user, Session s) {
        if (ctx.gate.issueOf(user).orElse(null) == PrincipalGate.Issue.COMMAND_LINE
                || Roles.why(ctx, user, true) == null) {
            return null;
        }
        String owner = ctx.store.sessions().origin(s.id()).map(SessionOrigin::requestedBy).orElse(null);
        if (user.name().equals(owner)) {
            return null;
        }
        return (owner == null ? "it was not started from this console (found on " + s.nodeName() + ")"
                : "it was started by " + owner) + "; only that user or a supervisor may stop it";
    }

    private Session live(String id) {
        return Ids.isValid(id) ? ctx.loop.session(id) : null;
    }

    private String notLive(String id) {
        return "there is no live session " + id + (ctx.loop.round() == 0 ? " (the cluster has not been polled yet)"
                : ctx.loop.unreadNote());
    }
}
