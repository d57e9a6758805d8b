package org.voddesk.control.moves;

import java.time.Clock;
import java.util.concurrent.CompletableFuture;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.Principal;
import org.voddesk.control.state.Audit;
import org.voddesk.control.state.CommandRunner;
import org.voddesk.control.state.Events;
import org.voddesk.control.state.LoopState;
import org.voddesk.control.state.Publisher;
import org.voddesk.core.MoveRecord;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.NodeView;
import org.voddesk.core.Session;
import org.voddesk.core.WallTimes;
import org.voddesk.node.CommandExecutor;
import org.voddesk.node.CommandOutcome;
import org.voddesk.node.MoveOutcome;
import org.voddesk.node.protocol.PlayArgs;
import org.voddesk.store.Store;
import org.voddesk.store.StoreException;

/**
 * Executes an approved move (ALGORITHMS.md §7): {@code approved -> executing -> done | failed}. While the
 * source answers, the move is make-before-break ({@code CommandExecutor.move}: start on the target at the
 * source's position, confirm, then stop the source; on any failure the source keeps playing). A move whose target
 * plays the session but whose source could not be told to stop it is done (the viewer is on the target); the
 * source's copy is handed to {@link StaleCopies}, which stops it on later rounds. When the source is down (failure
 * re-homing), the session is started on the target at the position it should have reached.
 *
 * <p>Three phases, so that a hung node never holds the loop thread (docs/architecture.md, Control, "Threads"): on
 * the loop the checks, the session marked busy ({@link LoopState#commandSent}: no other command, no fold reconciles
 * it) and the move recorded {@code executing} (which {@code InterruptedMoves} resolves after a crash); the SSH calls
 * on the command pool; on the loop again ({@link CommandRunner#afterCall}) the outcome recorded and raised.
 */
public final class MoveExecution {
    private static final Logger LOG = LoggerFactory.getLogger(MoveExecution.class);

    private final Store store;
    private final CommandExecutor nodes;
    private final Clock clock;
    private final LoopState loop;
    private final Audit audit;
    private final Events events;
    private final StaleCopies stale;
    private final CommandRunner runner;
    private final Publisher publisher;

    public MoveExecution(Store store, CommandExecutor nodes, Clock clock, LoopState loop, Audit audit, Events events,
            StaleCopies stale, CommandRunner runner, Publisher publisher) {
        this.store = store;
        this.nodes = nodes;
        this.clock = clock;
        this.loop = loop;
        this.audit = audit;
        this.events = events;
        this.stale = stale;
        this.runner = runner;
        this.publisher = publisher;
    }

    /**
     * Runs {@code p} (approved) to done or failed (loop thread); the future completes on the loop thread with its
     * final record once the nodes have answered, exceptionally only when the outcome could not be recorded.
     */
    public CompletableFuture<MoveRecord> execute(MoveRecord p, Principal by) {
        String id = p.draft().sessionId();
        String source = p.draft().sourceNode();
        String target = p.draft().targetNode();
        Session s = loop.session(id);
        if (s == null || !s.nodeName().equals(source)) {
            return CompletableFuture.completedFuture(fail(p, "session " + id + " no longer runs on " + source, by));
        }
        if (!loop.commandSent(id)) {
            return CompletableFuture.completedFuture(fail(p, "session " + id + " was still waiting for a node's"
                    + " answer to another command; it keeps playing on " + source, by));
        }
        MoveRecord running;
        try {
            running = store.moves().startExecution(p.id(), clock.millis());
        } catch (RuntimeException e) {
            loop.commandAnswered(id);
            throw e;
        }
        events.moveChanged(running, by.name());
        NodeHealth sourceHealth = loop.view().node(source).map(NodeView::health).orElse(NodeHealth.FAILED);
        if (sourceHealth == NodeHealth.FAILED || sourceHealth == NodeHealth.UNREACHABLE) {
            return restart(running, s, target, by);
        }
        return runner.afterCall(nodes.moveAsync(id, source, target), out -> {
            loop.commandAnswered(id);
            MoveRecord result = moved(running, s, target, out, by);
            publisher.publish();
            return result;
        });
    }

    /** Step (loop thread): records what the make-before-break move did. */
    private MoveRecord moved(MoveRecord running, Session s, String target, MoveOutcome out, Principal by) {
        String source = s.nodeName();
        if (out instanceof MoveOutcome.Moved m) {
            return done(running, s, target, m.positionMs(), m.url(), "moved at " + recorded(m.positionMs()), by);
        }
        if (out instanceof MoveOutcome.SourceNotStopped n) {
            // The viewer is on the target now; the copy left on the source is stale and stopped on later rounds.
            MoveRecord result = done(running, s, target, s.positionMs(), n.url(),
                    "playing on " + target + "; " + source
                    + " could not be told to stop it: " + n.reason() + " (stopped on later rounds)", by);
            stale.moveLeftCopy(source, target, s.id(), n.reason());
            return result;
        }
        return fail(running, ((MoveOutcome.NotMoved) out).reason() + "; it keeps playing on " + source, by);
    }

    /**
     * A play position (a recording instant) for a stored outcome a person reads: "recording time 2026-11-28 08:00:00
     * +01:00", local time with its offset ({@link WallTimes#stamp}), shown as the tables write it.
     */
    static String recorded(long positionMs) {
        return "recording time " + WallTimes.stamp(positionMs);
    }


    /** The source is down: start the session on the target where the viewer would be by now. */
    private CompletableFuture<MoveRecord> restart(MoveRecord p, Session s, String target, Principal by) {
        long elapsed = Math.max(0, clock.millis() - loop.view().timeMs());
        long position = s.positionMs() + Math.round(elapsed * s.rate());
        PlayArgs args = new PlayArgs(s.id(), s.cameraId(), s.beginMs(), position, s.rate(), s.quality());
        return runner.afterCall(nodes.playAsync(target, args), out -> {
            loop.commandAnswered(s.id());
            MoveRecord result = out instanceof CommandOutcome.Done d
                    ? done(p, s, target, position, d.url(), "restarted on " + target + " at " + recorded(position)
                    + " (source " + s.nodeName() + " down)", by)
                    : fail(p, target + " did not start it: " + out.describe(), by);
            publisher.publish();
            return result;
        });
    }

    private MoveRecord done(MoveRecord p, Session s, String target, long position, String url,
                                String outcome, Principal by) {
        Session moved = s.withNode(target).withPosition(position);
        MoveRecord[] result = new MoveRecord[1];
        try {
            store.atomically("record the move of session " + s.id(), () -> {
                result[0] = store.moves().done(p.id(), clock.millis(), outcome);
                store.sessions().update(moved);
                store.sessions().streamMoved(s.id(), url); // the stream's new URL (V11)
                audit.log(clock.millis(), by, "move.execute", "move " + p.id(), outcome);
            });
        } catch (StoreException e) {
            // The viewer is on the target already; the next poll records where it plays.
            LOG.error("session {} moved to {} but the move could not be recorded: {}", s.id(), target, e.getMessage());
            loop.put(moved);
            return p;
        }
        loop.put(moved);
        events.moveChanged(result[0], by.name());
        events.raise(new ControlEvent.SessionReHomed(clock.millis(), s.id(), s.nodeName(), target));
        return result[0];
    }

    private MoveRecord fail(MoveRecord p, String why, Principal by) {
        MoveRecord[] result = new MoveRecord[1];
        store.atomically("record the failure of move " + p.id(), () -> {
            result[0] = store.moves().fail(p.id(), clock.millis(), why);
            audit.log(clock.millis(), by, "move.fail", "move " + p.id(), why);
        });
        events.moveChanged(result[0], by.name());
        return result[0];
    }
}
