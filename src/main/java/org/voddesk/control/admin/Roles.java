package org.voddesk.control.admin;

import java.util.Optional;
import org.voddesk.core.UserRecord;
import org.voddesk.control.Principal;
import org.voddesk.control.state.ControlContext;

/**
 * The role check of commands, made against the user table at the moment of the command (a principal's role may
 * have changed since its login): {@link #why} is the one check that approvals, settings, user management, node
 * administration and host keys share; each words and audits its refusal for its own screen.
 */
public final class Roles {
    private Roles() {
    }

    /** Why {@code by} may not do {@code action} (a supervisor's right) now, audited; or {@code null}. */
    static String refusal(ControlContext ctx, Principal by, String action, String subject) {
        String why = why(ctx, by, true);
        if (why == null) {
            return null;
        }
        ctx.audit.log(ctx.now(), by == null ? "?" : by.name(), action + ".refused", subject, why);
        return "Only a supervisor may do this (" + why + "). Nothing was changed.";
    }

    /** Why {@code by} may not act at all now ({@code supervisor}: nor as a supervisor), or {@code null}. */
    public static String why(ControlContext ctx, Principal by, boolean supervisor) {
        Optional<UserRecord> u = by == null ? Optional.empty() : ctx.store.users().find(by.name());
        if (u.isEmpty()) {
            return "there is no user " + (by == null ? null : by.name());
        }
        if (u.get().disabled()) {
            return "user " + by.name() + " is disabled";
        }
        if (supervisor && !u.get().role().supervises()) {
            return by.name() + " is an operator";
        }
        return null;
    }
}
