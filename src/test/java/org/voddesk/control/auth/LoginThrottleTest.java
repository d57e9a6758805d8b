package org.voddesk.control.auth;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.store.LoginAttemptRepository.Counts;
import org.voddesk.store.Store;

class LoginThrottleTest {
    @TempDir
    Path dir;
    private Store store;
    private LoginThrottle throttle;

    @BeforeEach
    void open() {
        store = Store.open(dir.resolve("t.db"));
        throttle = new LoginThrottle(store.loginAttempts());
    }

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void theFreeAttemptsCostNothingAndLaterOnesDoubleTheWaitUpToAFewSeconds() {
        assertThat(LoginThrottle.delayAfter(5, 5)).isZero();
        assertThat(LoginThrottle.delayAfter(6, 5)).isEqualTo(500);
        assertThat(LoginThrottle.delayAfter(7, 5)).isEqualTo(1_000);
        assertThat(LoginThrottle.delayAfter(8, 5)).isEqualTo(2_000);
        assertThat(LoginThrottle.delayAfter(9, 5)).isEqualTo(4_000);
        assertThat(LoginThrottle.delayAfter(1_000_000, 5)).isEqualTo(LoginThrottle.MAX_DELAY.toMillis());
    }

    @Test
    void theWaitIsTheLongestOfTheNamesTheSourcesAndTheCeilings() {
        assertThat(LoginThrottle.delayFor(new Counts(7, 1, 0))).isEqualTo(1_000);
        assertThat(LoginThrottle.delayFor(new Counts(1, 12, 0))).isEqualTo(1_000);
        assertThat(LoginThrottle.delayFor(new Counts(1, 1, LoginThrottle.CEILING_PER_MINUTE))).isZero();
        assertThat(LoginThrottle.delayFor(new Counts(1, 1, LoginThrottle.CEILING_PER_MINUTE + 1)))
                .isEqualTo(LoginThrottle.MAX_DELAY.toMillis());
    }

    @Test
    void fiftySimultaneousAttemptsAreEachCountedOnceAndWaitAsTheirPlaceInTheCountSays() throws Exception {
        ExecutorService threads = Executors.newFixedThreadPool(50);
        List<Callable<LoginThrottle.Attempt>> attempts = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            String source = "desk-" + i;
            attempts.add(() -> throttle.attempt("boss", source, 1_000));
        }
        List<Integer> counts = new ArrayList<>();
        List<Long> waits = new ArrayList<>();
        for (Future<LoginThrottle.Attempt> f : threads.invokeAll(attempts)) {
            counts.add(f.get().counts().account());
            waits.add(f.get().delayMs());
        }
        threads.shutdown();

        assertThat(counts).containsExactlyInAnyOrderElementsOf(range(1, 50));
        List<Long> expected = range(1, 50).stream().map(k -> LoginThrottle.delayAfter(k, 5)).toList();
        assertThat(waits).containsExactlyInAnyOrderElementsOf(expected);
        assertThat(store.loginAttempts().failures("boss")).isEqualTo(50);
    }

    @Test
    void theCountsOutliveARestart() {
        for (int i = 0; i < 7; i++) {
            throttle.attempt("boss", "desk", 1_000);
        }
        store.close();
        store = Store.open(dir.resolve("t.db"));
        throttle = new LoginThrottle(store.loginAttempts());

        assertThat(throttle.attempt("boss", "desk", 2_000).delayMs()).isEqualTo(LoginThrottle.delayAfter(8, 5));
    }

    @Test
    void aSuccessForgetsTheNamesFailuresAndTakesBackItsSourceCount() {
        for (int i = 0; i < 6; i++) {
            throttle.attempt("boss", "desk", 1_000);
        }
        LoginThrottle.Attempt right = throttle.attempt("boss", "desk", 1_000);
        throttle.succeeded(right);

        LoginThrottle.Attempt next = throttle.attempt("boss", "desk", 1_000);
        assertThat(next.counts().account()).isEqualTo(1);
        assertThat(next.counts().source()).isEqualTo(7);
    }

    @Test
    void aSourcesFailuresSlipOutAfterFiveToTenMinutesEvenWhenTheDeskStaysBusy() {
        for (int i = 0; i < 12; i++) {
            throttle.attempt("name-" + i, "desk", 0);
        }
        assertThat(throttle.attempt("another", "desk", 299_000).delayMs()).isPositive();
        for (long t = 300_000; t < 600_000; t += 60_000) {
            throttle.attempt("boss", "desk", t);
            throttle.succeeded(throttle.attempt("boss", "desk", t));
        }

        LoginThrottle.Attempt later = throttle.attempt("someone", "desk", 600_000);
        assertThat(later.counts().source()).isEqualTo(6);
        assertThat(later.delayMs()).isZero();
    }

    @Test
    void aNameQuietForTheForgetTimeStartsAgain() {
        for (int i = 0; i < 8; i++) {
            throttle.attempt("alice", "desk", 0);
        }
        LoginThrottle.Attempt later = throttle.attempt("alice", "desk", LoginThrottle.FORGET_AFTER.toMillis() + 1);

        assertThat(later.counts().account()).isEqualTo(1);
        assertThat(later.delayMs()).isZero();
    }

    @Test
    void failedChecksCountTowardsTheCeilingOverAllNames() {
        for (int i = 0; i <= LoginThrottle.CEILING_PER_MINUTE; i++) {
            throttle.failed(120_000);
        }
        assertThat(throttle.attempt("someone-new", "new-desk", 150_000).delayMs())
                .isEqualTo(LoginThrottle.MAX_DELAY.toMillis());
        assertThat(throttle.attempt("someone-new", "new-desk", 240_000).delayMs()).as("two minutes on").isZero();
    }

    private static List<Integer> range(int from, int to) {
        List<Integer> r = new ArrayList<>();
        for (int i = from; i <= to; i++) {
            r.add(i);
        }
        return r;
    }
}
