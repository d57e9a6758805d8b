package org.voddesk.server;

import org.voddesk.wire.ServerAddress;

/**
 * How a control server listens and what it answers as its version. How long its logins live is the control's
 * setting ({@code ControlSettings.loginIdle()}), which a supervisor changes while the server runs.
 *
 * @param listen  the address to bind; port 0 takes any free port (tests)
 * @param version what Status answers as the server's version
 */
public record ServerSettings(ServerAddress listen, String version) {
    public ServerSettings {
        if (listen == null || version == null) {
            throw new IllegalArgumentException("a server needs an address and a version");
        }
    }

    /** On {@code listen}, answering {@code version}. */
    public static ServerSettings on(ServerAddress listen, String version) {
        return new ServerSettings(listen, version);
    }
}
