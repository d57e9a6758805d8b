package org.voddesk.wire.tls;

import java.io.IOException;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.X509Certificate;
import java.util.List;
import javax.net.ssl.TrustManager;
import javax.net.ssl.TrustManagerFactory;
import javax.net.ssl.X509ExtendedTrustManager;

/**
 * The site's certificate authority, by which a client trusts a control server instead of by its key's fingerprint
 * ({@code --tls-ca FILE}): the CA certificates of one PEM file, and the JDK's PKIX trust manager with them as its only
 * anchors (no revocation check, which would need the network; dates, signatures, key usages and name constraints as
 * PKIX checks them). The file is read once, when a client starts.
 */
public final class SiteAuthority {
    private final Path file;
    private final List<X509Certificate> certificates;
    private final X509ExtendedTrustManager pkix;

    private SiteAuthority(Path file, List<X509Certificate> certificates, X509ExtendedTrustManager pkix) {
        this.file = file;
        this.certificates = List.copyOf(certificates);
        this.pkix = pkix;
    }

    /**
     * The authority of the CA certificate(s) in {@code file} (PEM, {@code BEGIN CERTIFICATE}).
     *
     * @throws IOException with one line, for a file that is missing, holds no certificate, or holds one that is not
     *                     an authority's (a server's own certificate: trust that one by its fingerprint instead)
     */
    public static SiteAuthority read(Path file) throws IOException {
        List<X509Certificate> certificates = Pem.readCertificates(file);
        for (X509Certificate c : certificates) {
            if (c.getBasicConstraints() < 0) {
                throw new IOException(file + " holds a certificate that is not an authority's ("
                        + c.getSubjectX500Principal().getName() + "): --tls-ca takes the site's CA certificate(s); a"
                        + " server's own certificate is trusted by its key's fingerprint, without --tls-ca");
            }
        }
        try {
            KeyStore anchors = KeyStore.getInstance(KeyStore.getDefaultType());
            anchors.load(null, null);
            for (int i = 0; i < certificates.size(); i++) {
                anchors.setCertificateEntry("site-ca-" + i, certificates.get(i));
            }
            TrustManagerFactory factory = TrustManagerFactory.getInstance("PKIX");
            factory.init(anchors);
            for (TrustManager m : factory.getTrustManagers()) {
                if (m instanceof X509ExtendedTrustManager pkix) {
                    return new SiteAuthority(file, certificates, pkix);
                }
            }
            throw new IOException("the Java runtime has no PKIX trust manager for " + file);
        } catch (GeneralSecurityException e) {
            throw new IOException("cannot use the authority in " + file + ": " + e.getMessage(), e);
        }
    }

    /** The file the authority was read from. */
    public Path file() {
        return file;
    }

    /** Its CA certificates, in the file's order. */
    public List<X509Certificate> certificates() {
        return certificates;
    }

    /** The JDK's PKIX trust manager anchored on these certificates only. */
    X509ExtendedTrustManager pkix() {
        return pkix;
    }
}
