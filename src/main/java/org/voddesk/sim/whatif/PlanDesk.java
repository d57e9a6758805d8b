package org.voddesk.sim.whatif;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.voddesk.core.ClusterView;
import org.voddesk.core.NodeView;
import org.voddesk.core.whatif.ApprovalHabit;
import org.voddesk.core.whatif.LoopTimes;
import org.voddesk.policy.MigrationMove;
import org.voddesk.policy.MigrationPlan;
import org.voddesk.policy.MigrationPlanner;
import org.voddesk.policy.PlanBands;

/**
 * The planning desk of a replay, as the console's planning step and its supervisors work (ALGORITHMS.md §7): a pass
 * runs the planner on the view, keeps its moves up to the first one the console would not admit (a session held
 * after its last move, or a node that is not working), makes a plan of them ({@link MigrationPlan#of}: none when it
 * has no priority), and the plan waits for its answer. The answer is drawn from the recorded day's habit: approved
 * after the recorded delay (its moves are then carried out), rejected after its delay, or expired. While a plan waits
 * no other pass runs, as in the console.
 */
final class PlanDesk {
    /** How a proposed plan is answered. */
    enum Answer { APPROVED, REJECTED, EXPIRED }

    /**
     * A proposed plan and its answer.
     *
     * @param moves      the plan's moves, in order
     * @param answer     how it is answered
     * @param answeredAt simulated time of the answer (of the expiry, for an expired plan), ms
     */
    record Proposal(List<MigrationMove> moves, Answer answer, long answeredAt) {
    }

    private final MigrationPlanner planner;
    private final PlanBands bands;
    private final LoopTimes times;
    private final ApprovalHabit habit;
    private final RandomGenerator planning;
    private final RandomGenerator answers;
    private final Map<String, Long> lastMovedAt = new HashMap<>();
    private long busyUntil = Long.MIN_VALUE;

    PlanDesk(MigrationPlanner planner, PlanBands bands, LoopTimes times, ApprovalHabit habit,
             RandomGenerator planning, RandomGenerator answers) {
        this.planner = planner;
        this.bands = bands;
        this.times = times;
        this.habit = habit;
        this.planning = planning;
        this.answers = answers;
    }

    /** Whether a plan is waiting for its answer at {@code t}. */
    boolean waiting(long t) {
        return t < busyUntil;
    }

    /** One planning pass at {@code t} on {@code view}; the plan it proposes, if any. */
    Optional<Proposal> pass(long t, ClusterView view) {
        if (waiting(t)) {
            return Optional.empty();
        }
        List<MigrationMove> kept = admissible(planner.plan(view, planning), view, t);
        Optional<MigrationPlan> plan = MigrationPlan.of(view, kept, bands);
        if (plan.isEmpty()) {
            return Optional.empty();
        }
        Proposal p = answer(plan.get().moves(), t);
        busyUntil = p.answeredAt();
        return Optional.of(p);
    }

    /**
     * Step: the planner's moves up to the first the console would not admit: a session that finished a move less
     * than the hold ago, a second move of one session, or a source or target that is not working.
     */
    List<MigrationMove> admissible(List<MigrationMove> round, ClusterView view, long t) {
        List<MigrationMove> kept = new ArrayList<>();
        List<String> ids = new ArrayList<>();
        for (MigrationMove m : round) {
            String id = m.session().id();
            Long moved = lastMovedAt.get(id);
            boolean held = moved != null && t - moved < times.moveHoldMs();
            boolean working = view.node(m.sourceNode()).map(NodeView::acceptsWork).orElse(false)
                    && view.node(m.targetNode()).map(NodeView::acceptsWork).orElse(false);
            if (held || ids.contains(id) || !working) {
                break;
            }
            ids.add(id);
            kept.add(m);
        }
        return kept;
    }

    /** Step: the answer a plan proposed at {@code t} gets, drawn with the recorded day's shares and delays. */
    Proposal answer(List<MigrationMove> moves, long t) {
        double u = answers.nextDouble();
        if (u < habit.approvedShare()) {
            return new Proposal(moves, Answer.APPROVED, t + habit.approveAfterMs());
        }
        if (u < habit.approvedShare() + habit.rejectedShare()) {
            return new Proposal(moves, Answer.REJECTED, t + habit.rejectAfterMs());
        }
        return new Proposal(moves, Answer.EXPIRED, t + habit.expireAfterMs());
    }

    /** A session finished a move at {@code t}: the hold starts. */
    void moved(String sessionId, long t) {
        lastMovedAt.put(sessionId, t);
    }
}
