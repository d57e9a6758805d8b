package org.voddesk.control.auth;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class LoginThrottleTest {
    private final LoginThrottle throttle = new LoginThrottle();

    @Test
    void fiveFailuresCostNothingAndLaterOnesDoubleTheWaitUpToTheCap() {
        assertThat(LoginThrottle.delayAfter(5)).isZero();
        assertThat(LoginThrottle.delayAfter(6)).isEqualTo(1_000);
        assertThat(LoginThrottle.delayAfter(7)).isEqualTo(2_000);
        assertThat(LoginThrottle.delayAfter(10)).isEqualTo(16_000);
        assertThat(LoginThrottle.delayAfter(1_000)).isEqualTo(LoginThrottle.MAX_DELAY.toMillis());
    }

    @Test
    void theWaitIsPerNameAndASuccessClearsIt() {
        for (int i = 0; i < 6; i++) {
            throttle.failed("alice", 0);
        }
        assertThat(throttle.waitMs("alice", 500)).isEqualTo(500);
        assertThat(throttle.waitMs("bob", 500)).isZero();
        assertThat(throttle.waitMs("alice", 1_000)).isZero();
        throttle.succeeded("alice");
        assertThat(throttle.failures("alice", 1_000)).isZero();
    }

    @Test
    void aNameQuietForAnHourStartsAgain() {
        for (int i = 0; i < 8; i++) {
            throttle.failed("alice", 0);
        }
        long later = LoginThrottle.FORGET_AFTER.toMillis() + 1;
        assertThat(throttle.failures("alice", later)).isZero();
        assertThat(throttle.failed("alice", later)).isZero();
    }

    @Test
    void aSprayOfMadeUpNamesKeepsAtMostTheBoundOfNames() {
        for (int i = 0; i < LoginThrottle.MAX_NAMES + 10; i++) {
            throttle.failed("n" + i, 0);
        }
        assertThat(throttle.failures("n0", 0)).as("the oldest name was let go").isZero();
        assertThat(throttle.failures("n" + (LoginThrottle.MAX_NAMES + 9), 0)).isEqualTo(1);
    }
}
