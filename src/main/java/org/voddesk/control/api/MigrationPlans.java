package org.voddesk.control.api;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.voddesk.core.PlanRecord;

/**
 * The Migrations screen's plans (ALGORITHMS.md §7), from {@link Control#plans()}: the open plans and the paged plan
 * history, for any signed-in user (a refusal is audited as {@code plan.read.refused}), and a supervisor's decisions
 * on a plan or on one move of it (an operator is refused and the refusal audited).
 */
public interface MigrationPlans {
    /**
     * The plans whose life is not over (pending, approved and running), oldest first, with their moves. Any thread;
     * returns at once. Never completes exceptionally: a refusal (audited {@code <action>.refused} under the caller) or
     * an error is a failed result whose message says why. Role: any logged-in, enabled user.
     */
    CompletableFuture<CommandResult<List<PlanRecord>>> openAsync(Principal by);

    /**
     * {@link #openAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same result and
     * role.
     */
    default CommandResult<List<PlanRecord>> open(Principal by) {
        return CommandResult.await("reading the open plans", openAsync(by));
    }

    /**
     * Plans past pending whose last change is in {@code [fromMs, toMs)}, newest first: who decided, outcome. Any
     * thread; returns at once. Never completes exceptionally: a refusal (audited {@code <action>.refused} under the
     * caller) or an error is a failed result whose message says why. Role: any logged-in, enabled user.
     */
    CompletableFuture<CommandResult<Page<PlanRecord>>> historyAsync(Principal by, long fromMs, long toMs,
                                                                          int page, int pageSize);

    /**
     * {@link #historyAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same result and
     * role.
     */
    default CommandResult<Page<PlanRecord>> history(Principal by, long fromMs, long toMs, int page, int pageSize) {
        return CommandResult.await("reading the plan history", historyAsync(by, fromMs, toMs, page, pageSize));
    }

    /**
     * A supervisor approves every pending move of a plan; they run in order, make-before-break. Any thread; returns at
     * once. Never completes exceptionally: a refusal (audited {@code <action>.refused} under the caller) or an error is
     * a failed result whose message says why. Role: an enabled supervisor.
     */
    CompletableFuture<CommandResult<PlanRecord>> approveAsync(Principal by, long planId, String note);

    /**
     * {@link #approveAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same result and
     * role.
     */
    default CommandResult<PlanRecord> approve(Principal by, long planId, String note) {
        return CommandResult.await("approving a plan", approveAsync(by, planId, note));
    }

    /**
     * A supervisor rejects a plan's pending moves ({@code why} is kept with each). Any thread; returns at once. Never
     * completes exceptionally: a refusal (audited {@code <action>.refused} under the caller) or an error is a failed
     * result whose message says why. Role: an enabled supervisor.
     */
    CompletableFuture<CommandResult<PlanRecord>> rejectAsync(Principal by, long planId, String why);

    /**
     * {@link #rejectAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same result and
     * role.
     */
    default CommandResult<PlanRecord> reject(Principal by, long planId, String why) {
        return CommandResult.await("rejecting a plan", rejectAsync(by, planId, why));
    }

    /**
     * A supervisor approves one move of a plan, once the moves before it have ended; it runs at once. The result is
     * the move's plan, from which {@link PlanRecord#move} reads the move as it ended. Any thread; returns at once.
     * Never completes exceptionally: a refusal (audited {@code <action>.refused} under the caller) or an error is a
     * failed result whose message says why. Role: an enabled supervisor.
     */
    CompletableFuture<CommandResult<PlanRecord>> approveMoveAsync(Principal by, long moveId);

    /**
     * {@link #approveMoveAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same result
     * and role.
     */
    default CommandResult<PlanRecord> approveMove(Principal by, long moveId) {
        return CommandResult.await("approving a move", approveMoveAsync(by, moveId));
    }

    /**
     * A supervisor rejects one pending move of a plan; the result is the move's plan ({@link PlanRecord#move} reads the
     * move). Any thread; returns at once. Never completes exceptionally: a refusal (audited {@code <action>.refused}
     * under the caller) or an error is a failed result whose message says why. Role: an enabled supervisor.
     */
    CompletableFuture<CommandResult<PlanRecord>> rejectMoveAsync(Principal by, long moveId, String why);

    /**
     * {@link #rejectMoveAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same result
     * and role.
     */
    default CommandResult<PlanRecord> rejectMove(Principal by, long moveId, String why) {
        return CommandResult.await("rejecting a move", rejectMoveAsync(by, moveId, why));
    }
}
