package org.voddesk.wire.tls;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.SecureRandom;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import org.bouncycastle.asn1.x500.X500Name;
import org.bouncycastle.asn1.x509.BasicConstraints;
import org.bouncycastle.asn1.x509.ExtendedKeyUsage;
import org.bouncycastle.asn1.x509.Extension;
import org.bouncycastle.asn1.x509.GeneralName;
import org.bouncycastle.asn1.x509.GeneralNames;
import org.bouncycastle.asn1.x509.KeyPurposeId;
import org.bouncycastle.asn1.x509.KeyUsage;
import org.bouncycastle.cert.CertIOException;
import org.bouncycastle.cert.X509v3CertificateBuilder;
import org.bouncycastle.cert.jcajce.JcaX509CertificateConverter;
import org.bouncycastle.cert.jcajce.JcaX509ExtensionUtils;
import org.bouncycastle.cert.jcajce.JcaX509v3CertificateBuilder;
import org.bouncycastle.operator.OperatorCreationException;
import org.bouncycastle.operator.jcajce.JcaContentSignerBuilder;

/**
 * A site's certificate authority made in a test (BouncyCastle, EC P-256): its CA certificate as a PEM file for
 * {@code --tls-ca}, and server certificates it signs for given names, written as a server's {@code --tls-cert} and
 * {@code --tls-key} files (the chain: the server's certificate, then the authority's).
 */
public final class TestAuthority {
    private static final SecureRandom RANDOM = new SecureRandom();

    private final X500Name name;
    private final KeyPair pair;
    private final X509Certificate certificate;

    private TestAuthority(X500Name name, KeyPair pair, X509Certificate certificate) {
        this.name = name;
        this.pair = pair;
        this.certificate = certificate;
    }

    /** A new authority named {@code CN=<commonName>}, valid from a day ago for a year. */
    public static TestAuthority make(String commonName) {
        X500Name name = new X500Name("O=Test site, CN=" + commonName);
        KeyPair pair = SelfSignedCertificates.newKeyPair(RANDOM);
        Instant now = Instant.now();
        try {
            X509v3CertificateBuilder b = builder(name, name, pair, now.minus(Duration.ofDays(1)),
                    now.plus(Duration.ofDays(365)));
            b.addExtension(Extension.basicConstraints, true, new BasicConstraints(true))
                    .addExtension(Extension.keyUsage, true, new KeyUsage(KeyUsage.keyCertSign | KeyUsage.cRLSign))
                    .addExtension(Extension.subjectKeyIdentifier, false,
                            new JcaX509ExtensionUtils().createSubjectKeyIdentifier(pair.getPublic()));
            return new TestAuthority(name, pair, sign(b, pair));
        } catch (CertIOException | GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The authority's certificate. */
    public X509Certificate certificate() {
        return certificate;
    }

    /** Writes the authority's certificate as PEM to {@code file} (the file {@code --tls-ca} names). */
    public Path writeCertificate(Path file) throws IOException {
        return Files.writeString(file, Pem.certificate(certificate));
    }

    /**
     * Signs a server certificate for {@code names} (each an IP address when it has a digit first or a colon, else a
     * DNS name) valid from {@code from} to {@code to}, and writes it with the authority's after it to
     * {@code <stem>.crt} and its key to {@code <stem>.key} in {@code dir}.
     *
     * @return the certificate file; the key file is beside it
     */
    public Path issueServer(Path dir, String stem, List<String> names, Instant from, Instant to) throws IOException {
        KeyPair server = SelfSignedCertificates.newKeyPair(RANDOM);
        List<GeneralName> alternatives = new ArrayList<>();
        for (String n : names) {
            boolean ip = n.contains(":") || Character.isDigit(n.charAt(0));
            alternatives.add(new GeneralName(ip ? GeneralName.iPAddress : GeneralName.dNSName, n));
        }
        X509Certificate issued;
        try {
            X509v3CertificateBuilder b = builder(name, new X500Name("O=Test site, CN=" + stem), server, from, to);
            b.addExtension(Extension.basicConstraints, true, new BasicConstraints(false))
                    .addExtension(Extension.keyUsage, true, new KeyUsage(KeyUsage.digitalSignature))
                    .addExtension(Extension.extendedKeyUsage, false,
                            new ExtendedKeyUsage(KeyPurposeId.id_kp_serverAuth))
                    .addExtension(Extension.subjectAlternativeName, false,
                            new GeneralNames(alternatives.toArray(GeneralName[]::new)))
                    .addExtension(Extension.authorityKeyIdentifier, false,
                            new JcaX509ExtensionUtils().createAuthorityKeyIdentifier(certificate));
            issued = sign(b, pair);
        } catch (CertIOException | GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
        Path crt = dir.resolve(stem + ".crt");
        Files.writeString(crt, Pem.certificate(issued) + Pem.certificate(certificate));
        Files.writeString(dir.resolve(stem + ".key"), Pem.key(server.getPrivate()));
        return crt;
    }

    /** {@link #issueServer(Path, String, List, Instant, Instant)} valid from a day ago for a month. */
    public Path issueServer(Path dir, String stem, List<String> names) throws IOException {
        Instant now = Instant.now();
        return issueServer(dir, stem, names, now.minus(Duration.ofDays(1)), now.plus(Duration.ofDays(30)));
    }

    /** The key file beside a certificate file {@link #issueServer} wrote. */
    public static Path keyOf(Path certificateFile) {
        String n = certificateFile.getFileName().toString();
        return certificateFile.resolveSibling(n.substring(0, n.length() - ".crt".length()) + ".key");
    }

    private static X509v3CertificateBuilder builder(X500Name issuer, X500Name subject, KeyPair subjectKeys,
                                                    Instant from, Instant to) {
        return new JcaX509v3CertificateBuilder(issuer, new BigInteger(127, RANDOM).add(BigInteger.ONE),
                Date.from(from), Date.from(to), subject, subjectKeys.getPublic());
    }

    private static X509Certificate sign(X509v3CertificateBuilder b, KeyPair issuer) throws GeneralSecurityException {
        try {
            return new JcaX509CertificateConverter().getCertificate(
                    b.build(new JcaContentSignerBuilder("SHA256withECDSA").build(issuer.getPrivate())));
        } catch (OperatorCreationException e) {
            throw new GeneralSecurityException(e);
        }
    }
}
