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
 * @param offered       the host key the node offered and known_hosts' verdict on it, or {@code null} when none was
 *                      offered
 * @param agentProtocol the first word of the agent's status reply ({@code vodnode/1}), or {@code null} when the
 *                      agent did not answer (the reason says why)
 */
public record ProbeReport(String node, String address, boolean reachable, String reason, NodeFailure failure,
                          OfferedHostKey offered, String agentProtocol) {
    /** Whether known_hosts knows the offered key. */
    public boolean hostKeyKnown() {
        return verdict() == HostKeyVerdict.KNOWN;
    }

    // The offered key's figures, read through; each {@code null} when no key was offered.

    public String hostName() {
        return offered == null ? null : offered.hostName();
    }

    public String keyType() {
        return offered == null ? null : offered.keyType();
    }

    public String fingerprint() {
        return offered == null ? null : offered.fingerprint();
    }

    public HostKeyVerdict verdict() {
        return offered == null ? null : offered.verdict();
    }

    /** The offered public key blob, or {@code null}. */
    public byte[] offeredKey() {
        return offered == null ? null : offered.blob();
    }
}
