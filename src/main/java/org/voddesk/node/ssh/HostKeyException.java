package org.voddesk.node.ssh;

import org.voddesk.core.NodeFailure;
import org.voddesk.node.NodeException;

/**
 * A host key that was refused: unknown (and not accepted) or changed. It carries the SHA256 fingerprint of the
 * key the node presented, in OpenSSH's form ({@code SHA256:...}), so that a supervisor can compare it with the
 * one the server's administrator reads from {@code ssh-keygen -lf}.
 */
public final class HostKeyException extends NodeException {
    private static final long serialVersionUID = 1L;

    private final String host;
    private final String keyType;
    private final String fingerprint;

    public HostKeyException(NodeFailure kind, String host, String keyType, String fingerprint, String knownHostsFile) {
        super(kind, message(kind, host, keyType, fingerprint, knownHostsFile));
        if (kind != NodeFailure.HOST_KEY_CHANGED && kind != NodeFailure.HOST_KEY_UNKNOWN) {
            throw new IllegalArgumentException("not a host-key kind: " + kind);
        }
        this.host = host;
        this.keyType = keyType;
        this.fingerprint = fingerprint;
    }

    private static String message(NodeFailure kind, String host, String type, String fp, String file) {
        return kind == NodeFailure.HOST_KEY_CHANGED
                ? "HOST KEY CHANGED for " + host + ": it now presents " + type + " " + fp + ", which differs from "
                + file + " - refused (possible man-in-the-middle; verify with the server's administrator)"
                : "unknown host key for " + host + ": " + type + " " + fp + " is not in " + file
                + " - refused (accept it with --accept-new-host-keys after checking the fingerprint)";
    }

    /** The host as known_hosts names it ({@code host} or {@code [host]:port}). */
    public String host() {
        return host;
    }

    public String keyType() {
        return keyType;
    }

    /** {@code SHA256:<base64 without padding>}. */
    public String fingerprint() {
        return fingerprint;
    }
}
