package org.voddesk.ui.archfixture;

import org.voddesk.control.api.Principal;
import org.voddesk.control.auth.PrincipalGate;
import org.voddesk.control.local.CommandLineLogin;
import org.voddesk.control.local.LocalControl;
import org.voddesk.core.Role;

/** Breaks the principal rules on purpose: a screen that takes a principal without a login. */
public final class ScreenWithoutALogin {
    private ScreenWithoutALogin() {
    }

    static Principal osUser(LocalControl control) {
        return CommandLineLogin.of(control).osUser("eve", "no reason");
    }

    static Principal issued(PrincipalGate gate) {
        return gate.issue("eve", Role.SUPERVISOR);
    }
}
