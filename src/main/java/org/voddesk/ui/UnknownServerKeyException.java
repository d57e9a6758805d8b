package org.voddesk.ui;

import org.voddesk.ui.common.ToldFailure;

/**
 * A console start that met a control server whose key this desk does not know yet (first contact): the window shows
 * the fingerprint and asks the user to trust it, and on yes runs {@link #trust} (which records it) and starts again.
 * A key that changed is never this: it is refused as any failed start, naming both fingerprints.
 */
public final class UnknownServerKeyException extends Exception implements ToldFailure {
    private static final long serialVersionUID = 1L;

    /** Records the key as trusted for the server (blocking: it writes a file). */
    @FunctionalInterface
    public interface Trust {
        void trust() throws Exception;
    }

    private final String server;
    private final String fingerprint;
    private final String file;
    private final transient Trust trust;

    /**
     * @param server      the server's {@code HOST:PORT}
     * @param fingerprint the fingerprint of the key it presented ({@code SHA256:...})
     * @param file        where trusted keys are recorded ({@code known_servers})
     */
    public UnknownServerKeyException(String server, String fingerprint, String file, Trust trust) {
        super("unknown server key for " + server + ": " + fingerprint);
        this.server = server;
        this.fingerprint = fingerprint;
        this.file = file;
        this.trust = trust;
    }

    public String server() {
        return server;
    }

    public String fingerprint() {
        return fingerprint;
    }

    public String file() {
        return file;
    }

    /** Records the key as trusted (off the FX thread). */
    public void trust() throws Exception {
        trust.trust();
    }
}
