package org.voddesk.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.core.AuditRecord;

/** Failed logins are throttled per user name, audited, and answer alike for users and made-up names. */
class LoginThrottlingTest {
    private static final char[] RIGHT = "long enough".toCharArray();
    private ControlFixture f;

    @BeforeEach
    void start(@TempDir Path dir) throws Exception {
        f = new ControlFixture(dir, 1, ControlSettings.DEFAULT);
        f.control.accounts().createFirstSupervisor("boss", RIGHT.clone());
    }

    @AfterEach
    void stop() {
        f.close();
    }

    private List<String> sixFailuresThenTheRightPassword(String name) {
        List<String> messages = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            messages.add(f.control.login(name, "wrong password".toCharArray()).message());
        }
        messages.add(f.control.login(name, RIGHT.clone()).message());
        return messages;
    }

    @Test
    void afterFiveFailuresEvenTheRightPasswordWaitsAndTheWaitGrows() {
        List<String> messages = sixFailuresThenTheRightPassword("boss");

        assertThat(messages.subList(0, 6)).allMatch(m -> m.contains("Wrong user name or password"));
        assertThat(messages.get(6)).isEqualTo("Too many failed logins with this user name: try again in 1 s.");
        f.clock.advance(Duration.ofSeconds(1));
        assertThat(f.control.login("boss", "wrong again".toCharArray()).ok()).isFalse();
        assertThat(f.control.login("boss", RIGHT.clone()).message()).contains("try again in 2 s");
        f.clock.advance(Duration.ofSeconds(2));
        assertThat(f.control.login("boss", RIGHT.clone()).ok()).isTrue();
        assertThat(f.control.login("boss", "one slip".toCharArray()).message()).contains("Wrong user name");
        assertThat(f.control.login("boss", RIGHT.clone()).ok()).as("a success cleared the count").isTrue();
    }

    @Test
    void aMadeUpNameIsThrottledWithTheSameWordsAsARealOne() {
        List<String> real = sixFailuresThenTheRightPassword("boss");
        List<String> madeUp = sixFailuresThenTheRightPassword("nobody");

        assertThat(madeUp.subList(0, 6)).isEqualTo(real.subList(0, 6));
        assertThat(madeUp.get(6)).isEqualTo(real.get(6));
    }

    @Test
    void throttledAttemptsAreAudited() {
        sixFailuresThenTheRightPassword("boss");
        List<AuditRecord> throttled = f.store.audit().recent(100).stream()
                .filter(a -> a.entry().action().equals("login.throttled")).toList();
        assertThat(throttled).singleElement().satisfies(a -> {
            assertThat(a.entry().user()).isEqualTo("boss");
            assertThat(a.entry().detail()).contains("6 failed logins; next attempt in 1 s");
        });
    }

    @Test
    void throttlingOneNameLeavesAnotherFree() {
        sixFailuresThenTheRightPassword("eve");
        assertThat(f.control.login("boss", RIGHT.clone()).ok()).isTrue();
    }
}
