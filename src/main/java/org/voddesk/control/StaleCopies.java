package org.voddesk.control;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.core.NodeView;
import org.voddesk.core.Session;
import org.voddesk.node.CommandOutcome;
import org.voddesk.store.StoreException;

/**
 * Stale copies on a node back from failure (docs/architecture.md, Control, "Back from failure"). While a node is
 * failed its sessions are re-homed (started again, same id, on another node) or ended; the node itself may only
 * have been cut off and comes back still playing them. On every round whose reply from such a node parses, each
 * session it lists that is recorded live on another node, or that ended here, is stopped on it through the
 * command executor as {@code system}; a session recorded on that node (its authoritative copy) is never touched.
 * Each stop is audited and raised as an event; a stop that fails is retried on the next rounds. The node is
 * swept until a round finds nothing stale on it.
 */
final class StaleCopies {
    private static final Logger LOG = LoggerFactory.getLogger(StaleCopies.class);
    private static final String SYSTEM = Principal.SYSTEM.name();
    /** The agent's refusal for a session it does not play: the copy is gone, which is what the stop wanted. */
    private static final String UNKNOWN_SESSION = "unknown-session";

    /** A stale copy that could not be stopped yet: attempts so far and the last reason. */
    record Failure(int attempts, String reason) {
    }

    /**
     * A copy to stop.
     *
     * @param authoritativeNode where the session is recorded live, {@code null} when it ended here
     * @param why               for the audit line and the event
     */
    record Stale(Session copy, String authoritativeNode, String why) {
    }

    private final ControlContext ctx;

    StaleCopies(ControlContext ctx) {
        this.ctx = ctx;
    }

    /** Step: a node declared failed is swept from its first parsed reply on. */
    void nodeFailed(String node) {
        ctx.loop.returning.add(node);
    }

    /** Sweeps every node back from failure whose reply parsed in this round. */
    void sweep() {
        for (String node : List.copyOf(ctx.loop.returning)) {
            if (ctx.loop.trusted(node)) {
                sweep(node);
            }
        }
    }

    private void sweep(String node) {
        List<Stale> stale = staleOn(node);
        if (stale.isEmpty()) {
            ctx.loop.returning.remove(node);
            ctx.loop.staleStopFailures.remove(node);
            LOG.info("{} is back from failure and plays no stale session", node);
            return;
        }
        for (Stale s : stale) {
            stop(node, s);
        }
    }

    /**
     * Step: the sessions {@code node} reported this round whose authoritative copy is elsewhere (recorded live on
     * another node) or that ended here. Sessions recorded on {@code node} and ones never recorded are not stale.
     */
    List<Stale> staleOn(String node) {
        NodeView n = ctx.loop.view.node(node).orElse(null);
        List<Stale> out = new ArrayList<>();
        if (n == null) {
            return out;
        }
        for (Session s : n.sessions()) {
            Session recorded = ctx.loop.sessions.get(s.id());
            if (recorded != null && !recorded.nodeName().equals(node)) {
                out.add(new Stale(s, recorded.nodeName(), "stale copy on " + node + " after it failed: the session"
                        + " was re-homed to " + recorded.nodeName()));
            } else if (recorded == null && endedHere(s.id())) {
                out.add(new Stale(s, null, "stale copy on " + node + " after it failed: the session ended"));
            }
        }
        return out;
    }

    private boolean endedHere(String id) {
        if (ctx.loop.zombies.contains(id)) {
            return true;
        }
        return ctx.store.sessions().find(id).map(r -> !r.isActive()).orElse(false);
    }

    /** Step: stops one stale copy; on failure it stays listed and the next round tries again. */
    void stop(String node, Stale s) {
        String id = s.copy().id();
        CommandOutcome out = ctx.nodes.stop(node, id);
        boolean gone = out instanceof CommandOutcome.Refused r && UNKNOWN_SESSION.equals(r.code());
        if (out.ok() || gone) {
            stopped(node, s, gone);
        } else {
            failed(node, id, out.describe());
        }
    }

    private void stopped(String node, Stale s, boolean alreadyGone) {
        long now = ctx.now();
        String id = s.copy().id();
        String detail = s.why() + (alreadyGone ? " (it had already ended there)" : "");
        try {
            ctx.audit.log(now, SYSTEM, "session.stale.stop", "session " + id, detail);
        } catch (StoreException e) {
            LOG.error("stale copy of {} stopped on {}, but the stop could not be audited: {}", id, node,
                    e.getMessage());
        }
        ctx.loop.view = Moves.withRemovedFrom(ctx.loop.view, node, id);
        Map<String, Failure> failures = ctx.loop.staleStopFailures.get(node);
        if (failures != null) {
            failures.remove(id);
        }
        LOG.info("{}: stopped", detail);
        ctx.event(new ControlEvent.StaleSessionStopped(now, id, node, s.authoritativeNode(), detail));
    }

    private void failed(String node, String id, String reason) {
        Map<String, Failure> failures = ctx.loop.staleStopFailures.computeIfAbsent(node, k -> new LinkedHashMap<>());
        Failure before = failures.get(id);
        Failure now = new Failure(before == null ? 1 : before.attempts() + 1, reason);
        failures.put(id, now);
        LOG.warn("stale copy of {} on {} not stopped (attempt {}): {}; tried again next round", id, node,
                now.attempts(), reason);
        if (before != null && before.reason().equals(reason)) {
            return;
        }
        long t = ctx.now();
        try {
            ctx.audit.log(t, SYSTEM, "session.stale.stop.fail", "session " + id, "on " + node + " (attempt "
                    + now.attempts() + "): " + reason);
        } catch (StoreException e) {
            LOG.error("could not audit the failed stop of {} on {}: {}", id, node, e.getMessage());
        }
        ctx.event(new ControlEvent.StaleSessionStopFailed(t, id, node, now.attempts(), reason));
    }
}
