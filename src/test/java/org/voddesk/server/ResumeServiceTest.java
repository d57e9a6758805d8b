package org.voddesk.server;

import static org.assertj.core.api.Assertions.assertThat;

import io.grpc.ManagedChannel;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.inprocess.InProcessChannelBuilder;
import io.grpc.inprocess.InProcessServerBuilder;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.testing.Await;
import org.voddesk.wire.AlarmsGrpc;
import org.voddesk.wire.DeskGrpc;
import org.voddesk.wire.LoginReply;
import org.voddesk.wire.LoginRequest;
import org.voddesk.wire.LogoutRequest;
import org.voddesk.wire.OpenAlarmsRequest;
import org.voddesk.wire.ResumeReply;
import org.voddesk.wire.ResumeRequest;
import org.voddesk.wire.WhoAmIRequest;

/**
 * The Desk service's Resume on the in-process transport (each channel its own connection): a login carried to a new
 * connection without the password, its secret good once and only for a while, counted and audited as a login.
 */
class ResumeServiceTest {
    private ServerFixture f;
    private String name;
    private final List<ManagedChannel> channels = new ArrayList<>();

    @BeforeEach
    void start(@TempDir Path dir) throws Exception {
        name = InProcessServerBuilder.generateName();
        f = new ServerFixture(dir, InProcessServerBuilder.forName(name));
    }

    @AfterEach
    void stop() {
        channels.forEach(ManagedChannel::shutdownNow);
        f.close();
    }

    private ManagedChannel connection() {
        ManagedChannel c = InProcessChannelBuilder.forName(name).build();
        channels.add(c);
        return c;
    }

    private static LoginReply login(ManagedChannel on) {
        return ServerFixture.stub(on, null).login(LoginRequest.newBuilder().setName("operator")
                .setPassword(new String(ServerFixture.OPERATOR_PASSWORD)).build());
    }

    private static ResumeReply resume(ManagedChannel on, String secret) {
        return DeskGrpc.newBlockingStub(on).withDeadlineAfter(30, TimeUnit.SECONDS)
                .resume(ResumeRequest.newBuilder().setSecret(secret).build());
    }

    private static Status refusalOf(Runnable call) {
        try {
            call.run();
        } catch (StatusRuntimeException e) {
            return e.getStatus();
        }
        throw new AssertionError("not refused");
    }

    /** Ends {@code c} and waits until the server has seen its logins end with it. */
    private void cut(ManagedChannel c) {
        c.shutdownNow();
        Await.until("the server saw the connection end", Duration.ofSeconds(20), () -> f.server.logins() == 0);
    }

    @Test
    void aResumeOnANewConnectionGivesATokenForTheSameLoginWithoutThePassword() {
        ManagedChannel first = connection();
        LoginReply in = login(first);
        assertThat(in.getResumeSecret()).hasSize(43);
        cut(first);

        ManagedChannel second = connection();
        ResumeReply back = resume(second, in.getResumeSecret());

        assertThat(back.getOutcome().getOk()).isTrue();
        assertThat(back.getPrincipal().getName()).isEqualTo("operator");
        assertThat(back.getResumeSecret()).isNotEqualTo(in.getResumeSecret());
        assertThat(ServerFixture.stub(second, back.getToken()).whoAmI(WhoAmIRequest.getDefaultInstance()).getName())
                .isEqualTo("operator");
        // the control still holds the login: a call that needs a live principal is served
        assertThat(AlarmsGrpc.newBlockingStub(second).withDeadlineAfter(30, TimeUnit.SECONDS)
                .withCallCredentials(ServerFixture.stub(second, back.getToken()).getCallOptions().getCredentials())
                .open(OpenAlarmsRequest.getDefaultInstance()).getOutcome().getOk()).isTrue();
        assertThat(f.audited("login.resume", "operator")).isTrue();
        assertThat(f.audited("logout", "operator")).isFalse();
    }

    @Test
    void aSpentSecretIsRefusedAndAudited() {
        ManagedChannel first = connection();
        String secret = login(first).getResumeSecret();
        cut(first);
        resume(connection(), secret);

        Status refused = refusalOf(() -> resume(connection(), secret));

        assertThat(refused.getCode()).isEqualTo(Status.Code.UNAUTHENTICATED);
        assertThat(refused.getDescription()).isEqualTo("This desk's login could not be resumed (the server does not"
                + " know its secret): log in again.");
        assertThat(f.audited("login.resume.fail", "?")).isTrue();
    }

    @Test
    void aSecretPastItsWindowIsRefusedAndItsLoginEnded() {
        ManagedChannel first = connection();
        String secret = login(first).getResumeSecret();
        cut(first);
        f.tokenClock.advance(Resumes.WINDOW.plusSeconds(1));

        Status refused = refusalOf(() -> resume(connection(), secret));

        assertThat(refused.getCode()).isEqualTo(Status.Code.UNAUTHENTICATED);
        Await.until("the login was logged out of the control", Duration.ofSeconds(10),
                () -> f.audited("logout", "operator"));
    }

    @Test
    void aResumeWhileTheOldConnectionLivesMovesTheLoginOffIt() {
        ManagedChannel old = connection();
        LoginReply in = login(old);

        ManagedChannel fresh = connection();
        ResumeReply back = resume(fresh, in.getResumeSecret());

        Status refused = refusalOf(() -> ServerFixture.stub(old, in.getToken())
                .whoAmI(WhoAmIRequest.getDefaultInstance()));
        assertThat(refused.getCode()).isEqualTo(Status.Code.UNAUTHENTICATED);
        assertThat(ServerFixture.stub(fresh, back.getToken()).whoAmI(WhoAmIRequest.getDefaultInstance()).getName())
                .isEqualTo("operator");
        old.shutdownNow(); // the old connection's end ends nothing now
        assertThat(f.audited("logout", "operator")).isFalse();
    }

    @Test
    void aLogoutSpendsTheSecret() {
        ManagedChannel first = connection();
        LoginReply in = login(first);
        ServerFixture.stub(first, in.getToken()).logout(LogoutRequest.getDefaultInstance());

        Status refused = refusalOf(() -> resume(connection(), in.getResumeSecret()));

        assertThat(refused.getCode()).isEqualTo(Status.Code.UNAUTHENTICATED);
    }

    @Test
    void failedResumesAreCountedAsLoginsAndWait() {
        for (int i = 0; i < 6; i++) {
            refusalOf(() -> resume(connection(), "not-a-secret"));
        }

        assertThat(f.store.audit().recent(100)).anyMatch(a -> a.entry().action().equals("login.resume.fail")
                && a.entry().detail() != null && a.entry().detail().contains("waited 500 ms"));
    }
}
