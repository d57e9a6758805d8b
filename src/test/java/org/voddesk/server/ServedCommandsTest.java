package org.voddesk.server;

import static org.assertj.core.api.Assertions.assertThat;

import io.grpc.ManagedChannel;
import io.grpc.Status;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Principal;
import org.voddesk.control.remote.RemoteControl;
import org.voddesk.core.Quality;
import org.voddesk.core.Session;
import org.voddesk.wire.AcknowledgeAlarmRequest;
import org.voddesk.wire.AlarmHistoryRequest;
import org.voddesk.wire.AlarmsGrpc;
import org.voddesk.wire.ApproveMoveRequest;
import org.voddesk.wire.ApprovePlanRequest;
import org.voddesk.wire.ChangeRateRequest;
import org.voddesk.wire.ListSessionsRequest;
import org.voddesk.wire.LoginRequest;
import org.voddesk.wire.OpenAlarmsRequest;
import org.voddesk.wire.OpenPlansRequest;
import org.voddesk.wire.PlanHistoryRequest;
import org.voddesk.wire.PlansGrpc;
import org.voddesk.wire.RejectMoveRequest;
import org.voddesk.wire.RejectPlanRequest;
import org.voddesk.wire.RequestPlaybackRequest;
import org.voddesk.wire.SettingsData;
import org.voddesk.wire.StopSessionRequest;
import org.voddesk.wire.UpdateSettingsRequest;

/**
 * The commands on the wire over a real TLS socket on loopback: each needs a login, a refusal of the control comes
 * back as its result with its words, and a message the control cannot act on is refused as such.
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


    @Test
    void everyCommandNeedsALogin() {
        var control = ServerFixture.stub(channel, null);
        var plans = PlansGrpc.newBlockingStub(channel).withDeadlineAfter(30, TimeUnit.SECONDS);
        var alarms = AlarmsGrpc.newBlockingStub(channel).withDeadlineAfter(30, TimeUnit.SECONDS);

        List<Status> refused = List.of(
                ServerFixture.statusOf(() -> control.listSessions(ListSessionsRequest.getDefaultInstance())),
                ServerFixture.statusOf(() -> control.requestPlayback(RequestPlaybackRequest.newBuilder().setCamera("cam-1")
                        .setQuality("main").setRate(1).build())),
                ServerFixture.statusOf(() -> control.stopSession(StopSessionRequest.newBuilder().setSessionId("s-1").build())),
                ServerFixture.statusOf(() -> control.changeRate(ChangeRateRequest.newBuilder().setSessionId("s-1").setRate(2)
                        .build())),
                ServerFixture.statusOf(() -> control.updateSettings(UpdateSettingsRequest.getDefaultInstance())),
                ServerFixture.statusOf(() -> plans.open(OpenPlansRequest.getDefaultInstance())),
                ServerFixture.statusOf(() -> plans.history(PlanHistoryRequest.getDefaultInstance())),
                ServerFixture.statusOf(() -> plans.approve(ApprovePlanRequest.newBuilder().setPlanId(1).build())),
                ServerFixture.statusOf(() -> plans.reject(RejectPlanRequest.newBuilder().setPlanId(1).build())),
                ServerFixture.statusOf(() -> plans.approveMove(ApproveMoveRequest.newBuilder().setMoveId(1).build())),
                ServerFixture.statusOf(() -> plans.rejectMove(RejectMoveRequest.newBuilder().setMoveId(1).build())),
                ServerFixture.statusOf(() -> alarms.open(OpenAlarmsRequest.getDefaultInstance())),
                ServerFixture.statusOf(() -> alarms.history(AlarmHistoryRequest.getDefaultInstance())),
                ServerFixture.statusOf(() -> alarms.acknowledge(AcknowledgeAlarmRequest.newBuilder().setAlarmId(1).build())));

        assertThat(refused).allSatisfy(s -> {
            assertThat(s.getCode()).isEqualTo(Status.Code.UNAUTHENTICATED);
            assertThat(s.getDescription()).isEqualTo(Tokens.MISSING);
        });
    }

    @Test
    void aRefusalOfTheControlIsItsResultWithItsWords() throws Exception {
        try (ServerFixture.Desk other = f.desk("boss", ServerFixture.SUPERVISOR_PASSWORD.clone());
             RemoteControl remote = RemoteControl.connect(f.server.address(), f.known, true, Runnable::run)) {
            Principal op = remote.login("operator", ServerFixture.OPERATOR_PASSWORD.clone()).value();
            assertThat(op).isNotNull();

            CommandResult<Session> stop = remote.stopSession(op, "no-such-session");
            CommandResult<?> play = remote.requestPlayback(op, "cam-404", 0, 1, Quality.MAIN);
            CommandResult<?> reject = remote.plans().reject(op, 42, "no");

            assertThat(stop.ok()).isFalse();
            assertThat(stop.message()).isEqualTo(f.control.stopSession(f.control.login("operator",
                    ServerFixture.OPERATOR_PASSWORD.clone()).value(), "no-such-session").message());
            assertThat(play.ok()).isFalse();
            assertThat(play.message()).isNotBlank();
            assertThat(reject.ok()).isFalse();
            assertThat(reject.message()).contains("supervisor");
            assertThat(f.audited("plan.reject.refused", "operator")).isTrue();
            assertThat(CommandResult.await("reading", remote.liveSessionsAsync()).value().sessions()).isEmpty();
            assertThat(remote.plans().open(op).value()).isEmpty();
            assertThat(remote.alarms().open(op).ok()).isTrue();
            f.stillServes(other);
        }
    }

    @Test
    void settingsThatCannotBeReadAreRefusedAsSuch() {
        String token = ServerFixture.stub(channel, null).login(LoginRequest.newBuilder().setName("boss")
                .setPassword(new String(ServerFixture.SUPERVISOR_PASSWORD)).build()).getToken();

        Status s = ServerFixture.statusOf(() -> ServerFixture.stub(channel, token).updateSettings(UpdateSettingsRequest.newBuilder()
                .setSettings(SettingsData.getDefaultInstance()).build()));

        assertThat(s.getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
        assertThat(s.getDescription()).startsWith("The settings could not be read: ").contains("policies");
    }
}
