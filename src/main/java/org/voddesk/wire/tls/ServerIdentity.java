package org.voddesk.wire.tls;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.SecureRandom;
import java.security.Signature;
import java.security.cert.X509Certificate;
import java.time.Clock;
import java.util.List;
import javax.net.ssl.KeyManager;
import javax.net.ssl.KeyManagerFactory;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.files.PrivateFiles;

/**
 * The TLS key and certificate a control server presents, and the fingerprint clients know it by
 * ({@link Fingerprints}). Either its own, kept beside its database ({@link #besideDatabase}: made at the first start,
 * reused after), or the site's ({@link #fromFiles}, {@code --tls-cert}/{@code --tls-key}).
 */
public final class ServerIdentity {
    private static final Logger LOG = LoggerFactory.getLogger(ServerIdentity.class);

    private final PrivateKey key;
    private final List<X509Certificate> chain;
    private final String fingerprint;

    private ServerIdentity(PrivateKey key, List<X509Certificate> chain, String source) throws IOException {
        this.key = key;
        this.chain = List.copyOf(chain);
        this.fingerprint = Fingerprints.of(chain.get(0));
        checkPair(source);
    }

    /** {@code <db>.tls.key}: the server's private key, 0600. */
    public static Path keyFileOf(Path db) {
        return db.resolveSibling(db.getFileName() + ".tls.key");
    }

    /** {@code <db>.tls.crt}: the server's certificate. */
    public static Path certificateFileOf(Path db) {
        return db.resolveSibling(db.getFileName() + ".tls.crt");
    }

    /**
     * The server's own identity beside {@code db}: read from {@link #keyFileOf} and {@link #certificateFileOf}, or
     * made when there is no key yet (an EC P-256 key, 0600, and a self-signed certificate). The key file is written
     * last, each file whole under a temporary name and then moved into place, so a start that was cut short leaves
     * no key, and the next one makes both.
     *
     * @throws IOException when the files cannot be read or written, or the certificate is missing beside a key
     */
    public static ServerIdentity besideDatabase(Path db, Clock clock) throws IOException {
        Path keyFile = keyFileOf(db);
        Path certFile = certificateFileOf(db);
        if (Files.exists(keyFile)) {
            if (!Files.exists(certFile)) {
                throw new IOException("the server's key " + keyFile + " is there but its certificate " + certFile
                        + " is missing: restore it, or delete the key to make a new identity (clients that know"
                        + " the old fingerprint then refuse the new one until its line is removed from their"
                        + " known_servers)");
            }
            return new ServerIdentity(Pem.readKey(keyFile), Pem.readCertificates(certFile), certFile.toString());
        }
        SecureRandom random = new SecureRandom();
        KeyPair pair = SelfSignedCertificates.newKeyPair(random);
        X509Certificate certificate = SelfSignedCertificates.certificate(pair, "voddesk server " + db.getFileName(),
                clock.instant(), random);
        PrivateFiles.createDirectories(keyFile.toAbsolutePath().getParent());
        writeWhole(certFile, Pem.certificate(certificate));
        writeWhole(keyFile, Pem.key(pair.getPrivate()));
        ServerIdentity made = new ServerIdentity(pair.getPrivate(), List.of(certificate), certFile.toString());
        LOG.info("made the server's TLS key {} and certificate {}: {}", keyFile, certFile, made.fingerprint);
        return made;
    }

    /**
     * The site's identity: the certificate chain in {@code certificate} (the server's own first) and its key in
     * {@code key} (PEM, unencrypted).
     *
     * @throws IOException when a file cannot be read, or the key does not belong to the certificate
     */
    public static ServerIdentity fromFiles(Path certificate, Path key) throws IOException {
        return new ServerIdentity(Pem.readKey(key), Pem.readCertificates(certificate), certificate.toString());
    }

    /** {@code SHA256:<base64>} of the server certificate's public key. */
    public String fingerprint() {
        return fingerprint;
    }

    /** The certificate chain, the server's own first. */
    public List<X509Certificate> chain() {
        return chain;
    }

    /** Key managers that present this identity (an in-memory key store; nothing is written). */
    public KeyManager[] keyManagers() {
        try {
            char[] password = new char[0];
            KeyStore store = KeyStore.getInstance("PKCS12");
            store.load(null, password);
            store.setKeyEntry("server", key, password, chain.toArray(X509Certificate[]::new));
            KeyManagerFactory factory = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
            factory.init(store, password);
            return factory.getKeyManagers();
        } catch (GeneralSecurityException | IOException e) {
            throw new IllegalStateException("could not hold the server's key in memory: " + e.getMessage(), e);
        }
    }

    /** Refuses a key that does not belong to the certificate: it signs, the certificate's key verifies. */
    private void checkPair(String source) throws IOException {
        String algorithm = switch (key.getAlgorithm()) {
            case "EC" -> "SHA256withECDSA";
            case "RSA" -> "SHA256withRSA";
            case "Ed25519", "EdDSA" -> "Ed25519";
            default -> throw new IOException("the server's key is of type " + key.getAlgorithm()
                    + "; use an EC, RSA or Ed25519 key");
        };
        try {
            byte[] probe = new byte[32];
            new SecureRandom().nextBytes(probe);
            Signature signer = Signature.getInstance(algorithm);
            signer.initSign(key);
            signer.update(probe);
            byte[] signature = signer.sign();
            Signature verifier = Signature.getInstance(algorithm);
            verifier.initVerify(chain.get(0).getPublicKey());
            verifier.update(probe);
            if (verifier.verify(signature)) {
                return;
            }
        } catch (GeneralSecurityException e) {
            LOG.debug("the key did not sign or verify", e);
        }
        throw new IOException("the key does not belong to the certificate " + source + " (its first certificate"
                + " must be the server's own, for this key)");
    }

    /** Writes {@code text} as {@code file}, 0600, under a temporary name first, then moved over it. */
    private static void writeWhole(Path file, String text) throws IOException {
        Path part = file.resolveSibling(file.getFileName() + ".part");
        PrivateFiles.writeString(part, text);
        Files.move(part, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
