package org.voddesk.server.archfixture;

import org.bouncycastle.asn1.x500.X500Name;
import org.voddesk.control.api.Principal;
import org.voddesk.control.auth.PrincipalGate;
import org.voddesk.core.Role;
import org.voddesk.store.Store;

/**
 * A server class that issues its own principal, reads the store and builds a certificate name:
 * {@code ArchitectureTest.SERVER_USES_ONLY_THE_CONTROL_API} and {@code ONLY_WIRE_TLS_USES_BOUNCYCASTLE} must reject
 * it.
 */
public final class ServerReachingIntoTheControlRoom {
    private ServerReachingIntoTheControlRoom() {
    }

    static Principal trustTheClient(PrincipalGate gate, String role) {
        return gate.issue("client", Role.fromWord(role));
    }

    static boolean hasUser(Store store, String name) {
        return store.users().find(name).isPresent();
    }

    static X500Name subject() {
        return new X500Name("CN=hand-made");
    }
}
