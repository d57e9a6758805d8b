package org.voddesk.control.local;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.Principal;
import org.voddesk.control.auth.LoginThrottle;
import org.voddesk.core.AuditRecord;

/**
 * Failed logins slow later ones down, counted before the password is checked, and never lock the right password
 * out; a made-up name is treated exactly as a real one.
 */
class LoginThrottlingTest {
    private static final char[] RIGHT = "long enough".toCharArray();
    private static final Pattern WAITED = Pattern.compile("waited (\\d+) ms");
    private ControlFixture f;

    @BeforeEach
    void start(@TempDir Path dir) throws Exception {
        f = new ControlFixture(dir, 1, SettingsRules.DEFAULT);
        f.control.accounts().createFirstSupervisor("boss", RIGHT.clone());
    }

    @AfterEach
    void stop() {
        f.close();
    }

    private List<AuditRecord> audited(String action, String user) {
        return f.store.audit().recent(10_000).stream()
                .filter(a -> a.entry().action().equals(action) && a.entry().user().equals(user)).toList();
    }

    private static long waited(AuditRecord a) {
        if (a.entry().detail() == null) {
            return 0;
        }
        Matcher m = WAITED.matcher(a.entry().detail());
        return m.find() ? Long.parseLong(m.group(1)) : 0;
    }

    @Test
    void fiftySimultaneousWrongLoginsAreAllCountedAndEachWaitsAsItsPlaceSays() {
        List<CompletableFuture<CommandResult<Principal>>> attempts = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            attempts.add(f.control.loginAsync("boss", ("wrong " + i).toCharArray(), "desk-" + i));
        }
        List<String> messages = attempts.stream().map(CompletableFuture::join).map(CommandResult::message).toList();

        assertThat(messages).hasSize(50).allMatch(m -> m.startsWith("Wrong user name or password"));
        assertThat(f.store.loginAttempts().failures("boss")).isEqualTo(50);
        List<AuditRecord> failed = audited("login.fail", "boss");
        assertThat(failed).hasSize(50);
        List<Long> expected = new ArrayList<>();
        for (int k = 1; k <= 50; k++) {
            expected.add(LoginThrottle.delayAfter(k, LoginThrottle.FREE_PER_NAME));
        }
        assertThat(failed.stream().map(LoginThrottlingTest::waited).toList())
                .containsExactlyInAnyOrderElementsOf(expected);
    }

    @Test
    void theRightPasswordGetsInWithinTheLongestWaitWhileAnAttackerKeepsFailing() throws Exception {
        AtomicBoolean attacking = new AtomicBoolean(true);
        AtomicInteger attackerTries = new AtomicInteger();
        List<CompletableFuture<Void>> attackers = new ArrayList<>();
        for (int t = 0; t < 3; t++) {
            attackers.add(CompletableFuture.runAsync(() -> {
                while (attacking.get()) {
                    assertThat(f.control.login("boss", "guess".toCharArray()).ok()).isFalse();
                    attackerTries.incrementAndGet();
                }
            }));
        }
        while (attackerTries.get() < 12) {
            Thread.sleep(50);
        }

        long before = System.nanoTime();
        CommandResult<Principal> r = f.control.login("boss", RIGHT.clone());
        long tookMs = (System.nanoTime() - before) / 1_000_000;
        attacking.set(false);
        CompletableFuture.allOf(attackers.toArray(CompletableFuture[]::new)).join();

        assertThat(r.ok()).as(r.message()).isTrue();
        assertThat(audited("login", "boss")).singleElement().satisfies(a ->
                assertThat(waited(a)).isPositive().isLessThanOrEqualTo(LoginThrottle.MAX_DELAY.toMillis()));
        // the wait plus one password check, with room for a busy machine: a lockout would take minutes
        assertThat(tookMs).isLessThan(LoginThrottle.MAX_DELAY.toMillis() + 10_000);
    }

    @Test
    void aMadeUpNameGetsTheSameWordsAndTheSameWaitsAsARealOne() {
        List<String> real = new ArrayList<>();
        List<String> madeUp = new ArrayList<>();
        for (int i = 0; i < 7; i++) {
            real.add(f.control.loginAsync("boss", "wrong password".toCharArray(), "desk-a").join().message());
            madeUp.add(f.control.loginAsync("nobody", "wrong password".toCharArray(), "desk-b").join().message());
        }

        assertThat(madeUp).isEqualTo(real);
        assertThat(audited("login.fail", "nobody").stream().map(LoginThrottlingTest::waited).toList())
                .isEqualTo(audited("login.fail", "boss").stream().map(LoginThrottlingTest::waited).toList());
    }

    @Test
    void aSuccessClearsTheNamesCount() {
        for (int i = 0; i < 6; i++) {
            f.control.login("boss", "wrong password".toCharArray());
        }
        assertThat(f.control.login("boss", RIGHT.clone()).ok()).isTrue();

        assertThat(f.store.loginAttempts().failures("boss")).isZero();
    }

    @Test
    void failuresWithOneNameLeaveAnotherNameFree() {
        for (int i = 0; i < 7; i++) {
            f.control.login("eve", "wrong password".toCharArray());
        }
        assertThat(f.control.login("boss", RIGHT.clone()).ok()).isTrue();

        assertThat(audited("login", "boss")).singleElement().satisfies(a -> assertThat(waited(a)).isZero());
    }
}
