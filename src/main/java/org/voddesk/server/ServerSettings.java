package org.voddesk.server;

import java.time.Duration;
import org.voddesk.wire.ServerAddress;

/**
 * How a control server listens and how long its logins live.
 *
 * @param listen    the address to bind; port 0 takes any free port (tests)
 * @param idleLogin how long a login's token may go unused before it expires
 * @param version   what Status answers as the server's version
 */
public record ServerSettings(ServerAddress listen, Duration idleLogin, String version) {
    /** A login unused this long expires. */
    public static final Duration DEFAULT_IDLE_LOGIN = Duration.ofMinutes(30);

    public ServerSettings {
        if (listen == null || idleLogin == null || version == null) {
            throw new IllegalArgumentException("a server needs an address, an idle time and a version");
        }
        if (idleLogin.isNegative() || idleLogin.isZero()) {
            throw new IllegalArgumentException("the idle time of a login must be positive, got " + idleLogin);
        }
    }

    /** On {@code listen}, with {@link #DEFAULT_IDLE_LOGIN}. */
    public static ServerSettings on(ServerAddress listen, String version) {
        return new ServerSettings(listen, DEFAULT_IDLE_LOGIN, version);
    }

    public ServerSettings withIdleLogin(Duration idle) {
        return new ServerSettings(listen, idle, version);
    }
}
