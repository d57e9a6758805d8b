package org.voddesk.control.remote;

import java.util.List;
import org.voddesk.control.api.ClusterSnapshot;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.Page;
import org.voddesk.control.api.PlaybackStarted;
import org.voddesk.control.api.Principal;
import org.voddesk.core.Alarm;
import org.voddesk.core.PlanRecord;
import org.voddesk.core.Role;
import org.voddesk.core.Session;
import org.voddesk.wire.AcknowledgeAlarmReply;
import org.voddesk.wire.AlarmHistoryReply;
import org.voddesk.wire.ChangeRateReply;
import org.voddesk.wire.ListSessionsReply;
import org.voddesk.wire.OpenAlarmsReply;
import org.voddesk.wire.OpenPlansReply;
import org.voddesk.wire.Outcome;
import org.voddesk.wire.PlanDecisionReply;
import org.voddesk.wire.PlanHistoryReply;
import org.voddesk.wire.PrincipalMessage;
import org.voddesk.wire.RequestPlaybackReply;
import org.voddesk.wire.StopSessionReply;
import org.voddesk.wire.UpdateSettingsReply;
import org.voddesk.wire.model.Alarms;
import org.voddesk.wire.model.Placements;
import org.voddesk.wire.model.Plans;
import org.voddesk.wire.model.Sessions;
import org.voddesk.wire.model.Settings;
import org.voddesk.wire.model.Pages;

/**
 * The wire's replies as the control API's results: one direction, no logic. A result is the reply's {@link Outcome}
 * as it is, with the reply's payload as its value when the reply carries one (also on a failed result: a plan
 * approved whose move failed). A reply that cannot be read throws {@link IllegalArgumentException}, which
 * {@link Calls} turns into a failed result.
 */
final class WireReads {
    private WireReads() {
    }

    /**
     * The principal of a login as the server issued it, with the desk the server saw it come from (none when unset).
     *
     * @throws IllegalArgumentException when the message has no name or no role this client knows, or a blank desk
     */
    static Principal principal(PrincipalMessage m) {
        Role role = switch (m.getRole()) {
            case ROLE_OPERATOR -> Role.OPERATOR;
            case ROLE_SUPERVISOR -> Role.SUPERVISOR;
            case ROLE_UNSPECIFIED, UNRECOGNIZED -> throw new IllegalArgumentException(
                    "the server sent a principal without a role this client knows");
        };
        return new Principal(m.getName(), role, m.hasDesk() ? m.getDesk() : null);
    }

    static CommandResult<ClusterSnapshot.LiveSessions> sessions(ListSessionsReply r) {
        return result(r.getOutcome(), new ClusterSnapshot.LiveSessions(
                r.getSessionsList().stream().map(Sessions::fromWire).toList(), r.getOwnersMap()));
    }

    static CommandResult<PlaybackStarted> playback(RequestPlaybackReply r) {
        return result(r.getOutcome(), r.hasPlacement() ? Placements.fromWire(r.getPlacement()) : null);
    }

    static CommandResult<Session> stopped(StopSessionReply r) {
        return result(r.getOutcome(), r.hasSession() ? Sessions.fromWire(r.getSession()) : null);
    }

    static CommandResult<Session> rate(ChangeRateReply r) {
        return result(r.getOutcome(), r.hasSession() ? Sessions.fromWire(r.getSession()) : null);
    }

    static CommandResult<ControlSettings> settings(UpdateSettingsReply r) {
        return result(r.getOutcome(), r.hasSettings() ? Settings.fromWire(r.getSettings()) : null);
    }

    static CommandResult<List<PlanRecord>> openPlans(OpenPlansReply r) {
        return result(r.getOutcome(), r.getOutcome().getOk()
                ? r.getPlansList().stream().map(Plans::fromWire).toList() : null);
    }

    static CommandResult<Page<PlanRecord>> planHistory(PlanHistoryReply r) {
        return result(r.getOutcome(), r.hasPage()
                ? Pages.fromWire(r.getPage(), r.getPlansList().stream().map(Plans::fromWire).toList()) : null);
    }

    static CommandResult<PlanRecord> decided(PlanDecisionReply r) {
        return result(r.getOutcome(), r.hasPlan() ? Plans.fromWire(r.getPlan()) : null);
    }

    static CommandResult<List<Alarm>> openAlarms(OpenAlarmsReply r) {
        return result(r.getOutcome(), r.getOutcome().getOk()
                ? r.getAlarmsList().stream().map(Alarms::fromWire).toList() : null);
    }

    static CommandResult<Page<Alarm>> alarmHistory(AlarmHistoryReply r) {
        return result(r.getOutcome(), r.hasPage()
                ? Pages.fromWire(r.getPage(), r.getAlarmsList().stream().map(Alarms::fromWire).toList()) : null);
    }

    static CommandResult<Alarm> acknowledged(AcknowledgeAlarmReply r) {
        return result(r.getOutcome(), r.hasAlarm() ? Alarms.fromWire(r.getAlarm()) : null);
    }

    /**
     * @throws IllegalArgumentException when the outcome has no words (the control's results always have some)
     */
    private static <T> CommandResult<T> result(Outcome outcome, T value) {
        return new CommandResult<>(outcome.getOk(), outcome.getMessage(), value);
    }
}
