package org.voddesk.control;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.voddesk.core.PlanRecord;
import org.voddesk.control.admin.Roles;
import org.voddesk.control.plan.PlanDecisions;
import org.voddesk.control.state.CommandRunner;
import org.voddesk.store.Store;

/**
 * The Migrations screen's plans (ALGORITHMS.md §7, docs/architecture.md "Plans"), from {@link Control#plans()}: the
 * open plans and the paged plan history (read on the work executor through the store's reader, for any signed-in user,
 * a refusal audited as {@code plan.read.refused}), and a supervisor's decisions on a plan or on one move of it (on the
 * loop; an operator is refused in {@link PlanDecisions} and the refusal audited, whatever the path).
 */
public final class MigrationPlans {
    private static final int MAX_PAGE = 500;

    private final Store store;
    private final Roles roles;
    private final CommandRunner runner;
    private final PlanDecisions decisions;

    MigrationPlans(Store store, Roles roles, CommandRunner runner, PlanDecisions decisions) {
        this.store = store;
        this.roles = roles;
        this.runner = runner;
        this.decisions = decisions;
    }

    /**
     * The plans whose life is not over (pending, approved and running), oldest first, with their moves. Any thread;
     * returns at once. Never completes exceptionally: a refusal (audited {@code <action>.refused} under the caller) or
     * an error is a failed result whose message says why. Role: any logged-in, enabled user.
     */
    public CompletableFuture<CommandResult<List<PlanRecord>>> openAsync(Principal by) {
        return runner.workAsync("reading the open plans", () -> {
            String refused = roles.userRefusal(by, "plan.read", "open plans");
            return refused != null ? CommandResult.failed(refused)
                    : CommandResult.ok("Open plans.", store.plans().open());
        });
    }

    /**
     * {@link #openAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same result and
     * role.
     */
    public CommandResult<List<PlanRecord>> open(Principal by) {
        return CommandRunner.await("reading the open plans", openAsync(by));
    }

    /**
     * Plans past pending whose last change is in {@code [fromMs, toMs)}, newest first: who decided, outcome. Any
     * thread; returns at once. Never completes exceptionally: a refusal (audited {@code <action>.refused} under the
     * caller) or an error is a failed result whose message says why. Role: any logged-in, enabled user.
     */
    public CompletableFuture<CommandResult<Page<PlanRecord>>> historyAsync(Principal by, long fromMs, long toMs,
                                                                          int page, int pageSize) {
        return runner.workAsync("reading the plan history", () -> {
            String refused = roles.userRefusal(by, "plan.read", "plan history");
            if (refused != null) {
                return CommandResult.failed(refused);
            }
            if (page < 0 || pageSize < 1 || pageSize > MAX_PAGE || toMs < fromMs) {
                return CommandResult.failed("A page is a number from 0 and a size 1-" + MAX_PAGE
                        + " over a range whose end is not before its start.");
            }
            return CommandResult.ok("Plan history.", Page.of(store.plans().decidedBetween(fromMs, toMs,
                    pageSize + 1, page * pageSize), page, pageSize));
        });
    }

    /**
     * {@link #historyAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same result and
     * role.
     */
    public CommandResult<Page<PlanRecord>> history(Principal by, long fromMs, long toMs, int page, int pageSize) {
        return CommandRunner.await("reading the plan history", historyAsync(by, fromMs, toMs, page, pageSize));
    }

    /**
     * A supervisor approves every pending move of a plan; they run in order, make-before-break. Any thread; returns at
     * once. Never completes exceptionally: a refusal (audited {@code <action>.refused} under the caller) or an error is
     * a failed result whose message says why. Role: an enabled supervisor.
     */
    public CompletableFuture<CommandResult<PlanRecord>> approveAsync(Principal by, long planId, String note) {
        return runner.loopCompose("approving a plan", () -> decisions.approvePlan(by, planId, note));
    }

    /**
     * {@link #approveAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same result and
     * role.
     */
    public CommandResult<PlanRecord> approve(Principal by, long planId, String note) {
        return CommandRunner.await("approving a plan", approveAsync(by, planId, note));
    }

    /**
     * A supervisor rejects a plan's pending moves ({@code why} is kept with each). Any thread; returns at once. Never
     * completes exceptionally: a refusal (audited {@code <action>.refused} under the caller) or an error is a failed
     * result whose message says why. Role: an enabled supervisor.
     */
    public CompletableFuture<CommandResult<PlanRecord>> rejectAsync(Principal by, long planId, String why) {
        return runner.loopAsync("rejecting a plan", () -> decisions.rejectPlan(by, planId, why));
    }

    /**
     * {@link #rejectAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same result and
     * role.
     */
    public CommandResult<PlanRecord> reject(Principal by, long planId, String why) {
        return CommandRunner.await("rejecting a plan", rejectAsync(by, planId, why));
    }

    /**
     * A supervisor approves one move of a plan, once the moves before it have ended; it runs at once. The result is
     * the move's plan, from which {@link PlanRecord#move} reads the move as it ended. Any thread; returns at once.
     * Never completes exceptionally: a refusal (audited {@code <action>.refused} under the caller) or an error is a
     * failed result whose message says why. Role: an enabled supervisor.
     */
    public CompletableFuture<CommandResult<PlanRecord>> approveMoveAsync(Principal by, long moveId) {
        return runner.loopCompose("approving a move", () -> decisions.approveMove(by, moveId));
    }

    /**
     * {@link #approveMoveAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same result
     * and role.
     */
    public CommandResult<PlanRecord> approveMove(Principal by, long moveId) {
        return CommandRunner.await("approving a move", approveMoveAsync(by, moveId));
    }

    /**
     * A supervisor rejects one pending move of a plan; the result is the move's plan ({@link PlanRecord#move} reads the
     * move). Any thread; returns at once. Never completes exceptionally: a refusal (audited {@code <action>.refused}
     * under the caller) or an error is a failed result whose message says why. Role: an enabled supervisor.
     */
    public CompletableFuture<CommandResult<PlanRecord>> rejectMoveAsync(Principal by, long moveId, String why) {
        return runner.loopAsync("rejecting a move", () -> decisions.rejectMove(by, moveId, why));
    }

    /**
     * {@link #rejectMoveAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same result
     * and role.
     */
    public CommandResult<PlanRecord> rejectMove(Principal by, long moveId, String why) {
        return CommandRunner.await("rejecting a move", rejectMoveAsync(by, moveId, why));
    }
}
