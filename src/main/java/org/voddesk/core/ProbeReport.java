package org.voddesk.core;


/**
 * What one test connection to a node found (Settings screen, "test connection"): whether the console could log in,
 * why not, the host key the node offered and whether known_hosts knows it, and the agent's protocol.
 *
 * @param node          the node's name
 * @param address       {@code user@host:port}
 * @param reachable     the SSH login succeeded (host key known, key accepted by the account)
 * @param reason        one line: what worked, or what failed and why
 * @param failure       the kind of failure, or {@code null} when reachable
 * @param hostName      the name known_hosts holds the node under ({@code host} or {@code [host]:port}), or {@code null}
 *                      when no key was offered
 * @param keyType       the offered key's type ({@code ssh-ed25519}), or {@code null} when none was offered
 * @param fingerprint   the offered key's {@code SHA256:...} fingerprint, or {@code null} when none was offered
 * @param verdict       what known_hosts says of the offered key, or {@code null} when none was offered
 * @param agentProtocol the first word of the agent's status reply ({@code vodnode/1}), or {@code null} when the
 *                      agent did not answer (the reason says why)
 * @param offeredKey    the offered public key blob (public data; accepting a key records it), or {@code null}
 */
public record ProbeReport(String node, String address, boolean reachable, String reason, NodeFailure failure,
                          String hostName, String keyType, String fingerprint, HostKeyVerdict verdict, String agentProtocol,
                          byte[] offeredKey) {
    /** Whether known_hosts knows the offered key. */
    public boolean hostKeyKnown() {
        return verdict == HostKeyVerdict.KNOWN;
    }
}
