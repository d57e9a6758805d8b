package org.voddesk.wire.tls;

import java.security.cert.CertificateException;
import java.util.List;
import org.voddesk.wire.ServerAddress;

/**
 * A control server's key that a client refused: unknown (first contact without {@code --accept-new-server-key}) or
 * changed. It names the fingerprint the server presented and, when changed, the ones the client knew, so that
 * someone can compare them with what the server's administrator reads from {@code voddesk server}'s first line.
 */
public final class ServerKeyException extends CertificateException {
    private static final long serialVersionUID = 1L;

    private final transient ServerAddress server;
    private final String presented;
    private final List<String> known;

    public ServerKeyException(ServerAddress server, String presented, List<String> known, String file) {
        super(message(server, presented, known, file));
        this.server = server;
        this.presented = presented;
        this.known = List.copyOf(known);
    }

    private static String message(ServerAddress server, String presented, List<String> known, String file) {
        return known.isEmpty()
                ? "unknown server key for " + server + ": " + presented + " is not in " + file + " - refused (accept"
                + " it with --accept-new-server-key after checking the fingerprint with the server's administrator)"
                : "SERVER KEY CHANGED for " + server + ": it now presents " + presented + ", but " + file + " knows it"
                + " as " + String.join(", ", known) + " - refused (possible man-in-the-middle; verify with the"
                + " server's administrator, then remove the old line from " + file + ")";
    }

    public ServerAddress server() {
        return server;
    }

    /** The fingerprint the server presented. */
    public String presented() {
        return presented;
    }

    /** The fingerprints known_servers holds for the server; empty for an unknown server. */
    public List<String> known() {
        return known;
    }

    /** Whether the server was known with another key (else it was unknown). */
    public boolean changed() {
        return !known.isEmpty();
    }
}
