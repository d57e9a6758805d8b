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
 * @param name login name ({@code system} is the control loop itself)
 * @param role the role the login found
 */
public record Principal(String name, Role role) {
    /**
     * The name of the control loop's own actions (expiry, failure re-homing) in the audit log and migration history;
     * never issued, so a command given it is refused.
     */
    public static final Principal SYSTEM = new Principal("system", Role.SUPERVISOR);

    public Principal {
        if (name == null || name.isBlank() || role == null) {
            throw new IllegalArgumentException("a principal needs a name and a role");
        }
    }
}
