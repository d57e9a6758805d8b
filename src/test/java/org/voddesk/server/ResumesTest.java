package org.voddesk.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetSocketAddress;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.voddesk.control.api.Principal;
import org.voddesk.core.Role;
import org.voddesk.testing.ManualClock;

/** The resume secrets alone: once each, only for a while after their connection ended, and who is logged out. */
class ResumesTest {
    private final ManualClock clock = new ManualClock(Instant.parse("2026-12-03T10:00:00Z"));
    private final List<Principal> loggedOut = new ArrayList<>();
    private final Resumes resumes = new Resumes(clock, () -> Duration.ofMinutes(30), loggedOut::add);
    private final Principal operator = new Principal("operator", Role.OPERATOR);

    @Test
    void aSecretIsGoodOnce() {
        String secret = resumes.issue(operator);

        assertThat(resumes.take(secret)).containsSame(operator);
        assertThat(resumes.take(secret)).isEmpty();
    }

    @Test
    void aSecretIsKeptOnlyAsItsHash() {
        String secret = resumes.issue(operator);

        assertThat(secret).hasSize(43); // 256 bits in URL-safe base64 without padding
        assertThat(resumes.take(secret + "x")).isEmpty();
        assertThat(resumes.take("")).isEmpty();
        assertThat(resumes.take(null)).isEmpty();
        assertThat(resumes.take(secret)).containsSame(operator);
    }

    @Test
    void aNewSecretSpendsTheOneBefore() {
        String first = resumes.issue(operator);
        String second = resumes.issue(operator);

        assertThat(resumes.take(first)).isEmpty();
        assertThat(resumes.take(second)).containsSame(operator);
    }

    @Test
    void aLoginWhoseConnectionEndedWaitsForItsDeskInsteadOfBeingLoggedOut() {
        String secret = resumes.issue(operator);

        resumes.connectionEnded(operator, clock.millis());
        clock.advance(Resumes.WINDOW.minusSeconds(1));

        assertThat(resumes.expire()).isZero();
        assertThat(loggedOut).isEmpty();
        assertThat(resumes.take(secret)).containsSame(operator);
    }

    @Test
    void aSecretPastTheWindowIsRefusedAndItsLoginLoggedOut() {
        String secret = resumes.issue(operator);
        resumes.connectionEnded(operator, clock.millis());
        clock.advance(Resumes.WINDOW.plusSeconds(1));

        assertThat(resumes.take(secret)).isEmpty();
        assertThat(loggedOut).containsExactly(operator);
    }

    @Test
    void theSweepLogsOutTheLoginsWhoseDesksDidNotComeBack() {
        resumes.issue(operator);
        Principal boss = new Principal("boss", Role.SUPERVISOR);
        resumes.issue(boss);
        resumes.connectionEnded(operator, clock.millis());
        clock.advance(Resumes.WINDOW.plusSeconds(1));

        assertThat(resumes.expire()).isEqualTo(1);

        assertThat(loggedOut).containsExactly(operator);
        assertThat(resumes.size()).isEqualTo(1); // the boss's connection is still up
    }

    @Test
    void theWindowIsNeverLongerThanTheIdleTime() {
        Resumes shortIdle = new Resumes(clock, () -> Duration.ofMinutes(2), loggedOut::add);
        assertThat(shortIdle.window()).isEqualTo(Duration.ofMinutes(2));

        String secret = shortIdle.issue(operator);
        clock.advance(Duration.ofSeconds(90)); // the login's last call was here
        shortIdle.connectionEnded(operator, clock.millis() - Duration.ofSeconds(90).toMillis());
        clock.advance(Duration.ofSeconds(31)); // two minutes after the last call, half a minute after the end

        assertThat(shortIdle.take(secret)).isEmpty();
        assertThat(loggedOut).containsExactly(operator);
    }

    @Test
    void aLoginWithoutASecretIsLoggedOutWhenItsConnectionEnds() {
        resumes.connectionEnded(operator, clock.millis());

        assertThat(loggedOut).containsExactly(operator);
    }

    @Test
    void aLogoutForgetsTheSecretWithoutLoggingOutAgain() {
        String secret = resumes.issue(operator);

        resumes.revoke(operator);

        assertThat(resumes.take(secret)).isEmpty();
        assertThat(loggedOut).isEmpty(); // the Logout call logs out itself
    }

    @Test
    void aLoginEndedForGoodLosesItsSecretAndIsLoggedOut() {
        String secret = resumes.issue(operator);

        resumes.ended(operator); // idle

        assertThat(resumes.take(secret)).isEmpty();
        assertThat(loggedOut).containsExactly(operator);
    }

    @Test
    void aResumeUnderWayKeepsItsLoginWhenTheOldConnectionEndsMeanwhile() {
        String secret = resumes.issue(operator);
        assertThat(resumes.take(secret)).containsSame(operator);

        resumes.connectionEnded(operator, clock.millis());
        clock.advance(Resumes.WINDOW.plusMinutes(1));

        assertThat(resumes.expire()).isZero(); // the control has not answered the resume yet
        assertThat(loggedOut).isEmpty();
        resumes.refused(operator);
        assertThat(loggedOut).containsExactly(operator);
    }

    @Test
    void aStopLogsOutTheLoginsWaitingForTheirDesksAndLaterEndsAtOnce() {
        resumes.issue(operator);
        Principal boss = new Principal("boss", Role.SUPERVISOR);
        resumes.issue(boss);
        resumes.connectionEnded(operator, clock.millis());

        resumes.closeAll();
        resumes.connectionEnded(boss, clock.millis());

        assertThat(loggedOut).containsExactly(operator, boss);
    }

    @Test
    void tokensHandAnEndedConnectionToTheResumesAndAnIdleLoginForGood() {
        Tokens tokens = new Tokens(clock, () -> Duration.ofMinutes(30), resumes);
        Connection desk = new Connection(new InetSocketAddress("192.0.2.7", 50123));
        String secret = resumes.issue(operator);
        tokens.issue(operator, desk).orElseThrow();

        tokens.forget(desk);

        assertThat(loggedOut).isEmpty();
        assertThat(resumes.take(secret)).containsSame(operator);
    }

    @Test
    void aReleaseMovesTheLoginWithoutEndingIt() {
        List<Principal> ended = new ArrayList<>();
        Tokens tokens = new Tokens(clock, () -> Duration.ofMinutes(30), ended::add);
        Connection old = new Connection(new InetSocketAddress("192.0.2.7", 50123));
        String token = tokens.issue(operator, old).orElseThrow();

        assertThat(tokens.release(operator)).isEqualTo(1);
        tokens.forget(old);

        assertThat(tokens.find(token, old)).isInstanceOf(Tokens.Refused.class);
        assertThat(ended).isEmpty();
    }
}
