package org.voddesk.control.admin;

import org.voddesk.control.Principal;
import org.voddesk.control.state.ControlContext;

/**
 * The role check of commands, made at the moment of the command: the principal must be one this console issued
 * ({@link org.voddesk.control.auth.PrincipalGate}), its user still enabled, and for a supervisor's right a supervisor
 * both in its login and in the user table now. {@link #why} is the one check every command shares; each words and
 * audits its refusal for its own screen ({@link #refusal}, {@link #userRefusal}).
 */
public final class Roles {
    private Roles() {
    }

    /** Why {@code by} may not do {@code action} (a supervisor's right) now, audited; or {@code null}. */
    public static String refusal(ControlContext ctx, Principal by, String action, String subject) {
        String why = why(ctx, by, true);
        if (why == null) {
            return null;
        }
        ctx.audit.log(ctx.now(), by == null ? "?" : by.name(), action + ".refused", subject, why);
        return "Only a supervisor may do this (" + why + "). Nothing was changed.";
    }

    /** Why {@code by} may not act at all now ({@code supervisor}: nor as a supervisor), or {@code null}. */
    public static String why(ControlContext ctx, Principal by, boolean supervisor) {
        return ctx.gate.why(by, supervisor);
    }

    /**
     * Why {@code by} may not do {@code action} (any issued, enabled principal's right) now, audited as
     * {@code action.refused}; or {@code null}.
     */
    public static String userRefusal(ControlContext ctx, Principal by, String action, String subject) {
        String why = why(ctx, by, false);
        if (why != null) {
            ctx.audit.log(ctx.now(), by == null ? "?" : by.name(), action + ".refused", subject, why);
        }
        return why;
    }
}
