package org.voddesk.control.loop;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;
import org.voddesk.control.api.Principal;
import org.voddesk.control.moves.PlanEnding;
import org.voddesk.control.state.Audit;
import org.voddesk.core.ClusterView;
import org.voddesk.core.MoveRecord;
import org.voddesk.core.MoveState;
import org.voddesk.core.PlanRecord;
import org.voddesk.core.PlanState;
import org.voddesk.core.Session;
import org.voddesk.store.Store;

/**
 * Moves a previous console process left executing (history is never missing): it stopped somewhere in a
 * make-before-break move (started on the target, confirmed, stopped on the source) before the outcome was recorded.
 * The first round in which the move's nodes answered tells what the nodes did, and the move gets the outcome and the
 * audit line it would have had:
 * <ul>
 * <li>the target plays the session and the source does not, or does not answer (a re-homing off a failed node): the
 * move finished, {@code done}, and the session is recorded on the target (by the same round's reconciliation when
 * the source answered, here when it did not; a copy the source may still hold is then a duplicate, stopped by the
 * stale-copy sweep once it answers);</li>
 * <li>both play it: {@code failed}, it keeps playing on the source, where it is recorded; the target's copy is a
 * duplicate, stopped by the stale-copy sweep;</li>
 * <li>the target does not play it: {@code failed}, the target never started it (or it ended).</li>
 * </ul>
 * Its plan ends as a run would have ended it, by the same {@link PlanEnding} as {@link
 * org.voddesk.control.moves.PlanRunner}: failed with its later moves cancelled, or done when no move is left.
 * A move waits while its target does not answer. Only moves whose
 * execution began before this loop was made are taken (this process's own moves are its runner's), read once: they
 * are all in the database before the first round. Runs inside the round's transaction (loop thread).
 */
final class InterruptedMoves {
    private final Store store;
    private final Audit audit;
    private final PlanEnding ending;
    private final long loopStartedMs;
    /** The interrupted moves not resolved yet, read at the first round; {@code null} before it. */
    private List<MoveRecord> waiting;

    /** What a round resolved: the moves (and later moves cancelled) and the plans they ended, for its events. */
    record Resolved(List<Long> interrupted, List<MoveRecord> moves, List<PlanRecord> plans,
                    List<Session> recordedOnTarget) {
        static final Resolved NONE = new Resolved(List.of(), List.of(), List.of(), List.of());
    }

    InterruptedMoves(Store store, Audit audit, long loopStartedMs) {
        this.store = store;
        this.audit = audit;
        this.ending = new PlanEnding(store, audit);
        this.loopStartedMs = loopStartedMs;
    }

    /**
     * Resolves the interrupted moves whose nodes {@code polled} shows answering ({@code trusted}); once the round's
     * transaction has committed, {@link #recorded} stops waiting for them.
     */
    Resolved resolve(ClusterView polled, Predicate<String> trusted, Function<String, Session> recorded, long now) {
        if (waiting == null) {
            waiting = new ArrayList<>(store.moves().open().stream().filter(this::interrupted).toList());
        }
        List<Long> resolved = new ArrayList<>();
        List<MoveRecord> moves = new ArrayList<>();
        List<PlanRecord> plans = new ArrayList<>();
        List<Session> onTarget = new ArrayList<>();
        for (MoveRecord p : waiting) {
            String outcome = outcome(p, polled, trusted);
            if (outcome == null) {
                continue;
            }
            resolved.add(p.id());
            boolean done = outcome.startsWith(FINISHED);
            MoveRecord after = done ? store.moves().done(p.id(), now, outcome)
                    : store.moves().fail(p.id(), now, outcome);
            audit.log(now, Principal.SYSTEM, done ? "move.execute" : "move.fail", "move " + p.id(), outcome);
            if (done && !trusted.test(p.draft().sourceNode())) {
                recordOnTarget(recorded.apply(p.draft().sessionId()), p.draft().targetNode(), polled, onTarget);
            }
            moves.add(after);
            store.plans().ofMove(p.id()).map(plan -> endPlan(plan, after, now, moves)).ifPresent(plans::add);
        }
        return resolved.isEmpty() ? Resolved.NONE : new Resolved(resolved, moves, plans, onTarget);
    }

    /** Step: records a live session on the target that plays it (its source did not answer: no poll moved it). */
    private void recordOnTarget(Session s, String target, ClusterView polled, List<Session> out) {
        if (s == null || s.nodeName().equals(target)) {
            return;
        }
        long position = polled.node(target).flatMap(n -> n.sessions().stream().filter(x -> x.id().equals(s.id()))
                .findFirst()).map(Session::positionMs).orElse(s.positionMs());
        Session moved = s.withNode(target).withPosition(position);
        store.sessions().update(moved);
        out.add(moved);
    }

    /** The round that resolved {@code r} is recorded: its moves are no longer waited for. */
    void recorded(Resolved r) {
        if (waiting != null) {
            waiting.removeIf(p -> r.interrupted().contains(p.id()));
        }
    }

    private boolean interrupted(MoveRecord p) {
        return p.state() == MoveState.EXECUTING && p.executionStartedAtMs() != null
                && p.executionStartedAtMs() < loopStartedMs;
    }

    private static final String FINISHED = "finished before a console restart";

    /** Step: the move's outcome from what its nodes play, or {@code null} while they do not answer. */
    static String outcome(MoveRecord p, ClusterView polled, Predicate<String> trusted) {
        String id = p.draft().sessionId();
        String source = p.draft().sourceNode();
        String target = p.draft().targetNode();
        if (!trusted.test(target)) {
            return null;
        }
        boolean onTarget = plays(polled, target, id);
        if (!onTarget) {
            return "interrupted by a console restart; " + target + " does not play session " + id
                    + (trusted.test(source) && plays(polled, source, id) ? "; it keeps playing on " + source : "");
        }
        if (trusted.test(source) && plays(polled, source, id)) {
            return "interrupted by a console restart after " + target + " started session " + id
                    + "; it keeps playing on " + source + " (the copy on " + target + " is stopped)";
        }
        return FINISHED + ": session " + id + " plays on " + target + (trusted.test(source) ? ""
                : " (" + source + " does not answer)");
    }

    private static boolean plays(ClusterView polled, String node, String id) {
        return polled.node(node).map(n -> n.sessions().stream().map(Session::id).anyMatch(id::equals))
                .orElse(false);
    }

    /** Step: ends the move's approved plan as a run would have ({@link PlanEnding}); {@code null} when it stays open. */
    private PlanRecord endPlan(PlanRecord plan, MoveRecord move, long now, List<MoveRecord> cancelled) {
        PlanRecord p = store.plans().find(plan.id()).orElse(plan);
        if (p.state() != PlanState.APPROVED) {
            return null;
        }
        if (move.state() == MoveState.FAILED) {
            PlanEnding.Failed ended = ending.failed(p, move.id(), move.outcome(), Principal.SYSTEM, now);
            cancelled.addAll(ended.cancelled());
            return ended.plan();
        }
        return ending.doneIfDecided(p, Principal.SYSTEM, now);
    }
}
