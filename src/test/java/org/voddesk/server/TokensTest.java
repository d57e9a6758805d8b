package org.voddesk.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetSocketAddress;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.voddesk.control.api.Principal;
import org.voddesk.core.Role;
import org.voddesk.testing.ManualClock;

/** The token table alone: what ends a login, and who is told. */
class TokensTest {
    private final ManualClock clock = new ManualClock(Instant.parse("2026-12-03T10:00:00Z"));
    private final List<Principal> ended = new ArrayList<>();
    private final AtomicReference<Duration> idle = new AtomicReference<>(Duration.ofMinutes(30));
    private final Tokens tokens = new Tokens(clock, idle::get, ended::add);
    private final Connection desk = new Connection(new InetSocketAddress("192.0.2.7", 50123));
    private final Principal operator = new Principal("operator", Role.OPERATOR);

    @Test
    void aLoginThatCompletesAfterItsConnectionEndedGetsNoTokenAndIsEnded() {
        tokens.forget(desk);

        assertThat(tokens.issue(operator, desk)).isEmpty();
        assertThat(ended).containsExactly(operator);
        assertThat(tokens.size()).isZero();
    }

    @Test
    void theSweepEndsEveryLoginUnusedForTheIdleTimeAndKeepsTheOthers() {
        String old = tokens.issue(operator, desk).orElseThrow();
        clock.advance(Duration.ofMinutes(20));
        Principal boss = new Principal("boss", Role.SUPERVISOR);
        String fresh = tokens.issue(boss, desk).orElseThrow();
        clock.advance(Duration.ofMinutes(10));

        assertThat(tokens.expireIdle()).isEqualTo(1);

        assertThat(ended).containsExactly(operator);
        assertThat(tokens.find(old, desk)).isEqualTo(new Tokens.Refused(Tokens.UNKNOWN));
        assertThat(tokens.find(fresh, desk)).isEqualTo(new Tokens.Found(boss));
    }

    @Test
    void aShorterIdleTimeSetWhileALoginLivesEndsItAtTheNextSweep() {
        String token = tokens.issue(operator, desk).orElseThrow();
        clock.advance(Duration.ofMinutes(10));
        assertThat(tokens.expireIdle()).isZero();

        idle.set(Duration.ofMinutes(5)); // a supervisor's change, read from the settings in force

        assertThat(tokens.expireIdle()).isEqualTo(1);
        assertThat(ended).containsExactly(operator);
        assertThat(tokens.find(token, desk)).isEqualTo(new Tokens.Refused(Tokens.UNKNOWN));
    }

    @Test
    void aShorterIdleTimeCountsAtTheNextUseOfAToken() {
        String token = tokens.issue(operator, desk).orElseThrow();
        clock.advance(Duration.ofMinutes(4));
        assertThat(tokens.find(token, desk)).isEqualTo(new Tokens.Found(operator));
        clock.advance(Duration.ofMinutes(2));

        idle.set(Duration.ofMinutes(2));

        assertThat(tokens.find(token, desk))
                .isEqualTo(new Tokens.Refused("your login expired after 2 min without a call: log in again"));
        assertThat(ended).containsExactly(operator);
        assertThat(tokens.size()).isZero();
    }

    @Test
    void aLongerIdleTimeKeepsALoginTheOldOneWouldHaveEnded() {
        String token = tokens.issue(operator, desk).orElseThrow();
        idle.set(Duration.ofHours(2));
        clock.advance(Duration.ofMinutes(90));

        assertThat(tokens.expireIdle()).isZero();
        assertThat(tokens.find(token, desk)).isEqualTo(new Tokens.Found(operator));
    }

    @Test
    void aLogoutEndsTheTokenWithoutTellingTheEndedListener() {
        String token = tokens.issue(operator, desk).orElseThrow();

        assertThat(tokens.revoke(token, desk)).isSameAs(operator);

        assertThat(tokens.find(token, desk)).isInstanceOf(Tokens.Refused.class);
        assertThat(ended).isEmpty(); // the Logout call logs the principal out itself, with the control's answer
    }

    @Test
    void aWatcherOfALoginIsToldWhyOnceWhenItEndsAndWatchingIsNoUse() {
        List<String> told = new ArrayList<>();
        String out = tokens.issue(operator, desk).orElseThrow();
        String idle = tokens.issue(operator, desk).orElseThrow();
        String gone = tokens.issue(operator, desk).orElseThrow();
        tokens.watchEnd(out, desk, told::add);
        clock.advance(Duration.ofMinutes(20));
        tokens.find(out, desk);
        tokens.find(gone, desk);
        tokens.watchEnd(idle, desk, told::add);
        tokens.watchEnd(gone, desk, told::add);
        clock.advance(Duration.ofMinutes(10));

        tokens.revoke(out, desk);
        tokens.expireIdle();
        tokens.forget(desk);
        tokens.revoke(out, desk);

        assertThat(told).containsExactly(Tokens.LOGGED_OUT, "your login expired after 30 min without a call: log in"
                + " again", Tokens.CONNECTION_ENDED);
    }

    @Test
    void aWatchStoppedOrOfALoginNotLiveIsNeverTold() {
        List<String> told = new ArrayList<>();
        String token = tokens.issue(operator, desk).orElseThrow();
        Runnable stop = tokens.watchEnd(token, desk, told::add);

        stop.run();
        tokens.revoke(token, desk);

        assertThat(tokens.watchEnd(token, desk, told::add)).isNull();
        assertThat(tokens.watchEnd(null, desk, told::add)).isNull();
        assertThat(told).isEmpty();
    }

    @Test
    void theSourceOfALoginIsThePeersAddressWithoutItsPort() {
        assertThat(desk.source()).isEqualTo("192.0.2.7");
    }
}
