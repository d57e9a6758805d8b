package org.voddesk.store;

import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;

/**
 * Password hashes with the JDK's PBKDF2WithHmacSHA256: a random 16-byte salt per password, a 256-bit key,
 * and a self-describing text {@code pbkdf2-sha256$<iterations>$<salt>$<hash>} (Base64), so that a hash made
 * with fewer iterations still verifies and can be replaced at the next login ({@link #needsRehash}).
 * Comparison is constant-time ({@link MessageDigest#isEqual}).
 */
public final class PasswordHasher {
    /** OWASP's 2023 recommendation for PBKDF2-HMAC-SHA256. */
    public static final int DEFAULT_ITERATIONS = 600_000;
    /** Below this a hash is too cheap to brute-force slowly; only tests go this low. */
    public static final int MIN_ITERATIONS = 10_000;

    private static final String ALGORITHM = "PBKDF2WithHmacSHA256";
    private static final String PREFIX = "pbkdf2-sha256";
    private static final int SALT_BYTES = 16;
    private static final int KEY_BITS = 256;

    private final int iterations;
    private final SecureRandom random = new SecureRandom();

    public PasswordHasher(int iterations) {
        if (iterations < MIN_ITERATIONS) {
            throw new IllegalArgumentException("PBKDF2 needs at least " + MIN_ITERATIONS + " iterations, got " + iterations);
        }
        this.iterations = iterations;
    }

    /** Hashes a password with a fresh salt. */
    public String hash(char[] password) {
        if (password == null || password.length == 0) {
            throw new IllegalArgumentException("a password must not be empty");
        }
        byte[] salt = new byte[SALT_BYTES];
        random.nextBytes(salt);
        Base64.Encoder b64 = Base64.getEncoder().withoutPadding();
        return PREFIX + "$" + iterations + "$" + b64.encodeToString(salt) + "$"
                + b64.encodeToString(derive(password, salt, iterations));
    }

    /** Whether {@code password} matches {@code stored}; false for a malformed stored hash. */
    public boolean verify(char[] password, String stored) {
        Parsed p = parse(stored);
        if (p == null || password == null) {
            return false;
        }
        return MessageDigest.isEqual(derive(password, p.salt, p.iterations), p.hash);
    }

    /** Whether {@code stored} was made with fewer iterations than this hasher uses now. */
    public boolean needsRehash(String stored) {
        Parsed p = parse(stored);
        return p == null || p.iterations < iterations;
    }

    private static byte[] derive(char[] password, byte[] salt, int iterations) {
        PBEKeySpec spec = new PBEKeySpec(password, salt, iterations, KEY_BITS);
        try {
            return SecretKeyFactory.getInstance(ALGORITHM).generateSecret(spec).getEncoded();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(ALGORITHM + " is part of every Java 17 runtime", e);
        } finally {
            spec.clearPassword();
        }
    }

    private record Parsed(int iterations, byte[] salt, byte[] hash) {
    }

    private static Parsed parse(String stored) {
        if (stored == null) {
            return null;
        }
        String[] parts = stored.split("\\$");
        if (parts.length != 4 || !parts[0].equals(PREFIX)) {
            return null;
        }
        try {
            int iterations = Integer.parseInt(parts[1]);
            byte[] salt = Base64.getDecoder().decode(parts[2]);
            byte[] hash = Base64.getDecoder().decode(parts[3]);
            if (iterations < 1 || salt.length == 0 || hash.length != KEY_BITS / 8) {
                return null;
            }
            return new Parsed(iterations, salt, hash);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    @Override
    public String toString() {
        return "PasswordHasher[" + ALGORITHM + ", " + iterations + " iterations]";
    }
}
