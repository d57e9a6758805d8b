package org.voddesk.wire.tls;

import java.math.BigInteger;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.SecureRandom;
import java.security.cert.X509Certificate;
import java.security.spec.ECGenParameterSpec;
import java.time.Duration;
import java.time.Instant;
import java.util.Date;
import org.bouncycastle.asn1.x500.X500Name;
import org.bouncycastle.asn1.x500.X500NameBuilder;
import org.bouncycastle.asn1.x500.style.BCStyle;
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
 * The control server's own key and certificate, made at its first start: an EC P-256 key and a certificate signed by
 * itself (BouncyCastle builds it; the JDK's providers make the key and the signature). Clients trust it by the
 * fingerprint of its key, not by a chain, so its names and dates only describe it: it is valid for
 * {@link #VALIDITY}, and a certificate remade for the same key keeps the fingerprint.
 */
final class SelfSignedCertificates {
    /** How long the certificate says it is valid; clients that pin the key do not read it. */
    static final Duration VALIDITY = Duration.ofDays(20 * 365);

    private SelfSignedCertificates() {
    }

    /** A new EC P-256 key pair. */
    static KeyPair newKeyPair(SecureRandom random) {
        try {
            KeyPairGenerator generator = KeyPairGenerator.getInstance("EC");
            generator.initialize(new ECGenParameterSpec("secp256r1"), random);
            return generator.generateKeyPair();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("EC P-256 is part of every Java runtime (module jdk.crypto.ec)", e);
        }
    }

    /**
     * A certificate of {@code pair}'s public key signed with its private key, for {@code commonName}, valid from a day
     * before {@code now} (clocks differ) for {@link #VALIDITY}; it names {@code localhost} as the server.
     */
    static X509Certificate certificate(KeyPair pair, String commonName, Instant now, SecureRandom random) {
        X500Name name = new X500NameBuilder(BCStyle.INSTANCE).addRDN(BCStyle.O, "VodDesk")
                .addRDN(BCStyle.CN, commonName).build();
        try {
            X509v3CertificateBuilder builder = new JcaX509v3CertificateBuilder(name, new BigInteger(127, random).add(
                    BigInteger.ONE), Date.from(now.minus(Duration.ofDays(1))), Date.from(now.plus(VALIDITY)), name,
                    pair.getPublic());
            JcaX509ExtensionUtils utils = new JcaX509ExtensionUtils();
            builder.addExtension(Extension.basicConstraints, true, new BasicConstraints(false))
                    .addExtension(Extension.keyUsage, true, new KeyUsage(KeyUsage.digitalSignature))
                    .addExtension(Extension.extendedKeyUsage, false, new ExtendedKeyUsage(KeyPurposeId.id_kp_serverAuth))
                    .addExtension(Extension.subjectAlternativeName, false,
                            new GeneralNames(new GeneralName(GeneralName.dNSName, "localhost")))
                    .addExtension(Extension.subjectKeyIdentifier, false,
                            utils.createSubjectKeyIdentifier(pair.getPublic()));
            return new JcaX509CertificateConverter().getCertificate(
                    builder.build(new JcaContentSignerBuilder("SHA256withECDSA").build(pair.getPrivate())));
        } catch (CertIOException | OperatorCreationException | GeneralSecurityException e) {
            throw new IllegalStateException("could not make the server's certificate: " + e.getMessage(), e);
        }
    }
}
