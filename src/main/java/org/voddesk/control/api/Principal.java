package org.voddesk.control.api;

import org.voddesk.core.Role;

/**
 * Who asks the control layer to do something. Only a principal {@link Control} issued counts (a login result, or
 * the command line's {@code CommandLineLogin}): every command checks that it holds that very object, and checks the
 * user table at the moment of the command (a user disabled or demoted since the login is refused; a login ended by a
 * password reset, a disable, a role change or a removal is refused). So a principal built with
 * {@code new Principal(...)} is refused by every command, and the refusal is audited under {@code unauthenticated},
 * never under the name it claims ({@code docs/architecture.md}, "Principals").
 *
 * <p>The desk is where the login came from, as the control was told at the login: {@link Control#THIS_DESK} in
 * process, the peer's IP address for a login over the wire. Every audit line of the principal's commands names it.
 *
 * @param name login name ({@code system} is the control loop itself)
 * @param role the role the login found
 * @param desk the desk the login came from, or {@code null} for the control loop itself (it has none)
 */
public record Principal(String name, Role role, String desk) {
    /**
     * The name of the control loop's own actions (expiry, failure re-homing) in the audit log and migration history;
     * never issued, so a command given it is refused. It has no desk.
     */
    public static final Principal SYSTEM = new Principal("system", Role.SUPERVISOR, null);

    public Principal {
        if (name == null || name.isBlank() || role == null) {
            throw new IllegalArgumentException("a principal needs a name and a role");
        }
        if (desk != null && desk.isBlank()) {
            throw new IllegalArgumentException("a principal's desk is a name or none, not blank");
        }
    }

    /** A principal of a login at this desk ({@link Control#THIS_DESK}). */
    public Principal(String name, Role role) {
        this(name, role, Control.THIS_DESK);
    }
}
