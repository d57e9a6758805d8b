package org.voddesk.control.admin;

import java.time.Clock;
import org.voddesk.control.api.Principal;
import org.voddesk.control.auth.PrincipalGate;
import org.voddesk.control.state.Audit;

/**
 * The role check of commands, made at the moment of the command: the principal must be one this console issued
 * ({@link PrincipalGate}), its user still enabled, and for a supervisor's right a supervisor both in its login and
 * in the user table now. {@link #why} is the one check every command shares; each words and audits its refusal for
 * its own screen ({@link #refusal}, {@link #userRefusal}).
 */
public final class Roles {
    private final PrincipalGate gate;
    private final Audit audit;
    private final Clock clock;

    public Roles(PrincipalGate gate, Audit audit, Clock clock) {
        this.gate = gate;
        this.audit = audit;
        this.clock = clock;
    }

    /** Why {@code by} may not do {@code action} (a supervisor's right) now, audited; or {@code null}. */
    public String refusal(Principal by, String action, String subject) {
        String why = why(by, true);
        if (why == null) {
            return null;
        }
        audit.log(clock.millis(), actor(by), desk(by), action + ".refused", subject, why);
        return "Only a supervisor may do this (" + why + "). Nothing was changed.";
    }

    /** Why {@code by} may not act at all now ({@code supervisor}: nor as a supervisor), or {@code null}. */
    public String why(Principal by, boolean supervisor) {
        return gate.why(by, supervisor);
    }

    /**
     * Why {@code by} may not do {@code action} (any issued, enabled principal's right) now, audited as
     * {@code action.refused}; or {@code null}.
     */
    public String userRefusal(Principal by, String action, String subject) {
        String why = why(by, false);
        if (why != null) {
            audit.log(clock.millis(), actor(by), desk(by), action + ".refused", subject, why);
        }
        return why;
    }

    /**
     * The name a refusal of {@code by} is audited under: its own when this console issued it,
     * {@link PrincipalGate#UNAUTHENTICATED} for a forged principal or none (the name it claims is not trusted).
     */
    public String actor(Principal by) {
        return gate.actor(by);
    }

    /**
     * The desk a refusal of {@code by} is audited at: its login's when this console issued it, {@code null} (not
     * known) for a forged principal or none.
     */
    public String desk(Principal by) {
        return gate.desk(by);
    }
}
