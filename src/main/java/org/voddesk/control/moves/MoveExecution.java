package org.voddesk.control.moves;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.NodeView;
import org.voddesk.core.Session;
import org.voddesk.node.CommandOutcome;
import org.voddesk.node.MoveOutcome;
import org.voddesk.node.protocol.PlayArgs;
import org.voddesk.core.ProposalRecord;
import org.voddesk.store.StoreException;
import org.voddesk.control.ControlEvent;
import org.voddesk.control.state.ControlContext;

/**
 * Executes an approved proposal (ALGORITHMS.md §7): {@code approved -> executing -> done | failed}. While the
 * source answers, the move is make-before-break ({@code CommandExecutor.move}: start on the target at the
 * source's position, confirm, then stop the source; on any failure the source keeps playing). A move whose target
 * plays the session but whose source could not be told to stop it is done (the viewer is on the target); the
 * source's copy is handed to {@link StaleCopies}, which stops it on later rounds. When the source is down (failure
 * re-homing), the session is started on the target at the position it should have reached.
 */
public final class MoveExecution {
    private static final Logger LOG = LoggerFactory.getLogger(MoveExecution.class);

    private final ControlContext ctx;
    private final StaleCopies stale;

    public MoveExecution(ControlContext ctx, StaleCopies stale) {
        this.ctx = ctx;
        this.stale = stale;
    }

    /** Runs {@code p} (approved) to done or failed; returns its final record. */
    public ProposalRecord execute(ProposalRecord p, String by) {
        String id = p.draft().sessionId();
        String source = p.draft().sourceNode();
        String target = p.draft().targetNode();
        Session s = ctx.loop.session(id);
        if (s == null || !s.nodeName().equals(source)) {
            return fail(p, "session " + id + " no longer runs on " + source, by);
        }
        ProposalRecord running = ctx.store.proposals().startExecution(p.id(), ctx.now());
        ctx.proposalChanged(running, by);
        NodeHealth sourceHealth = ctx.loop.view().node(source).map(NodeView::health).orElse(NodeHealth.FAILED);
        if (sourceHealth == NodeHealth.FAILED || sourceHealth == NodeHealth.UNREACHABLE) {
            return restart(running, s, target, by);
        }
        MoveOutcome out = ctx.nodes.move(id, source, target);
        if (out instanceof MoveOutcome.Moved m) {
            return done(running, s, target, m.positionMs(), m.url(), "moved at " + recorded(m.positionMs()), by);
        }
        if (out instanceof MoveOutcome.SourceNotStopped n) {
            // The viewer is on the target now; the copy left on the source is stale and stopped on later rounds.
            ProposalRecord result = done(running, s, target, s.positionMs(), n.url(), "playing on " + target + "; " + source
                    + " could not be told to stop it: " + n.reason() + " (stopped on later rounds)", by);
            stale.moveLeftCopy(source, target, id, n.reason());
            return result;
        }
        return fail(running, ((MoveOutcome.NotMoved) out).reason() + "; it keeps playing on " + source, by);
    }

    /** A play position (a recording instant) for an outcome a person reads: "recording time 2026-11-28 08:00:00 UTC". */
    static String recorded(long positionMs) {
        return "recording time " + RECORDED.format(java.time.Instant.ofEpochMilli(positionMs));
    }

    private static final java.time.format.DateTimeFormatter RECORDED = java.time.format.DateTimeFormatter
            .ofPattern("yyyy-MM-dd HH:mm:ss 'UTC'", java.util.Locale.ROOT).withZone(java.time.ZoneOffset.UTC);

    /** The source is down: start the session on the target where the viewer would be by now. */
    private ProposalRecord restart(ProposalRecord p, Session s, String target, String by) {
        long elapsed = Math.max(0, ctx.now() - ctx.loop.view().timeMs());
        long position = s.positionMs() + Math.round(elapsed * s.rate());
        PlayArgs args = new PlayArgs(s.id(), s.cameraId(), s.beginMs(), position, s.rate(), s.quality());
        CommandOutcome out = ctx.nodes.play(target, args);
        if (out instanceof CommandOutcome.Done d) {
            return done(p, s, target, position, d.url(), "restarted on " + target + " at " + recorded(position)
                    + " (source " + s.nodeName() + " down)", by);
        }
        return fail(p, target + " did not start it: " + out.describe(), by);
    }

    private ProposalRecord done(ProposalRecord p, Session s, String target, long position, String url,
                                String outcome, String by) {
        Session moved = s.withNode(target).withPosition(position);
        ProposalRecord[] result = new ProposalRecord[1];
        try {
            ctx.store.atomically("record the move of session " + s.id(), () -> {
                result[0] = ctx.store.proposals().done(p.id(), ctx.now(), outcome);
                ctx.store.sessions().update(moved);
                ctx.store.sessions().streamMoved(s.id(), url); // the stream's new URL (V11)
                ctx.audit.log(ctx.now(), by, "proposal.execute", "proposal " + p.id(), outcome);
            });
        } catch (StoreException e) {
            // The viewer is on the target already; the next poll records where it plays.
            LOG.error("session {} moved to {} but the move could not be recorded: {}", s.id(), target, e.getMessage());
            ctx.loop.put(moved);
            return p;
        }
        ctx.loop.put(moved);
        ctx.proposalChanged(result[0], by);
        ctx.event(new ControlEvent.SessionReHomed(ctx.now(), s.id(), s.nodeName(), target));
        return result[0];
    }

    private ProposalRecord fail(ProposalRecord p, String why, String by) {
        ProposalRecord[] result = new ProposalRecord[1];
        ctx.store.atomically("record the failure of proposal " + p.id(), () -> {
            result[0] = ctx.store.proposals().fail(p.id(), ctx.now(), why);
            ctx.audit.log(ctx.now(), by, "proposal.fail", "proposal " + p.id(), why);
        });
        ctx.proposalChanged(result[0], by);
        return result[0];
    }
}
