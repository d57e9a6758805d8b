package org.voddesk.control.local;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.voddesk.control.admin.Roles;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.MigrationPlans;
import org.voddesk.control.api.Page;
import org.voddesk.control.api.Principal;
import org.voddesk.control.plan.PlanDecisions;
import org.voddesk.control.state.CommandRunner;
import org.voddesk.core.PlanRecord;
import org.voddesk.store.Store;

/**
 * The in-process {@link MigrationPlans}. The Migrations screen's plans (ALGORITHMS.md §7, docs/architecture.md
 * "Plans"): the open plans and the paged plan history (read on the work executor through the store's reader, for any
 * signed-in user, a refusal audited as {@code plan.read.refused}), and a supervisor's decisions on a plan or on one
 * move of it (on the loop; an operator is refused in {@link PlanDecisions} and the refusal audited, whatever the path).
 */
public final class LocalMigrationPlans implements MigrationPlans {
    private static final int MAX_PAGE = 500;

    private final Store store;
    private final Roles roles;
    private final CommandRunner runner;
    private final PlanDecisions decisions;

    LocalMigrationPlans(Store store, Roles roles, CommandRunner runner, PlanDecisions decisions) {
        this.store = store;
        this.roles = roles;
        this.runner = runner;
        this.decisions = decisions;
    }

    @Override
    public CompletableFuture<CommandResult<List<PlanRecord>>> openAsync(Principal by) {
        return runner.workAsync("reading the open plans", () -> {
            String refused = roles.userRefusal(by, "plan.read", "open plans");
            return refused != null ? CommandResult.failed(refused)
                    : CommandResult.ok("Open plans.", store.plans().open());
        });
    }

    @Override
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

    @Override
    public CompletableFuture<CommandResult<PlanRecord>> approveAsync(Principal by, long planId, String note) {
        return runner.loopCompose("approving a plan", () -> decisions.approvePlan(by, planId, note));
    }

    @Override
    public CompletableFuture<CommandResult<PlanRecord>> rejectAsync(Principal by, long planId, String why) {
        return runner.loopAsync("rejecting a plan", () -> decisions.rejectPlan(by, planId, why));
    }

    @Override
    public CompletableFuture<CommandResult<PlanRecord>> approveMoveAsync(Principal by, long moveId) {
        return runner.loopCompose("approving a move", () -> decisions.approveMove(by, moveId));
    }

    @Override
    public CompletableFuture<CommandResult<PlanRecord>> rejectMoveAsync(Principal by, long moveId, String why) {
        return runner.loopAsync("rejecting a move", () -> decisions.rejectMove(by, moveId, why));
    }
}
