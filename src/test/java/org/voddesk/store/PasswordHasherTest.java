package org.voddesk.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class PasswordHasherTest {
    private final PasswordHasher hasher = new PasswordHasher(PasswordHasher.MIN_ITERATIONS);

    @Test
    void theRightPasswordVerifies() {
        String stored = hasher.hash("correct horse".toCharArray());
        assertThat(hasher.verify("correct horse".toCharArray(), stored)).isTrue();
    }

    @Test
    void aWrongPasswordIsRefused() {
        String stored = hasher.hash("correct horse".toCharArray());
        assertThat(hasher.verify("correct hors".toCharArray(), stored)).isFalse();
        assertThat(hasher.verify("Correct horse".toCharArray(), stored)).isFalse();
    }

    @Test
    void eachHashHasItsOwnSaltAndHidesThePassword() {
        String a = hasher.hash("secret-pw".toCharArray());
        String b = hasher.hash("secret-pw".toCharArray());
        assertThat(a).isNotEqualTo(b).doesNotContain("secret-pw").startsWith("pbkdf2-sha256$10000$");
    }

    @Test
    void theDefaultUsesSixHundredThousandIterations() {
        String stored = new PasswordHasher(PasswordHasher.DEFAULT_ITERATIONS).hash("pw-12345".toCharArray());
        assertThat(stored).startsWith("pbkdf2-sha256$600000$");
        assertThat(hasher.verify("pw-12345".toCharArray(), stored)).isTrue();
    }

    @Test
    void aMalformedStoredHashVerifiesNothing() {
        assertThat(hasher.verify("pw".toCharArray(), "plain-text-password")).isFalse();
        assertThat(hasher.verify("pw".toCharArray(), "pbkdf2-sha256$x$AAAA$AAAA")).isFalse();
        assertThat(hasher.verify("pw".toCharArray(), null)).isFalse();
    }

    @Test
    void aHashWithFewerIterationsNeedsRehashing() {
        String old = hasher.hash("pw-12345".toCharArray());
        assertThat(new PasswordHasher(20_000).needsRehash(old)).isTrue();
        assertThat(hasher.needsRehash(old)).isFalse();
    }

    @Test
    void tooFewIterationsAreRefused() {
        assertThatThrownBy(() -> new PasswordHasher(1000)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void anEmptyPasswordIsRefused() {
        assertThatThrownBy(() -> hasher.hash(new char[0])).isInstanceOf(IllegalArgumentException.class);
    }
}
