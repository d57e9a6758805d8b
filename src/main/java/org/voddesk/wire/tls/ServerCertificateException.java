package org.voddesk.wire.tls;

import java.security.cert.CertificateException;
import org.voddesk.wire.ServerAddress;

/**
 * A control server's certificate that a client trusting the site's authority ({@code --tls-ca}) refused: it does not
 * chain to that authority, or it is not for the name or address the user gave. The message says which, and what to do.
 */
public final class ServerCertificateException extends CertificateException {
    private static final long serialVersionUID = 1L;

    private final transient ServerAddress server;

    public ServerCertificateException(ServerAddress server, String message, Throwable cause) {
        super(message, cause);
        this.server = server;
    }

    public ServerAddress server() {
        return server;
    }
}
