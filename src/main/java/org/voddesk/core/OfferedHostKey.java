package org.voddesk.core;

/**
 * The host key a node offered at a test connection, and what known_hosts says of it.
 *
 * @param hostName    the name known_hosts holds the node under ({@code host} or {@code [host]:port})
 * @param keyType     the key's type ({@code ssh-ed25519})
 * @param fingerprint the key's {@code SHA256:...} fingerprint
 * @param verdict     what known_hosts says of the key
 * @param blob        the public key blob (public data; accepting a key records it)
 */
public record OfferedHostKey(String hostName, String keyType, String fingerprint, HostKeyVerdict verdict,
                             byte[] blob) {
}
