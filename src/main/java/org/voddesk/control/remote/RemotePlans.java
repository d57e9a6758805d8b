package org.voddesk.control.remote;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.MigrationPlans;
import org.voddesk.control.api.Page;
import org.voddesk.control.api.Principal;
import org.voddesk.core.PlanRecord;
import org.voddesk.wire.ApproveMoveRequest;
import org.voddesk.wire.ApprovePlanRequest;
import org.voddesk.wire.OpenPlansRequest;
import org.voddesk.wire.PageRequest;
import org.voddesk.wire.PlanHistoryRequest;
import org.voddesk.wire.PlansGrpc;
import org.voddesk.wire.RejectMoveRequest;
import org.voddesk.wire.RejectPlanRequest;

/**
 * {@link MigrationPlans} over the wire: each method one call of the server's {@code Plans} service ({@link Calls}:
 * a deadline, the login's token, never exceptional), the server acting as the login's user whatever principal a
 * method names; its result is the server's control's, refusals in their words. The decisions carry an idempotency
 * key, so the server decides once however often a call is sent.
 */
final class RemotePlans implements MigrationPlans {
    private final Calls calls;

    RemotePlans(Calls calls) {
        this.calls = calls;
    }

    @Override
    public CompletableFuture<CommandResult<List<PlanRecord>>> openAsync(Principal by) {
        return calls.read("reading the open plans", PlansGrpc.getOpenMethod(), OpenPlansRequest.getDefaultInstance(),
                WireReads::openPlans);
    }

    @Override
    public CompletableFuture<CommandResult<Page<PlanRecord>>> historyAsync(Principal by, long fromMs, long toMs,
                                                                          int page, int pageSize) {
        return calls.read("reading the plan history", PlansGrpc.getHistoryMethod(), PlanHistoryRequest.newBuilder()
                .setFromMs(fromMs).setToMs(toMs)
                .setPage(PageRequest.newBuilder().setPage(page).setPageSize(pageSize)).build(), WireReads::planHistory);
    }

    @Override
    public CompletableFuture<CommandResult<PlanRecord>> approveAsync(Principal by, long planId, String note) {
        ApprovePlanRequest.Builder request = ApprovePlanRequest.newBuilder().setPlanId(planId);
        if (note != null) {
            request.setNote(note);
        }
        return calls.command("approving a plan", PlansGrpc.getApproveMethod(), request.build(), WireReads::decided);
    }

    @Override
    public CompletableFuture<CommandResult<PlanRecord>> rejectAsync(Principal by, long planId, String why) {
        RejectPlanRequest.Builder request = RejectPlanRequest.newBuilder().setPlanId(planId);
        if (why != null) {
            request.setWhy(why);
        }
        return calls.command("rejecting a plan", PlansGrpc.getRejectMethod(), request.build(), WireReads::decided);
    }

    @Override
    public CompletableFuture<CommandResult<PlanRecord>> approveMoveAsync(Principal by, long moveId) {
        return calls.command("approving a move", PlansGrpc.getApproveMoveMethod(),
                ApproveMoveRequest.newBuilder().setMoveId(moveId).build(), WireReads::decided);
    }

    @Override
    public CompletableFuture<CommandResult<PlanRecord>> rejectMoveAsync(Principal by, long moveId, String why) {
        RejectMoveRequest.Builder request = RejectMoveRequest.newBuilder().setMoveId(moveId);
        if (why != null) {
            request.setWhy(why);
        }
        return calls.command("rejecting a move", PlansGrpc.getRejectMoveMethod(), request.build(),
                WireReads::decided);
    }
}
