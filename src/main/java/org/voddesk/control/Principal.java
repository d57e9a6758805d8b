package org.voddesk.control;

import org.voddesk.core.Role;

/**
 * Who asks the control layer to do something, as a login established it. Operator actions trust it; every
 * supervisor action checks the role again against the user table at the moment of the action (a user demoted
 * or disabled since logging in is refused), so a forged principal gains nothing.
 *
 * @param name login name ({@code system} is the control loop itself)
 * @param role the role the login found
 */
public record Principal(String name, Role role) {
    /** The control loop's own actions (expiry, failure re-homing) in the audit log and proposal history. */
    public static final Principal SYSTEM = new Principal("system", Role.SUPERVISOR);

    public Principal {
        if (name == null || name.isBlank() || role == null) {
            throw new IllegalArgumentException("a principal needs a name and a role");
        }
    }

    /**
     * A local operator for one-shot command-line use (no login: the command line is run by whoever holds the
     * cluster's SSH key). It has only the operator's rights.
     */
    public static Principal localOperator(String name) {
        return new Principal(name == null || name.isBlank() ? "cli" : "cli:" + name, Role.OPERATOR);
    }
}
