package org.voddesk.control.moves;

import java.time.Clock;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.Principal;
import org.voddesk.control.state.Audit;
import org.voddesk.control.state.CommandRunner;
import org.voddesk.control.state.Events;
import org.voddesk.control.state.LoopState;
import org.voddesk.control.state.Publisher;
import org.voddesk.control.state.StaleCopyBook;
import org.voddesk.core.NodeView;
import org.voddesk.node.CommandExecutor;
import org.voddesk.node.CommandOutcome;
import org.voddesk.store.Store;
import org.voddesk.store.StoreException;

/**
 * Stale copies (docs/architecture.md, "Stale copies and recovery after a crash"): a session must play on exactly one node, the
 * one it is recorded on. A copy elsewhere is stale when its node is back from failure (while it was failed its
 * sessions were re-homed, same id, or ended; it may only have been cut off and comes back still playing them),
 * when a make-before-break move started the session on its target but could not stop it on the source, or when
 * the recorded node plays it too (a duplicate, whatever made it); {@link StaleCopyFinder} finds them. On every round
 * each node whose reply parsed is swept: its stale copies are stopped through the command executor as
 * {@code system}; the authoritative copy is never touched. Each stop is audited and raised as an event; a stop that
 * fails is retried on the next rounds. A node back from failure is swept until a round finds nothing stale on it;
 * that mark is kept in the store, so a console restarted while the node is down still sweeps it when it returns.
 * A stop runs on the command pool and its outcome is recorded on the loop thread ({@link CommandRunner#afterCall}),
 * so a hung node never holds the loop; while it is in flight the copy is not stopped again.
 */
public final class StaleCopies {
    private static final Logger LOG = LoggerFactory.getLogger(StaleCopies.class);
    /** The agent's refusal for a session it does not play: the copy is gone, which is what the stop wanted. */
    private static final String UNKNOWN_SESSION = "unknown-session";

    private final Store store;
    private final CommandExecutor nodes;
    private final Clock clock;
    private final LoopState loop;
    private final Audit audit;
    private final Events events;
    private final StaleCopyFinder finder;
    private final CommandRunner runner;
    private final Publisher publisher;
    /** Loop thread only: the stale copies ({@code node + " " + id}) whose stop is in flight. */
    private final Set<String> stopping = new HashSet<>();

    /** Takes up the sweeps of nodes declared failed before a restart whose sweep had not finished. */
    public StaleCopies(Store store, CommandExecutor nodes, Clock clock, LoopState loop, Audit audit, Events events,
                       CommandRunner runner, Publisher publisher) {
        this.store = store;
        this.nodes = nodes;
        this.clock = clock;
        this.loop = loop;
        this.audit = audit;
        this.events = events;
        this.finder = new StaleCopyFinder(store, loop);
        this.runner = runner;
        this.publisher = publisher;
        List<String> pending = store.nodes().awaitingStaleSweep();
        if (!pending.isEmpty()) {
            LOG.info("nodes declared failed before the start and not swept since: {}", pending);
        }
        loop.stale().returning(pending);
    }

    /** Step: a node declared failed is swept from its first parsed reply on; the mark survives a restart. */
    public void nodeFailed(String node) {
        loop.stale().returning(List.of(node));
        try {
            store.nodes().markStaleSweep(node, clock.millis());
        } catch (StoreException e) {
            LOG.error("{} failed, but the sweep of its stale copies could not be recorded (a restart before it"
                    + " returns would not sweep it): {}", node, e.getMessage());
        }
    }

    /**
     * Step: a make-before-break move started session {@code id} on {@code target} but {@code source} did not stop
     * it. The copy on the source is stale; the failed stop counts as the first attempt (audited, raised), and the
     * next rounds try again.
     */
    void moveLeftCopy(String source, String target, String id, String reason) {
        loop.stale().leftByMove(source, id);
        LOG.info("session {} plays on {}; its copy on {}, which the move could not stop, is stale", id, target, source);
        failed(source, id, reason);
    }

    /** Sweeps every node whose reply parsed in this round. */
    public void sweep() {
        for (NodeView n : List.copyOf(loop.view().nodes())) {
            if (loop.trusted(n.name())) {
                try {
                    sweep(n.name());
                } catch (RuntimeException e) {
                    // Say the store could not be read: the rest of the round (failure re-homing) must still run.
                    LOG.error("sweep of stale copies on {} failed; tried again next round", n.name(), e);
                }
            }
        }
    }

    private void sweep(String node) {
        List<StaleCopy> stale = finder.staleOn(node);
        forgetGone(node, stale);
        if (stale.isEmpty() && loop.stale().swept(node)) {
            LOG.info("{} is back from failure and plays no stale session", node);
            try {
                store.nodes().clearStaleSweep(node);
            } catch (StoreException e) {
                LOG.error("could not record that {} was swept (a restart sweeps it again): {}", node, e.getMessage());
            }
        }
        for (StaleCopy s : stale) {
            stop(node, s);
        }
    }

    /**
     * Step: forgets the copies left by moves and the failed stops noted on {@code node} for sessions it no longer
     * plays, or plays no longer stale (a session changed by a command during the poll is kept: not read yet).
     */
    private void forgetGone(String node, List<StaleCopy> stale) {
        Set<String> gone = loop.stale().notedOn(node);
        gone.removeAll(loop.touchedDuringPoll());
        stale.forEach(s -> gone.remove(s.copy().id()));
        loop.stale().forget(node, gone);
    }

    /**
     * Step: stops one stale copy (its stop on the command pool, the outcome on the loop thread); on failure it stays
     * listed and the next round tries again. A copy whose stop is still in flight is left alone.
     */
    void stop(String node, StaleCopy s) {
        String id = s.copy().id();
        String key = node + " " + id;
        if (!stopping.add(key)) {
            return;
        }
        runner.afterCall(nodes.stopAsync(node, id), out -> {
            stopping.remove(key);
            boolean gone = out instanceof CommandOutcome.Refused r && UNKNOWN_SESSION.equals(r.code());
            if (out.ok() || gone) {
                stopped(node, s, gone);
            } else {
                failed(node, id, out.describe());
            }
            publisher.publish();
            return null;
        }).exceptionally(e -> {
            LOG.error("the stop of the stale copy of {} on {} could not be recorded; tried again next round", id,
                    node, e);
            return null;
        });
    }

    private void stopped(String node, StaleCopy s, boolean alreadyGone) {
        long now = clock.millis();
        String id = s.copy().id();
        String detail = s.why() + (alreadyGone ? " (it had already ended there)" : "");
        try {
            audit.log(now, Principal.SYSTEM, "session.stale.stop", "session " + id, detail);
        } catch (StoreException e) {
            LOG.error("stale copy of {} stopped on {}, but the stop could not be audited: {}", id, node,
                    e.getMessage());
        }
        loop.copyStopped(node, id);
        loop.stale().forget(node, Set.of(id));
        LOG.info("{}: stopped", detail);
        events.raise(new ControlEvent.StaleSessionStopped(now, id, node, s.authoritativeNode(), detail));
    }

    private void failed(String node, String id, String reason) {
        StaleCopyBook.Failure before = loop.stale().stopFailed(node, id, reason);
        int attempts = before == null ? 1 : before.attempts() + 1;
        LOG.warn("stale copy of {} on {} not stopped (attempt {}): {}; tried again next round", id, node,
                attempts, reason);
        if (before != null && before.reason().equals(reason)) {
            return;
        }
        long t = clock.millis();
        try {
            audit.log(t, Principal.SYSTEM, "session.stale.stop.fail", "session " + id, "on " + node + " (attempt "
                    + attempts + "): " + reason);
        } catch (StoreException e) {
            LOG.error("could not audit the failed stop of {} on {}: {}", id, node, e.getMessage());
        }
        events.raise(new ControlEvent.StaleSessionStopFailed(t, id, node, attempts, reason));
    }
}
