package org.voddesk.server;

import static org.assertj.core.api.Assertions.assertThat;

import io.grpc.ManagedChannel;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.remote.LiveSession;
import org.voddesk.control.remote.RemoteCommands;
import org.voddesk.control.remote.RemoteSession;
import org.voddesk.core.Quality;
import org.voddesk.wire.DecidePlanRequest;
import org.voddesk.wire.ListSessionsRequest;
import org.voddesk.wire.LoginRequest;
import org.voddesk.wire.OpenAlarmsRequest;
import org.voddesk.wire.OpenPlansRequest;
import org.voddesk.wire.RequestPlaybackRequest;
import org.voddesk.wire.StopSessionRequest;

/**
 * The commands on the wire over a real TLS socket on loopback: each needs a login, a refusal of the control comes
 * back as its result with its words, and a message no version of the wire allows is refused as such.
 */
class ServedCommandsTest {
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

    private static Status statusOf(Runnable call) {
        try {
            call.run();
            return Status.OK;
        } catch (StatusRuntimeException e) {
            return e.getStatus();
        }
    }

    @Test
    void everyCommandNeedsALogin() {
        var stub = ServerFixture.stub(channel, null);

        List<Status> refused = List.of(
                statusOf(() -> stub.listSessions(ListSessionsRequest.getDefaultInstance())),
                statusOf(() -> stub.requestPlayback(RequestPlaybackRequest.newBuilder().setCamera("cam-1")
                        .setQuality("main").setRate(1).build())),
                statusOf(() -> stub.stopSession(StopSessionRequest.newBuilder().setSessionId("s-1").build())),
                statusOf(() -> stub.openPlans(OpenPlansRequest.getDefaultInstance())),
                statusOf(() -> stub.decidePlan(DecidePlanRequest.newBuilder().setPlanId(1).build())),
                statusOf(() -> stub.openAlarms(OpenAlarmsRequest.getDefaultInstance())));

        assertThat(refused).allSatisfy(s -> {
            assertThat(s.getCode()).isEqualTo(Status.Code.UNAUTHENTICATED);
            assertThat(s.getDescription()).isEqualTo(Tokens.MISSING);
        });
    }

    @Test
    void aRefusalOfTheControlIsItsResultWithItsWords() throws Exception {
        try (RemoteSession s = RemoteSession.connect(f.server.address(), f.known, true)) {
            assertThat(s.login("operator", ServerFixture.OPERATOR_PASSWORD.clone()).ok()).isTrue();
            RemoteCommands commands = new RemoteCommands(s);

            CommandResult<LiveSession> stop = commands.stop("no-such-session");
            CommandResult<?> play = commands.play("cam-404", 0, 1, Quality.MAIN);
            CommandResult<?> reject = commands.rejectPlan(42, "no");

            assertThat(stop.ok()).isFalse();
            assertThat(stop.message()).isEqualTo(f.control.stopSession(f.control.login("operator",
                    ServerFixture.OPERATOR_PASSWORD.clone()).value(), "no-such-session").message());
            assertThat(play.ok()).isFalse();
            assertThat(play.message()).isNotBlank();
            assertThat(reject.ok()).isFalse();
            assertThat(reject.message()).contains("supervisor");
            assertThat(f.audited("plan.reject.refused", "operator")).isTrue();
            assertThat(commands.sessions().value()).isEmpty();
            assertThat(commands.openPlans().value()).isEmpty();
            assertThat(commands.openAlarms().ok()).isTrue();
        }
    }

    @Test
    void aPlanDecisionThatIsNeitherApproveNorRejectIsRefusedAsSuch() {
        String token = ServerFixture.stub(channel, null).login(LoginRequest.newBuilder().setName("boss")
                .setPassword(new String(ServerFixture.SUPERVISOR_PASSWORD)).build()).getToken();

        Status s = statusOf(() -> ServerFixture.stub(channel, token).decidePlan(DecidePlanRequest.newBuilder()
                .setPlanId(1).build()));

        assertThat(s.getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
        assertThat(s.getDescription()).isEqualTo("a plan's decision is approve or reject");
    }
}
