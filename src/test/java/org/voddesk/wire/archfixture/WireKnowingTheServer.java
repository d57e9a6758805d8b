package org.voddesk.wire.archfixture;

import org.voddesk.server.ServerSettings;

/** A wire class that depends on the server end: {@code ArchitectureTest.WIRE_KNOWS_NEITHER_END} must reject it. */
public final class WireKnowingTheServer {
    private WireKnowingTheServer() {
    }

    static String version(ServerSettings settings) {
        return settings.version();
    }
}
