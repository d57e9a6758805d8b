package org.voddesk.server;

import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Principal;
import org.voddesk.wire.LoginReply;
import org.voddesk.wire.LogoutReply;
import org.voddesk.wire.Outcome;
import org.voddesk.wire.PrincipalMessage;
import org.voddesk.wire.ResumeReply;
import org.voddesk.wire.RoleMessage;
import org.voddesk.wire.StatusReply;

/** The control API's records as the wire's messages: one direction, no logic. */
final class WireReplies {
    private WireReplies() {
    }

    /** The result's ok and message as they are: every command reply's field 1. */
    static Outcome outcome(CommandResult<?> r) {
        return Outcome.newBuilder().setOk(r.ok()).setMessage(r.message()).build();
    }

    /** A principal: its name, role and desk (unset when it has none). */
    static PrincipalMessage principal(Principal p) {
        PrincipalMessage.Builder m = PrincipalMessage.newBuilder().setName(p.name())
                .setRole(switch (p.role()) {
                    case OPERATOR -> RoleMessage.ROLE_OPERATOR;
                    case SUPERVISOR -> RoleMessage.ROLE_SUPERVISOR;
                });
        if (p.desk() != null) {
            m.setDesk(p.desk());
        }
        return m.build();
    }

    static LoginReply login(String token, Principal p, String message, String resumeSecret) {
        return LoginReply.newBuilder().setToken(token).setPrincipal(principal(p)).setMessage(message)
                .setResumeSecret(resumeSecret).build();
    }

    static ResumeReply resumed(String token, Principal p, String message, String resumeSecret) {
        return ResumeReply.newBuilder().setOutcome(Outcome.newBuilder().setOk(true).setMessage(message))
                .setToken(token).setPrincipal(principal(p)).setResumeSecret(resumeSecret).build();
    }

    static LogoutReply logout(String message) {
        return LogoutReply.newBuilder().setMessage(message).build();
    }

    static StatusReply status(String version, String fingerprint) {
        return StatusReply.newBuilder().setVersion(version).setFingerprint(fingerprint).build();
    }
}
