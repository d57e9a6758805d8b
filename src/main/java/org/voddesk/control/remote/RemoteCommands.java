package org.voddesk.control.remote;

import io.grpc.StatusRuntimeException;
import java.util.List;
import java.util.function.Supplier;
import org.voddesk.control.api.CommandResult;
import org.voddesk.core.Alarm;
import org.voddesk.core.Quality;
import org.voddesk.wire.DecidePlanReply;
import org.voddesk.wire.DecidePlanRequest;
import org.voddesk.wire.ListSessionsReply;
import org.voddesk.wire.ListSessionsRequest;
import org.voddesk.wire.OpenAlarmsReply;
import org.voddesk.wire.OpenAlarmsRequest;
import org.voddesk.wire.OpenPlansReply;
import org.voddesk.wire.OpenPlansRequest;
import org.voddesk.wire.PlanDecision;
import org.voddesk.wire.RequestPlaybackReply;
import org.voddesk.wire.RequestPlaybackRequest;
import org.voddesk.wire.StopSessionReply;
import org.voddesk.wire.StopSessionRequest;

/**
 * The commands of a {@link RemoteSession}'s login: each one call with {@link RemoteSession#CALL_DEADLINE}, its result
 * the control's at the server (ok and message as they are), or a failed result from {@link RemoteFailures} when the
 * call did not get through. They block, so never on the FX thread.
 */
public final class RemoteCommands {
    private final RemoteSession session;

    /** The commands of {@code session}'s login (log in first). */
    public RemoteCommands(RemoteSession session) {
        this.session = session;
    }

    /** The live sessions of the server's latest snapshot. Role: any login. */
    public CommandResult<List<LiveSession>> sessions() {
        return call(() -> {
            ListSessionsReply r = session.stub().listSessions(ListSessionsRequest.getDefaultInstance());
            return result(r.getOk(), r.getMessage(), () -> r.getSessionsList().stream().map(WireReads::session)
                    .toList());
        });
    }

    /** Places and starts a playback as this login (see {@code Control.requestPlaybackAsync}). */
    public CommandResult<StartedPlayback> play(String camera, long beginMs, double rate, Quality quality) {
        return call(() -> {
            RequestPlaybackReply r = session.stub().requestPlayback(RequestPlaybackRequest.newBuilder()
                    .setCamera(camera).setBeginMs(beginMs).setRate(rate).setQuality(quality.wireName()).build());
            return result(r.getOk(), r.getMessage(), () -> new StartedPlayback(WireReads.session(r.getSession()),
                    r.getUrl(), r.getWhy()));
        });
    }

    /** Stops a live session as this login (see {@code Control.stopSessionAsync}). */
    public CommandResult<LiveSession> stop(String sessionId) {
        return call(() -> {
            StopSessionReply r = session.stub().stopSession(StopSessionRequest.newBuilder().setSessionId(sessionId)
                    .build());
            return result(r.getOk(), r.getMessage(), () -> WireReads.session(r.getSession()));
        });
    }

    /** The open migration plans (see {@code MigrationPlans.openAsync}). */
    public CommandResult<List<OpenPlan>> openPlans() {
        return call(() -> {
            OpenPlansReply r = session.stub().openPlans(OpenPlansRequest.getDefaultInstance());
            return result(r.getOk(), r.getMessage(), () -> r.getPlansList().stream().map(WireReads::plan).toList());
        });
    }

    /** Approves plan {@code planId} with {@code note} (may be empty). Role: a supervisor, at the server. */
    public CommandResult<OpenPlan> approvePlan(long planId, String note) {
        return decide(planId, PlanDecision.PLAN_DECISION_APPROVE, note);
    }

    /** Rejects plan {@code planId} saying {@code why}. Role: a supervisor, at the server. */
    public CommandResult<OpenPlan> rejectPlan(long planId, String why) {
        return decide(planId, PlanDecision.PLAN_DECISION_REJECT, why);
    }

    /** The open alarms, most recently seen first (see {@code Alarms.openAsync}). */
    public CommandResult<List<Alarm>> openAlarms() {
        return call(() -> {
            OpenAlarmsReply r = session.stub().openAlarms(OpenAlarmsRequest.getDefaultInstance());
            return result(r.getOk(), r.getMessage(), () -> r.getAlarmsList().stream().map(WireReads::alarm).toList());
        });
    }

    private CommandResult<OpenPlan> decide(long planId, PlanDecision decision, String text) {
        return call(() -> {
            DecidePlanReply r = session.stub().decidePlan(DecidePlanRequest.newBuilder().setPlanId(planId)
                    .setDecision(decision).setText(text == null ? "" : text).build());
            return result(r.getOk(), r.getMessage(), () -> WireReads.plan(r.getPlan()));
        });
    }

    /** A reply's result; a failed one carries no value (the wire sends it only as an explanation). */
    private static <T> CommandResult<T> result(boolean ok, String message, Supplier<T> value) {
        return ok ? CommandResult.ok(message, value.get()) : CommandResult.failed(message);
    }

    private <T> CommandResult<T> call(Supplier<CommandResult<T>> call) {
        try {
            return call.get();
        } catch (StatusRuntimeException e) {
            return RemoteFailures.of(e, session.server(), RemoteSession.CALL_DEADLINE);
        } catch (IllegalArgumentException e) {
            return CommandResult.failed("The control server " + session.server() + " sent what this client cannot"
                    + " read (" + e.getMessage() + "); is it a newer version?");
        }
    }
}
