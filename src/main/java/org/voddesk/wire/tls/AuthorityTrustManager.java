package org.voddesk.wire.tls;

import java.net.Socket;
import java.security.cert.CertPathBuilderException;
import java.security.cert.CertificateException;
import java.security.cert.CertificateExpiredException;
import java.security.cert.CertificateNotYetValidException;
import java.security.cert.CertificateParsingException;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.SSLSession;
import org.voddesk.wire.ServerAddress;

/**
 * A client's trust in one control server by the site's authority ({@code --tls-ca}): the certificate the server
 * presents must chain to the authority and be for the host name or IP address the user gave (HTTPS's rule: a DNS or IP
 * subject alternative name). Both checks are the JDK's PKIX trust manager's ({@link SiteAuthority#pkix}): the chain
 * first, then the name, through the TLS engine of the handshake, which carries the name the client dialled. A
 * handshake that does not ask for the name to be checked, or carries another name, is refused: nothing is trusted
 * unchecked. The key is not pinned: a certificate renewed by the authority, for a new key, is trusted the same.
 */
public final class AuthorityTrustManager extends ServerTrustManager {
    /** The name check of RFC 2818 (and 6125) that the engine must ask for. */
    private static final String HTTPS = "HTTPS";

    private final SiteAuthority authority;
    private final ServerAddress server;

    public AuthorityTrustManager(SiteAuthority authority, ServerAddress server) {
        this.authority = authority;
        this.server = server;
    }

    @Override
    public void checkServerTrusted(X509Certificate[] chain, String authType, SSLEngine engine)
            throws CertificateException {
        checkChain(chain, authType);
        checkName(chain, authType, engine);
    }

    /** Without the handshake's engine the name dialled is not known: refused. */
    @Override
    public void checkServerTrusted(X509Certificate[] chain, String authType) throws CertificateException {
        checkChain(chain, authType);
        throw refused(new ServerCertificateException(server, "cannot check that the certificate of " + server
                + " is for " + server.host() + ": the TLS library gave no handshake to check it in - refused", null));
    }

    @Override
    public void checkServerTrusted(X509Certificate[] chain, String authType, Socket socket)
            throws CertificateException {
        checkServerTrusted(chain, authType);
    }

    @Override
    public X509Certificate[] getAcceptedIssuers() {
        return authority.certificates().toArray(new X509Certificate[0]);
    }

    private void checkChain(X509Certificate[] chain, String authType) throws CertificateException {
        if (chain == null || chain.length == 0) {
            throw refused(new ServerCertificateException(server, "the server " + server + " presented no certificate"
                    + " - refused", null));
        }
        try {
            authority.pkix().checkServerTrusted(chain, authType);
        } catch (CertificateException e) {
            throw refused(new ServerCertificateException(server, "the certificate of " + server + " ("
                    + chain[0].getSubjectX500Principal().getName() + ") does not chain to the site's authority in "
                    + authority.file() + ": " + why(e) + " - refused (ask the server's administrator for a"
                    + " certificate that authority signed, or check that --tls-ca names the site's authority)", e));
        }
    }

    private void checkName(X509Certificate[] chain, String authType, SSLEngine engine) throws CertificateException {
        SSLSession handshake = engine == null ? null : engine.getHandshakeSession();
        String asked = engine == null ? null : engine.getSSLParameters().getEndpointIdentificationAlgorithm();
        if (handshake == null || !HTTPS.equalsIgnoreCase(asked) || !sameHost(handshake.getPeerHost())) {
            throw refused(new ServerCertificateException(server, "cannot check that the certificate of " + server
                    + " is for " + server.host() + ": the TLS handshake " + (handshake == null ? "was not there"
                    : "asked for " + (asked == null ? "no name check" : asked) + " of "
                    + handshake.getPeerHost()) + " - refused", null));
        }
        try {
            authority.pkix().checkServerTrusted(chain, authType, engine);
        } catch (CertificateException e) {
            throw refused(new ServerCertificateException(server, "the certificate of " + server + " is not for "
                    + server.host() + ": it names " + names(chain[0]) + " - refused (connect with a name or address"
                    + " it names, or have the authority sign one that names " + server.host() + ")", e));
        }
    }

    /** Whether the handshake is for the host the user gave (an IPv6 address with or without its brackets). */
    private boolean sameHost(String peerHost) {
        if (peerHost == null) {
            return false;
        }
        String h = peerHost.startsWith("[") && peerHost.endsWith("]")
                ? peerHost.substring(1, peerHost.length() - 1) : peerHost;
        return h.toLowerCase(Locale.ROOT).equals(server.host().toLowerCase(Locale.ROOT));
    }

    /** Why PKIX refused the chain, in words: the dates of a certificate, or no path to the authority. */
    private static String why(CertificateException e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof CertificateExpiredException) {
                return "a certificate of its chain has expired (" + t.getMessage() + ")";
            }
            if (t instanceof CertificateNotYetValidException) {
                return "a certificate of its chain is not valid yet (" + t.getMessage() + ")";
            }
            if (t instanceof CertPathBuilderException) {
                return "no chain of certificates leads from it to that authority";
            }
        }
        return e.getMessage();
    }

    /** The DNS names and IP addresses a certificate is for, as {@code DNS:name, IP:address}. */
    private static String names(X509Certificate c) {
        List<String> names = new ArrayList<>();
        try {
            Collection<List<?>> alternatives = c.getSubjectAlternativeNames();
            if (alternatives != null) {
                for (List<?> n : alternatives) {
                    int type = (Integer) n.get(0);
                    if (type == 2) {
                        names.add("DNS:" + n.get(1));
                    } else if (type == 7) {
                        names.add("IP:" + n.get(1));
                    }
                }
            }
        } catch (CertificateParsingException e) {
            return "names that cannot be read (" + e.getMessage() + ")";
        }
        return names.isEmpty() ? "no DNS name or IP address" : String.join(", ", names);
    }
}
