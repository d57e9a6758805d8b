package org.voddesk.control.moves;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.control.state.CommandRunner;
import org.voddesk.control.state.LiveSettings;
import org.voddesk.control.state.LoopState;
import org.voddesk.control.state.Publisher;
import org.voddesk.core.Session;
import org.voddesk.core.SessionEndReason;
import org.voddesk.core.SessionRecord;
import org.voddesk.store.Store;
import org.voddesk.store.StoreException;

/**
 * A supervisor retires a node, which still answers: its sessions are re-homed by the failure re-homing planner,
 * moved make-before-break while its link still stands (the retirement approves the plans, whatever the re-homing
 * mode), and those no other node can take, or whose move fails, end {@link SessionEndReason#STOPPED} with a reason
 * that names the retirement (the node did not fail). The plans run concurrently, their SSH calls on the command
 * pool, so the loop goes on meanwhile.
 *
 * <p>A user's command races a move, never the other way round: a session with a command in flight when the
 * retirement begins (a stop, a speed change) is re-homed only once that command is answered, and not at all when
 * it stopped the session; a user's stop or speed change that comes while a session's move is in flight waits for the
 * move and applies to the session where it then plays ({@code SessionCommands}). Each session's fate is decided in a
 * loop task after its move, so such a stop is seen: the session ends once, stopped by its user, and is counted so.
 */
public final class Retirement {
    private static final Logger LOG = LoggerFactory.getLogger(Retirement.class);

    /** What happened to one of the node's sessions. */
    private enum Fate { MOVED, ENDED, STOPPED_BY_USER }

    private final Store store;
    private final LoopState loop;
    private final LiveSettings settings;
    private final ReHomer reHomer;
    private final FailureHandler failures;
    private final CommandRunner runner;
    private final Publisher publisher;

    public Retirement(Store store, LoopState loop, LiveSettings settings, ReHomer reHomer, FailureHandler failures,
                      CommandRunner runner, Publisher publisher) {
        this.store = store;
        this.loop = loop;
        this.settings = settings;
        this.reHomer = reHomer;
        this.failures = failures;
        this.runner = runner;
        this.publisher = publisher;
    }

    /**
     * Re-homes or ends the sessions of {@code node} (loop thread), retired by {@code by}. The future completes on the
     * loop thread once each session's fate is known, with what happened, for the supervisor's result message.
     */
    public CompletableFuture<String> nodeRetired(String node, String by) {
        failures.expireMovesInvolving(node, node + " was retired");
        List<Session> orphans = loop.sessionsOn(node);
        if (orphans.isEmpty()) {
            return CompletableFuture.completedFuture("no session played on it");
        }
        List<Session> busy = orphans.stream().filter(s -> loop.busy(s.id())).toList();
        List<CompletableFuture<Fate>> fates = new ArrayList<>(reHome(node, by,
                orphans.stream().filter(s -> !busy.contains(s)).toList()));
        busy.forEach(s -> fates.add(afterItsCommand(node, by, s.id())));
        return CompletableFuture.allOf(fates.toArray(CompletableFuture[]::new)).thenApply(done -> {
            publisher.publish();
            return summary(orphans.size(), fates.stream().map(CompletableFuture::join).toList());
        });
    }

    /** "1 of its 3 sessions moved to other nodes, 1 ended, 1 stopped by its user". */
    private static String summary(int all, List<Fate> fates) {
        long moved = fates.stream().filter(f -> f == Fate.MOVED).count();
        long byUser = fates.stream().filter(f -> f == Fate.STOPPED_BY_USER).count();
        return moved + " of its " + all + " sessions moved to other nodes, " + (all - moved - byUser) + " ended"
                + (byUser == 0 ? "" : ", " + byUser + " stopped by " + (byUser == 1 ? "its user" : "their users"));
    }

    /** Plans and runs the re-homing of {@code orphans} (none busy); one future per orphan. */
    private List<CompletableFuture<Fate>> reHome(String node, String by, List<Session> orphans) {
        if (orphans.isEmpty()) {
            return List.of();
        }
        ReHomingPlan plan = reHomer.plan(loop.view(), node, node + " was retired", orphans, loop.recordings(),
                Capacity.of(settings.get()));
        LOG.info("{} retired by {}: {} sessions to re-home, {} without a home", node, by, plan.moves().size(),
                plan.ended().size());
        List<CompletableFuture<Fate>> fates = new ArrayList<>();
        for (ReHomingPlan.Ended e : plan.ended()) {
            failures.end(e.session(), e.reason(), SessionEndReason.STOPPED);
            fates.add(CompletableFuture.completedFuture(Fate.ENDED));
        }
        for (ReHomingPlan.Move m : plan.moves()) {
            String id = m.session().id();
            fates.add(failures.reHome(node, m, "node retired by " + by).thenCompose(r -> fate(node, id,
                    r.how() == null ? null : node + " was being retired and its move to " + m.target() + " "
                            + r.how() + ", so it was stopped (" + r.detail() + ")")));
        }
        return fates;
    }

    /** A session busy with a user's command when the retirement began: handled once that command is answered. */
    private CompletableFuture<Fate> afterItsCommand(String node, String by, String id) {
        return runner.afterLoopEvent(loop.whenAnswered(id), answered -> {
            Session s = loop.session(id);
            if (loop.busy(id)) {
                return afterItsCommand(node, by, id);
            }
            if (s == null || !s.nodeName().equals(node)) {
                return CompletableFuture.completedFuture(s == null ? gone(id) : Fate.MOVED);
            }
            return reHome(node, by, List.of(s)).get(0);
        }).thenCompose(f -> f);
    }

    /**
     * In a later loop task (after a user's stop that waited for this move went out), then once no command is in
     * flight for it: moved, stopped by its user, or, still on {@code node}, ended with {@code failure}.
     */
    private CompletableFuture<Fate> fate(String node, String id, String failure) {
        return runner.afterLoopEvent(loop.whenAnswered(id), answered -> {
            if (loop.busy(id)) {
                return fate(node, id, failure);
            }
            Session s = loop.session(id);
            if (s == null) {
                return CompletableFuture.completedFuture(gone(id));
            }
            if (!s.nodeName().equals(node)) {
                return CompletableFuture.completedFuture(Fate.MOVED);
            }
            failures.end(s, failure != null ? failure : node + " was being retired and it could not be moved, so it was"
                    + " stopped", SessionEndReason.STOPPED);
            return CompletableFuture.completedFuture(Fate.ENDED);
        }).thenCompose(f -> f);
    }

    /** A session that ended meanwhile, not by the retirement: by its user's stop, or as the history says. */
    private Fate gone(String id) {
        try {
            SessionEndReason why = store.sessions().find(id).map(SessionRecord::endReason).orElse(null);
            return why == SessionEndReason.STOPPED ? Fate.STOPPED_BY_USER : Fate.ENDED;
        } catch (StoreException e) {
            LOG.error("how session {} ended could not be read: {}", id, e.getMessage());
            return Fate.ENDED;
        }
    }
}
