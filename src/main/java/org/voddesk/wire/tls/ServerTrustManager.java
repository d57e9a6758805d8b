package org.voddesk.wire.tls;

import java.net.Socket;
import java.security.cert.CertificateException;
import java.security.cert.X509Certificate;
import java.util.concurrent.atomic.AtomicReference;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.X509ExtendedTrustManager;

/**
 * A client's trust in one control server, as the trust manager of its TLS connections: it checks the server's
 * certificate and keeps why it refused one ({@link #refusal}), since the transport may wrap or drop what a trust
 * manager throws. It checks servers only: a client certificate is never asked for.
 */
public abstract class ServerTrustManager extends X509ExtendedTrustManager {
    private final AtomicReference<CertificateException> refusal = new AtomicReference<>();

    /** The refusal of the last handshake, or {@code null} when none was refused. */
    public CertificateException refusal() {
        return refusal.get();
    }

    /** Keeps {@code e} as the refusal and gives it back, to be thrown. */
    protected final <E extends CertificateException> E refused(E e) {
        refusal.set(e);
        return e;
    }

    @Override
    public final void checkClientTrusted(X509Certificate[] chain, String authType) throws CertificateException {
        throw new CertificateException("this trust manager checks control servers only");
    }

    @Override
    public final void checkClientTrusted(X509Certificate[] chain, String authType, Socket socket)
            throws CertificateException {
        checkClientTrusted(chain, authType);
    }

    @Override
    public final void checkClientTrusted(X509Certificate[] chain, String authType, SSLEngine engine)
            throws CertificateException {
        checkClientTrusted(chain, authType);
    }

    @Override
    public X509Certificate[] getAcceptedIssuers() {
        return new X509Certificate[0];
    }
}
