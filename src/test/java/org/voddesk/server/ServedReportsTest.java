package org.voddesk.server;

import static org.assertj.core.api.Assertions.assertThat;

import io.grpc.CallCredentials;
import io.grpc.ManagedChannel;
import io.grpc.Metadata;
import io.grpc.Status;
import java.nio.file.Path;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.wire.LoadDayReply;
import org.voddesk.wire.LoadDayRequest;
import org.voddesk.wire.LoginRequest;
import org.voddesk.wire.ReportsGrpc;
import org.voddesk.wire.WireProtocol;

/**
 * The Reports service on a real TLS socket on loopback: a load needs a login (any role), a day the server's history
 * does not hold is the report's refusal in its words, and a day or zone that cannot be read is refused as such.
 */
class ServedReportsTest {
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

    private ReportsGrpc.ReportsBlockingStub reports(String token) {
        ReportsGrpc.ReportsBlockingStub stub = ReportsGrpc.newBlockingStub(channel).withDeadlineAfter(30,
                TimeUnit.SECONDS);
        return token == null ? stub : stub.withCallCredentials(new CallCredentials() {
            @Override
            public void applyRequestMetadata(RequestInfo info, Executor executor, MetadataApplier applier) {
                Metadata m = new Metadata();
                m.put(WireProtocol.AUTHORIZATION, WireProtocol.bearer(token));
                applier.apply(m);
            }
        });
    }

    private String operatorToken() {
        return ServerFixture.stub(channel, null).login(LoginRequest.newBuilder().setName("operator")
                .setPassword(new String(ServerFixture.OPERATOR_PASSWORD)).build()).getToken();
    }


    private static LoadDayRequest day(String day, String zone) {
        return LoadDayRequest.newBuilder().setDay(day).setZone(zone).build();
    }

    @Test
    void aLoadNeedsALogin() {
        Status s = ServerFixture.statusOf(() -> reports(null).loadDay(day("2026-11-28", "Europe/Berlin")));

        assertThat(s.getCode()).isEqualTo(Status.Code.UNAUTHENTICATED);
        assertThat(s.getDescription()).isEqualTo(Tokens.MISSING);
    }

    @Test
    void anOperatorsLoadOfADayWithoutDataIsTheReportsRefusalInItsWords() {
        LoadDayReply reply = reports(operatorToken()).loadDay(day("2026-11-28", "Europe/Berlin"));

        assertThat(reply.getOutcome().getOk()).isFalse();
        assertThat(reply.getOutcome().getMessage()).isEqualTo("no samples for 2026-11-28 in " + f.db
                + "; the history holds no samples at all");
        assertThat(reply.hasReport()).isFalse();
    }

    @Test
    void aDayOrZoneThatCannotBeReadIsRefusedAsSuch() {
        String token = operatorToken();

        Status noDate = ServerFixture.statusOf(() -> reports(token).loadDay(day("28.11.2026", "Europe/Berlin")));
        Status noZone = ServerFixture.statusOf(() -> reports(token).loadDay(day("2026-11-28", "Europe/Atlantis")));

        assertThat(noDate.getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
        assertThat(noDate.getDescription()).contains("'28.11.2026' is not an ISO date");
        assertThat(noZone.getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
        assertThat(noZone.getDescription()).contains("'Europe/Atlantis' is not a time zone");
    }
}
