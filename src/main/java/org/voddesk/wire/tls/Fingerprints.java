package org.voddesk.wire.tls;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.PublicKey;
import java.security.cert.X509Certificate;
import java.util.Base64;

/**
 * The fingerprint a control server is known by: {@code SHA256:<base64 without padding>} of its certificate's
 * SubjectPublicKeyInfo, written as OpenSSH writes a host key's. It names the key, not the certificate, so a
 * certificate renewed for the same key keeps it. {@code openssl x509 -in FILE -pubkey -noout | openssl pkey -pubin
 * -outform der | openssl dgst -sha256 -binary | base64 | tr -d =} prints the same.
 */
public final class Fingerprints {
    private Fingerprints() {
    }

    /** The fingerprint of {@code certificate}'s public key. */
    public static String of(X509Certificate certificate) {
        return of(certificate.getPublicKey());
    }

    /** The fingerprint of {@code key} (its X.509 encoding is the SubjectPublicKeyInfo). */
    public static String of(PublicKey key) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(key.getEncoded());
            return "SHA256:" + Base64.getEncoder().withoutPadding().encodeToString(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }

    /** Whether {@code text} has the form of a fingerprint ({@code SHA256:} and 43 base64 characters). */
    public static boolean isFingerprint(String text) {
        return text != null && text.matches("SHA256:[A-Za-z0-9+/]{43}");
    }
}
