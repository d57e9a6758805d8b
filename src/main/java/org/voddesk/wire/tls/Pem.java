package org.voddesk.wire.tls;

import java.io.IOException;
import java.io.Reader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.PrivateKey;
import java.security.cert.CertificateException;
import java.security.cert.X509Certificate;
import java.security.spec.PKCS8EncodedKeySpec;
import java.util.ArrayList;
import java.util.List;
import org.bouncycastle.asn1.pkcs.PrivateKeyInfo;
import org.bouncycastle.cert.X509CertificateHolder;
import org.bouncycastle.cert.jcajce.JcaX509CertificateConverter;
import org.bouncycastle.openssl.PEMEncryptedKeyPair;
import org.bouncycastle.openssl.PEMKeyPair;
import org.bouncycastle.openssl.PEMParser;
import org.bouncycastle.openssl.jcajce.JcaPEMWriter;
import org.bouncycastle.openssl.jcajce.JcaPKCS8Generator;
import org.bouncycastle.pkcs.PKCS8EncryptedPrivateKeyInfo;

/**
 * PEM files of keys and certificates, read and written by BouncyCastle: a private key as PKCS#8
 * ({@code BEGIN PRIVATE KEY}) or OpenSSL's own forms ({@code BEGIN EC PRIVATE KEY}, {@code BEGIN RSA PRIVATE KEY}),
 * certificates as {@code BEGIN CERTIFICATE}, the server's first. Files are read with a size limit.
 */
final class Pem {
    /** No key or certificate chain file is near this; a larger one is refused before it is parsed. */
    static final long MAX_BYTES = 1024 * 1024;

    private Pem() {
    }

    /** The private key in {@code file}; an encrypted key is refused (the server starts unattended). */
    static PrivateKey readKey(Path file) throws IOException {
        try (PEMParser parser = new PEMParser(reader(file, "key"))) {
            for (Object o = parser.readObject(); o != null; o = parser.readObject()) {
                if (o instanceof PrivateKeyInfo info) {
                    return jdkKey(info.getEncoded(), file);
                }
                if (o instanceof PEMKeyPair pair) {
                    return jdkKey(pair.getPrivateKeyInfo().getEncoded(), file);
                }
                if (o instanceof PEMEncryptedKeyPair || o instanceof PKCS8EncryptedPrivateKeyInfo) {
                    throw new IOException("the key " + file + " is encrypted; the server starts unattended and needs"
                            + " it unencrypted, readable by its account only (openssl pkey -in FILE -out KEY)");
                }
            }
        } catch (IOException e) {
            throw e;
        } catch (RuntimeException e) { // BouncyCastle's parse errors are unchecked
            throw new IOException("cannot read the key " + file + ": " + e.getMessage(), e);
        }
        throw new IOException("no private key in " + file + " (expected a PEM file: BEGIN PRIVATE KEY)");
    }

    /**
     * The JDK's own key object of PKCS#8 {@code encoded}, whichever providers are registered (MINA SSHD registers
     * BouncyCastle's when it is on the class path, whose EC keys name themselves "ECDSA").
     */
    private static PrivateKey jdkKey(byte[] encoded, Path file) throws IOException {
        for (String algorithm : new String[] {"EC", "RSA", "Ed25519"}) {
            try {
                return KeyFactory.getInstance(algorithm).generatePrivate(new PKCS8EncodedKeySpec(encoded));
            } catch (GeneralSecurityException e) {
                // not a key of this algorithm: the next one
            }
        }
        throw new IOException("the key " + file + " is not an EC, RSA or Ed25519 key");
    }

    /** The certificates in {@code file}, in their order (the server's own first). */
    static List<X509Certificate> readCertificates(Path file) throws IOException {
        List<X509Certificate> chain = new ArrayList<>();
        try (PEMParser parser = new PEMParser(reader(file, "certificate"))) {
            JcaX509CertificateConverter converter = new JcaX509CertificateConverter();
            for (Object o = parser.readObject(); o != null; o = parser.readObject()) {
                if (o instanceof X509CertificateHolder holder) {
                    chain.add(converter.getCertificate(holder));
                }
            }
        } catch (CertificateException | RuntimeException e) {
            throw new IOException("cannot read the certificate " + file + ": " + e.getMessage(), e);
        }
        if (chain.isEmpty()) {
            throw new IOException("no certificate in " + file + " (expected a PEM file: BEGIN CERTIFICATE)");
        }
        return chain;
    }

    /** {@code key} as PKCS#8 PEM text. */
    static String key(PrivateKey key) throws IOException {
        StringWriter text = new StringWriter();
        try (JcaPEMWriter pem = new JcaPEMWriter(text)) {
            pem.writeObject(new JcaPKCS8Generator(key, null));
        }
        return text.toString();
    }

    /** {@code certificate} as PEM text. */
    static String certificate(X509Certificate certificate) throws IOException {
        StringWriter text = new StringWriter();
        try (JcaPEMWriter pem = new JcaPEMWriter(text)) {
            pem.writeObject(certificate);
        }
        return text.toString();
    }

    private static Reader reader(Path file, String what) throws IOException {
        if (!Files.isRegularFile(file)) {
            throw new IOException("the " + what + " file " + file + " does not exist or is not a file");
        }
        if (Files.size(file) > MAX_BYTES) {
            throw new IOException("the " + what + " file " + file + " is larger than " + MAX_BYTES / 1024
                    + " KiB; it is not a PEM " + what);
        }
        // any byte decodes: a file that is not PEM is "no key" or "no certificate", not a decoding error
        return Files.newBufferedReader(file, StandardCharsets.ISO_8859_1);
    }
}
