package org.voddesk.control.remote;

import java.util.Optional;
import org.voddesk.control.api.Principal;
import org.voddesk.core.Alarm;
import org.voddesk.core.Quality;
import org.voddesk.core.Role;
import org.voddesk.core.Severity;
import org.voddesk.wire.AlarmMessage;
import org.voddesk.wire.MoveMessage;
import org.voddesk.wire.PlanMessage;
import org.voddesk.wire.PrincipalMessage;
import org.voddesk.wire.SessionMessage;

/** The wire's messages as the control API's records: one direction, no logic. */
final class WireReads {
    private WireReads() {
    }

    /**
     * @throws IllegalArgumentException when the message has no name or no role this client knows
     */
    static Principal principal(PrincipalMessage m) {
        Role role = switch (m.getRole()) {
            case ROLE_OPERATOR -> Role.OPERATOR;
            case ROLE_SUPERVISOR -> Role.SUPERVISOR;
            case ROLE_UNSPECIFIED, UNRECOGNIZED -> throw new IllegalArgumentException(
                    "the server sent a principal without a role this client knows");
        };
        return new Principal(m.getName(), role);
    }

    /**
     * @throws IllegalArgumentException when the session's quality is not one this client knows
     */
    static LiveSession session(SessionMessage m) {
        return new LiveSession(m.getId(), m.getNode(), m.getCamera(), Quality.fromWire(m.getQuality()), m.getRate(),
                m.getBeginMs(), m.getRequester().isEmpty() ? Optional.empty() : Optional.of(m.getRequester()),
                m.getStartedAtMs());
    }

    static OpenPlan plan(PlanMessage m) {
        return new OpenPlan(m.getId(), m.getKind(), m.getPriority(), m.getReason(), m.getLambdaBefore(),
                m.getLambdaAfter(), m.getExpiresAtMs(), m.getState(),
                m.getMovesList().stream().map(WireReads::move).toList());
    }

    static OpenPlan.Move move(MoveMessage m) {
        return new OpenPlan.Move(m.getId(), m.getSessionId(), m.getSource(), m.getTarget(), m.getState());
    }

    /**
     * @throws IllegalArgumentException when the alarm's severity is not one this client knows
     */
    static Alarm alarm(AlarmMessage m) {
        Alarm.Acknowledgement ack = m.getAcknowledgedBy().isEmpty() ? null : new Alarm.Acknowledgement(
                m.getAcknowledgedBy(), m.getAcknowledgedAtMs(), m.hasNote() ? m.getNote() : null);
        return new Alarm(m.getId(), m.getKind(), Severity.fromWord(m.getSeverity()), m.getSource(), m.getText(),
                new Alarm.Sightings(m.getFirstSeenMs(), m.getLastSeenMs(), m.getCount()), ack,
                m.hasClearedAtMs() ? m.getClearedAtMs() : null);
    }
}
