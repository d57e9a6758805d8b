package org.voddesk.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.grpc.ManagedChannel;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.testing.Await;
import org.voddesk.wire.LoginReply;
import org.voddesk.wire.LoginRequest;
import org.voddesk.wire.LogoutRequest;
import org.voddesk.wire.PrincipalMessage;
import org.voddesk.wire.RoleMessage;
import org.voddesk.wire.StatusReply;
import org.voddesk.wire.StatusRequest;
import org.voddesk.wire.UpdateSettingsReply;
import org.voddesk.wire.UpdateSettingsRequest;
import org.voddesk.wire.WhoAmIRequest;
import org.voddesk.wire.model.Settings;

/**
 * Logins and tokens over a real TLS socket on loopback: the control's login and its words, a token that counts only on
 * its connection and only while it lives, and every other call refused without one.
 */
class ControlServerTest {
    private ServerFixture f;
    private ManagedChannel channel;

    @BeforeEach
    void start(@TempDir Path dir) throws Exception {
        f = new ServerFixture(dir);
        channel = f.channel();
    }

    @AfterEach
    void stop() {
        channel.shutdownNow();
        f.close();
    }

    private LoginReply login(ManagedChannel on, String name, char[] password) {
        return ServerFixture.stub(on, null).login(LoginRequest.newBuilder().setName(name)
                .setPassword(new String(password)).build());
    }


    @Test
    void aLoginGivesATokenAndWhoAmIAnswersWithTheControlsPrincipal() {
        LoginReply reply = login(channel, "boss", ServerFixture.SUPERVISOR_PASSWORD);

        assertThat(reply.getToken()).hasSizeGreaterThanOrEqualTo(22); // at least 128 bits in base64
        assertThat(reply.getPrincipal().getName()).isEqualTo("boss");
        assertThat(reply.getPrincipal().getRole()).isEqualTo(RoleMessage.ROLE_SUPERVISOR);
        assertThat(reply.getMessage()).isEqualTo("Logged in as boss (supervisor).");
        PrincipalMessage me = ServerFixture.stub(channel, reply.getToken()).whoAmI(WhoAmIRequest.getDefaultInstance());
        assertThat(me.getName()).isEqualTo("boss");
        assertThat(me.getRole()).isEqualTo(RoleMessage.ROLE_SUPERVISOR);
        assertThat(f.audited("login", "boss")).isTrue();
    }

    @Test
    void tokensAreRandomPerLogin() {
        String first = login(channel, "operator", ServerFixture.OPERATOR_PASSWORD).getToken();
        String second = login(channel, "operator", ServerFixture.OPERATOR_PASSWORD).getToken();

        assertThat(first).isNotEqualTo(second);
        assertThat(f.server.logins()).isEqualTo(2);
    }

    @Test
    void aWrongPasswordAndAnUnknownNameAreRefusedWithTheSameWords() {
        ServerFixture.Desk other = f.desk("operator", ServerFixture.OPERATOR_PASSWORD.clone());
        Status wrong = ServerFixture.refusalOf(() -> login(channel, "boss", "not it".toCharArray()));
        Status unknown = ServerFixture.refusalOf(() -> login(channel, "nobody", "not it".toCharArray()));

        assertThat(wrong.getCode()).isEqualTo(Status.Code.UNAUTHENTICATED);
        assertThat(unknown.getCode()).isEqualTo(Status.Code.UNAUTHENTICATED);
        assertThat(wrong.getDescription()).startsWith("Wrong user name or password")
                .isEqualTo(unknown.getDescription());
        assertThat(f.audited("login.fail", "boss")).isTrue();
        f.stillServes(other);
        other.close();
    }

    @Test
    void aCallWithoutATokenIsRefusedUnauthenticated() {
        Status s = ServerFixture.refusalOf(() -> ServerFixture.stub(channel, null).whoAmI(WhoAmIRequest.getDefaultInstance()));

        assertThat(s.getCode()).isEqualTo(Status.Code.UNAUTHENTICATED);
        assertThat(s.getDescription()).isEqualTo(Tokens.MISSING);
    }

    @Test
    void aForgedTokenIsRefusedUnauthenticated() {
        login(channel, "boss", ServerFixture.SUPERVISOR_PASSWORD);

        Status s = ServerFixture.refusalOf(() -> ServerFixture.stub(channel, "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")
                .whoAmI(WhoAmIRequest.getDefaultInstance()));

        assertThat(s.getCode()).isEqualTo(Status.Code.UNAUTHENTICATED);
        assertThat(s.getDescription()).isEqualTo(Tokens.UNKNOWN);
    }

    @Test
    void statusNeedsNoLoginAndNamesTheServersFingerprint() {
        StatusReply s = ServerFixture.stub(channel, null).status(StatusRequest.getDefaultInstance());

        assertThat(s.getVersion()).isEqualTo("test-version");
        assertThat(s.getFingerprint()).isEqualTo(f.server.fingerprint()).startsWith("SHA256:");
    }

    @Test
    void aTokenCountsOnlyOnTheConnectionItWasIssuedOn() {
        String token = login(channel, "boss", ServerFixture.SUPERVISOR_PASSWORD).getToken();
        ManagedChannel other = f.channel();
        try {
            Status s = ServerFixture.refusalOf(() -> ServerFixture.stub(other, token).whoAmI(WhoAmIRequest.getDefaultInstance()));

            assertThat(s.getCode()).isEqualTo(Status.Code.UNAUTHENTICATED);
            assertThat(s.getDescription()).isEqualTo(Tokens.UNKNOWN);
        } finally {
            other.shutdownNow();
        }
    }

    @Test
    void aTokenDiesWithItsConnectionAndItsLoginEndsInTheControlWhenItsDeskDoesNotComeBack() {
        login(channel, "operator", ServerFixture.OPERATOR_PASSWORD);
        assertThat(f.server.logins()).isEqualTo(1);

        channel.shutdownNow();

        Await.until("the connection's login is forgotten", Duration.ofSeconds(20), () -> f.server.logins() == 0);
        f.server.sweep();
        assertThat(f.audited("logout", "operator")).isFalse(); // kept a while for its desk's resume
        f.tokenClock.advance(Resumes.WINDOW.plusSeconds(1));
        f.server.sweep();
        Await.until("the login is ended in the control", Duration.ofSeconds(20),
                () -> f.audited("logout", "operator"));
    }

    @Test
    void aTokenUnusedForTheIdleTimeExpires() {
        Duration idle = f.control.settings().loginIdle();
        String token = login(channel, "operator", ServerFixture.OPERATOR_PASSWORD).getToken();
        f.tokenClock.advance(idle.minusSeconds(1));
        ServerFixture.stub(channel, token).whoAmI(WhoAmIRequest.getDefaultInstance()); // a call restarts the idle time
        f.tokenClock.advance(idle.minusSeconds(1));
        ServerFixture.stub(channel, token).whoAmI(WhoAmIRequest.getDefaultInstance());

        f.tokenClock.advance(idle);
        Status s = ServerFixture.refusalOf(() -> ServerFixture.stub(channel, token).whoAmI(WhoAmIRequest.getDefaultInstance()));

        assertThat(s.getCode()).isEqualTo(Status.Code.UNAUTHENTICATED);
        assertThat(s.getDescription()).isEqualTo("your login expired after 30 min without a call: log in again");
        assertThat(f.server.logins()).isZero();
        Await.until("the expired login logged out of the control", Duration.ofSeconds(20),
                () -> f.audited("logout", "operator"));
        try (ServerFixture.Desk again = f.desk("operator", ServerFixture.OPERATOR_PASSWORD.clone())) {
            f.stillServes(again);
        }
    }

    @Test
    void aSupervisorsShorterIdleTimeEndsALiveLoginWithoutARestart() {
        String operator = login(channel, "operator", ServerFixture.OPERATOR_PASSWORD).getToken();
        String boss = login(channel, "boss", ServerFixture.SUPERVISOR_PASSWORD).getToken();
        f.tokenClock.advance(Duration.ofMinutes(3));

        UpdateSettingsReply changed = ServerFixture.stub(channel, boss).updateSettings(UpdateSettingsRequest
                .newBuilder().setSettings(Settings.toWire(f.control.settings().withLoginIdle(Duration.ofMinutes(5))))
                .build());
        f.tokenClock.advance(Duration.ofMinutes(2)); // the operator's login: 5 min without a call, far below 30

        assertThat(changed.getOutcome().getOk()).as(changed.getOutcome().getMessage()).isTrue();
        Status s = ServerFixture.refusalOf(() -> ServerFixture.stub(channel, operator).whoAmI(WhoAmIRequest.getDefaultInstance()));
        assertThat(s.getCode()).isEqualTo(Status.Code.UNAUTHENTICATED);
        assertThat(s.getDescription()).isEqualTo("your login expired after 5 min without a call: log in again");
        assertThat(ServerFixture.stub(channel, boss).whoAmI(WhoAmIRequest.getDefaultInstance()).getName())
                .as("the supervisor's call 2 min ago keeps that login").isEqualTo("boss");
        Await.until("the ended login is logged out of the control", Duration.ofSeconds(20),
                () -> f.audited("logout", "operator"));
    }

    @Test
    void theSweepIntervalIsHalfTheIdleTimeFromOneSecondToOneMinute() {
        assertThat(ControlServer.sweepInterval(Duration.ofMinutes(1))).isEqualTo(Duration.ofSeconds(30));
        assertThat(ControlServer.sweepInterval(Duration.ofMinutes(30))).isEqualTo(ControlServer.SWEEP_MAX);
        assertThat(ControlServer.sweepInterval(Duration.ofMillis(500))).isEqualTo(ControlServer.SWEEP_MIN);
    }

    @Test
    void afterALogoutTheTokenIsRefusedAndTheControlAuditsIt() {
        String token = login(channel, "operator", ServerFixture.OPERATOR_PASSWORD).getToken();

        String said = ServerFixture.stub(channel, token).logout(LogoutRequest.getDefaultInstance()).getMessage();

        assertThat(said).isNotBlank();
        assertThat(f.audited("logout", "operator")).isTrue();
        assertThatThrownBy(() -> ServerFixture.stub(channel, token).whoAmI(WhoAmIRequest.getDefaultInstance()))
                .isInstanceOf(StatusRuntimeException.class).hasMessageContaining("UNAUTHENTICATED");
    }

    @Test
    void aDesksLoginAndCommandsAreAuditedAtItsAddressWithoutThePort() {
        LoginReply reply = login(channel, "boss", ServerFixture.SUPERVISOR_PASSWORD);
        UpdateSettingsReply changed = ServerFixture.stub(channel, reply.getToken()).updateSettings(
                UpdateSettingsRequest.newBuilder().setSettings(Settings.toWire(f.control.settings()
                        .withLoginIdle(Duration.ofMinutes(20)))).build());

        assertThat(changed.getOutcome().getOk()).as(changed.getOutcome().getMessage()).isTrue();
        assertThat(reply.getPrincipal().getDesk()).isEqualTo("127.0.0.1");
        assertThat(ServerFixture.stub(channel, reply.getToken()).whoAmI(WhoAmIRequest.getDefaultInstance())
                .getDesk()).isEqualTo("127.0.0.1");
        assertThat(f.store.audit().recent(1000)).filteredOn(a -> a.entry().user().equals("boss"))
                .extracting(a -> a.entry().action() + " at " + a.entry().desk())
                .contains("login at 127.0.0.1", "settings.change at 127.0.0.1");
    }
}
