package org.voddesk.wire.tls;

import java.io.IOException;
import java.net.Socket;
import java.security.cert.CertificateException;
import java.security.cert.X509Certificate;
import java.util.concurrent.atomic.AtomicReference;
import javax.net.ssl.SSLEngine;
import org.voddesk.wire.ServerAddress;

/**
 * A client's trust in one control server: the certificate it presents is trusted when known_servers holds the
 * fingerprint of its key for the address the client dialled ({@link KnownServers}), as OpenSSH trusts a host key.
 * The TLS handshake itself (that the server holds the key) stays the TLS library's. Names, dates and issuers of the
 * certificate are not what is trusted, so they are not checked: the pinned key is. A refusal is thrown as a
 * {@link ServerKeyException} and kept ({@link #refusal}), since the transport may wrap or drop what a trust manager
 * throws.
 */
public final class FingerprintTrustManager extends ServerTrustManager {
    private final KnownServers known;
    private final ServerAddress server;
    private final boolean acceptNew;
    private final AtomicReference<String> presented = new AtomicReference<>();

    /**
     * @param acceptNew record the key of an unknown server (first contact) instead of refusing it; a changed key is
     *                  refused all the same
     */
    public FingerprintTrustManager(KnownServers known, ServerAddress server, boolean acceptNew) {
        this.known = known;
        this.server = server;
        this.acceptNew = acceptNew;
    }

    @Override
    public void checkServerTrusted(X509Certificate[] chain, String authType) throws CertificateException {
        if (chain == null || chain.length == 0) {
            throw new CertificateException("the server " + server + " presented no certificate");
        }
        String fingerprint = Fingerprints.of(chain[0]);
        presented.set(fingerprint);
        try {
            if (known.checkOrAccept(server, fingerprint, acceptNew) == KnownServers.Verdict.KNOWN) {
                return;
            }
            throw refused(new ServerKeyException(server, fingerprint, known.fingerprintsOf(server),
                    known.file().toString()));
        } catch (IOException e) {
            throw new CertificateException("cannot check the server key of " + server + " against " + known.file()
                    + ": " + e.getMessage(), e);
        }
    }

    @Override
    public void checkServerTrusted(X509Certificate[] chain, String authType, Socket socket)
            throws CertificateException {
        checkServerTrusted(chain, authType);
    }

    @Override
    public void checkServerTrusted(X509Certificate[] chain, String authType, SSLEngine engine)
            throws CertificateException {
        checkServerTrusted(chain, authType);
    }

    /** The refusal of the last handshake (an unknown or changed key), or {@code null} when none was refused. */
    @Override
    public ServerKeyException refusal() {
        return (ServerKeyException) super.refusal();
    }

    /** The fingerprint the server presented at the last handshake, or {@code null} before one. */
    public String presented() {
        return presented.get();
    }
}
