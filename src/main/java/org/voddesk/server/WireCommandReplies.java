package org.voddesk.server;

import java.util.List;
import java.util.Map;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.PlaybackStarted;
import org.voddesk.core.Alarm;
import org.voddesk.core.MoveRecord;
import org.voddesk.core.PlanRecord;
import org.voddesk.core.Session;
import org.voddesk.wire.AlarmMessage;
import org.voddesk.wire.DecidePlanReply;
import org.voddesk.wire.ListSessionsReply;
import org.voddesk.wire.MoveMessage;
import org.voddesk.wire.OpenAlarmsReply;
import org.voddesk.wire.OpenPlansReply;
import org.voddesk.wire.PlanMessage;
import org.voddesk.wire.RequestPlaybackReply;
import org.voddesk.wire.SessionMessage;
import org.voddesk.wire.StopSessionReply;

/**
 * The control API's command results as the wire's replies: one direction, no logic. Each reply carries the result's
 * ok and message as they are, and its value when there is one.
 */
final class WireCommandReplies {
    private WireCommandReplies() {
    }

    static SessionMessage session(Session s, String requester) {
        return SessionMessage.newBuilder().setId(s.id()).setNode(s.nodeName()).setCamera(s.cameraId())
                .setQuality(s.quality().wireName()).setRate(s.rate()).setBeginMs(s.beginMs())
                .setRequester(requester == null ? "" : requester).setStartedAtMs(s.startedAtMs()).build();
    }

    static ListSessionsReply sessions(List<Session> live, Map<String, String> owners) {
        ListSessionsReply.Builder b = ListSessionsReply.newBuilder().setOk(true)
                .setMessage(live.size() + " live sessions.");
        live.forEach(s -> b.addSessions(session(s, owners.get(s.id()))));
        return b.build();
    }

    static RequestPlaybackReply playback(CommandResult<PlaybackStarted> r) {
        RequestPlaybackReply.Builder b = RequestPlaybackReply.newBuilder().setOk(r.ok()).setMessage(r.message());
        PlaybackStarted p = r.value();
        if (p != null) {
            b.setSession(session(p.session(), null)).setUrl(p.url())
                    .setWhy(p.explanation().policy() + ": " + p.explanation().rule());
        }
        return b.build();
    }

    static StopSessionReply stopped(CommandResult<Session> r) {
        StopSessionReply.Builder b = StopSessionReply.newBuilder().setOk(r.ok()).setMessage(r.message());
        if (r.value() != null) {
            b.setSession(session(r.value(), null));
        }
        return b.build();
    }

    static PlanMessage plan(PlanRecord p) {
        PlanMessage.Builder b = PlanMessage.newBuilder().setId(p.id()).setKind(p.draft().kind().word())
                .setPriority(p.draft().priority()).setReason(p.draft().reason())
                .setLambdaBefore(p.draft().lambdaBefore()).setLambdaAfter(p.draft().lambdaAfter())
                .setExpiresAtMs(p.draft().expiresAtMs()).setState(p.state().word());
        p.moves().forEach(m -> b.addMoves(move(m)));
        return b.build();
    }

    static MoveMessage move(MoveRecord m) {
        return MoveMessage.newBuilder().setId(m.id()).setSessionId(m.draft().sessionId())
                .setSource(m.draft().grounds().sourceNode()).setTarget(m.draft().grounds().targetNode())
                .setState(m.state().word()).build();
    }

    static OpenPlansReply openPlans(CommandResult<List<PlanRecord>> r) {
        OpenPlansReply.Builder b = OpenPlansReply.newBuilder().setOk(r.ok()).setMessage(r.message());
        if (r.value() != null) {
            r.value().forEach(p -> b.addPlans(plan(p)));
        }
        return b.build();
    }

    static DecidePlanReply decided(CommandResult<PlanRecord> r) {
        DecidePlanReply.Builder b = DecidePlanReply.newBuilder().setOk(r.ok()).setMessage(r.message());
        if (r.value() != null) {
            b.setPlan(plan(r.value()));
        }
        return b.build();
    }

    static AlarmMessage alarm(Alarm a) {
        AlarmMessage.Builder b = AlarmMessage.newBuilder().setId(a.id()).setKind(a.kind())
                .setSeverity(a.severity().word()).setSource(a.source()).setText(a.message())
                .setFirstSeenMs(a.firstSeenMs()).setLastSeenMs(a.lastSeenMs()).setCount(a.seen().count());
        if (a.acknowledgement() != null) {
            b.setAcknowledgedBy(a.acknowledgement().by()).setAcknowledgedAtMs(a.acknowledgement().atMs());
            if (a.acknowledgement().note() != null) {
                b.setNote(a.acknowledgement().note());
            }
        }
        if (a.clearedAtMs() != null) {
            b.setClearedAtMs(a.clearedAtMs());
        }
        return b.build();
    }

    static OpenAlarmsReply openAlarms(CommandResult<List<Alarm>> r) {
        OpenAlarmsReply.Builder b = OpenAlarmsReply.newBuilder().setOk(r.ok()).setMessage(r.message());
        if (r.value() != null) {
            r.value().forEach(a -> b.addAlarms(alarm(a)));
        }
        return b.build();
    }
}
