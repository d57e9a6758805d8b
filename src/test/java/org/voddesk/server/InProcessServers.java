package org.voddesk.server;

import io.grpc.inprocess.InProcessServerBuilder;
import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import org.voddesk.control.api.Control;
import org.voddesk.wire.ServerAddress;

/**
 * A control server on gRPC's in-process transport (no socket, no TLS), for tests of other packages that need a
 * server over a control of their own: the same services, interceptors and token table as on Netty.
 */
public final class InProcessServers {
    /** The fingerprint such a server reports (it presents no key). */
    public static final String FINGERPRINT = "SHA256:in-process";

    private InProcessServers() {
    }

    /** Serves {@code control} under the in-process name {@code name}; closing the result stops it. */
    public static ControlServer start(String name, Control control) throws IOException {
        return ControlServer.start(InProcessServerBuilder.forName(name), control, FINGERPRINT,
                new ServerSettings(new ServerAddress("127.0.0.1", 0), Duration.ofMinutes(30), "test-version"),
                Clock.systemUTC());
    }
}
