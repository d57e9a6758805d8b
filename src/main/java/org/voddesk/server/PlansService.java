package org.voddesk.server;

import io.grpc.stub.StreamObserver;
import org.voddesk.control.api.MigrationPlans;
import org.voddesk.wire.ApproveMoveRequest;
import org.voddesk.wire.ApprovePlanRequest;
import org.voddesk.wire.OpenPlansReply;
import org.voddesk.wire.OpenPlansRequest;
import org.voddesk.wire.PlanDecisionReply;
import org.voddesk.wire.PlanHistoryReply;
import org.voddesk.wire.PlanHistoryRequest;
import org.voddesk.wire.PlansGrpc;
import org.voddesk.wire.RejectMoveRequest;
import org.voddesk.wire.RejectPlanRequest;

/**
 * The wire's {@code Plans} service over a control's {@link MigrationPlans}: reads through {@link Answers#read},
 * decisions through {@link Answers#command} (once per idempotency key), always as the call's principal. The roles are
 * the control's to check, and its refusals come back as the replies' outcomes.
 */
final class PlansService extends PlansGrpc.PlansImplBase {
    private final MigrationPlans plans;
    private final Answers answers;

    PlansService(MigrationPlans plans, Answers answers) {
        this.plans = plans;
        this.answers = answers;
    }

    @Override
    public void open(OpenPlansRequest request, StreamObserver<OpenPlansReply> reply) {
        answers.read("reading the open plans", plans.openAsync(Answers.principal()), PlanReplies::open, reply);
    }

    @Override
    public void history(PlanHistoryRequest request, StreamObserver<PlanHistoryReply> reply) {
        answers.read("reading the plan history", plans.historyAsync(Answers.principal(), request.getFromMs(),
                request.getToMs(), request.getPage().getPage(), request.getPage().getPageSize()),
                PlanReplies::history, reply);
    }

    @Override
    public void approve(ApprovePlanRequest request, StreamObserver<PlanDecisionReply> reply) {
        String note = request.hasNote() ? request.getNote() : null;
        answers.command("approving a plan", () -> plans.approveAsync(Answers.principal(), request.getPlanId(), note),
                PlanReplies::decided, reply);
    }

    @Override
    public void reject(RejectPlanRequest request, StreamObserver<PlanDecisionReply> reply) {
        String why = request.hasWhy() ? request.getWhy() : null;
        answers.command("rejecting a plan", () -> plans.rejectAsync(Answers.principal(), request.getPlanId(), why),
                PlanReplies::decided, reply);
    }

    @Override
    public void approveMove(ApproveMoveRequest request, StreamObserver<PlanDecisionReply> reply) {
        answers.command("approving a move", () -> plans.approveMoveAsync(Answers.principal(), request.getMoveId()),
                PlanReplies::decided, reply);
    }

    @Override
    public void rejectMove(RejectMoveRequest request, StreamObserver<PlanDecisionReply> reply) {
        String why = request.hasWhy() ? request.getWhy() : null;
        answers.command("rejecting a move", () -> plans.rejectMoveAsync(Answers.principal(), request.getMoveId(),
                why), PlanReplies::decided, reply);
    }
}
