package org.voddesk.store;

import java.time.Duration;

/**
 * How a store is opened.
 *
 * @param busyTimeout        how long a call waits for another process holding the file's write lock
 * @param passwordIterations PBKDF2 iterations for new password hashes ({@link PasswordHasher})
 * @param retention          how old samples are thinned
 */
public record StoreSettings(Duration busyTimeout, int passwordIterations, RetentionPolicy retention) {
    /** 5 s busy timeout, 600,000 PBKDF2 iterations (OWASP 2023 for PBKDF2-HMAC-SHA256), default retention. */
    public static final StoreSettings DEFAULT =
            new StoreSettings(Duration.ofSeconds(5), PasswordHasher.DEFAULT_ITERATIONS, RetentionPolicy.DEFAULT);

    public StoreSettings {
        if (busyTimeout == null || busyTimeout.isNegative() || busyTimeout.toMillis() > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("busy timeout must be between 0 and " + Integer.MAX_VALUE + " ms");
        }
        if (passwordIterations < PasswordHasher.MIN_ITERATIONS) {
            throw new IllegalArgumentException("password iterations must be at least " + PasswordHasher.MIN_ITERATIONS
                    + ", got " + passwordIterations);
        }
        if (retention == null) {
            throw new IllegalArgumentException("retention policy is required");
        }
    }

    /** These settings with another PBKDF2 iteration count (tests use a low one to stay fast). */
    public StoreSettings withPasswordIterations(int iterations) {
        return new StoreSettings(busyTimeout, iterations, retention);
    }

    /** These settings with another retention policy. */
    public StoreSettings withRetention(RetentionPolicy policy) {
        return new StoreSettings(busyTimeout, passwordIterations, policy);
    }
}
