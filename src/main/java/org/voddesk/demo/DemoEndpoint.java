package org.voddesk.demo;

import java.security.PublicKey;

/**
 * Where a demo node is reached and how it identifies itself.
 *
 * @param name         node name
 * @param host         address it listens on
 * @param port         SSH port
 * @param hostKey      its host public key
 * @param bandwidthBps its streaming bandwidth {@code Bord}
 */
public record DemoEndpoint(String name, String host, int port, PublicKey hostKey, double bandwidthBps) {
    /** The SHA256 fingerprint of the host key, as OpenSSH shows it. */
    public String fingerprint() {
        return DemoKeys.fingerprint(hostKey);
    }

    /** The node's known_hosts line. */
    public String knownHostsLine() {
        return DemoKeys.knownHostsLine(host, port, hostKey);
    }
}
