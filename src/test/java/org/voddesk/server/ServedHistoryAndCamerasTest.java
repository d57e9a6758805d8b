package org.voddesk.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.ByteString;
import io.grpc.CallCredentials;
import io.grpc.ManagedChannel;
import io.grpc.Metadata;
import io.grpc.Status;
import io.grpc.inprocess.InProcessChannelBuilder;
import io.grpc.inprocess.InProcessServerBuilder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.api.Principal;
import org.voddesk.wire.AuditHistoryRequest;
import org.voddesk.wire.CamerasGrpc;
import org.voddesk.wire.CatalogueReply;
import org.voddesk.wire.CatalogueRequest;
import org.voddesk.wire.ClusterHistoryRequest;
import org.voddesk.wire.HistoryGrpc;
import org.voddesk.wire.ImportCsvRequest;
import org.voddesk.wire.LoginRequest;
import org.voddesk.wire.ReopenStreamRequest;
import org.voddesk.wire.WireProtocol;

/**
 * The History and Cameras services as any client meets them: every call needs a login, a request no version of the
 * wire allows is refused as such, and the catalogue comes a bounded page at a time, by id, with its revision.
 */
class ServedHistoryAndCamerasTest {
    private ServerFixture f;
    private ManagedChannel channel;

    @BeforeEach
    void start(@TempDir Path dir) throws Exception {
        String name = InProcessServerBuilder.generateName();
        f = new ServerFixture(dir, InProcessServerBuilder.forName(name));
        channel = InProcessChannelBuilder.forName(name).build();
    }

    @AfterEach
    void stop() {
        channel.shutdownNow();
        f.close();
    }

    private String login(String name, char[] password) {
        return ServerFixture.stub(channel, null).login(LoginRequest.newBuilder().setName(name)
                .setPassword(new String(password)).build()).getToken();
    }

    private static CallCredentials bearer(String token) {
        return new CallCredentials() {
            @Override
            public void applyRequestMetadata(RequestInfo info, Executor executor, MetadataApplier applier) {
                Metadata m = new Metadata();
                m.put(WireProtocol.AUTHORIZATION, WireProtocol.bearer(token));
                applier.apply(m);
            }
        };
    }

    private CamerasGrpc.CamerasBlockingStub cameras(String token) {
        CamerasGrpc.CamerasBlockingStub stub = CamerasGrpc.newBlockingStub(channel)
                .withDeadlineAfter(30, TimeUnit.SECONDS);
        return token == null ? stub : stub.withCallCredentials(bearer(token));
    }


    @Test
    void everyCallOfBothServicesNeedsALogin() {
        HistoryGrpc.HistoryBlockingStub history = HistoryGrpc.newBlockingStub(channel)
                .withDeadlineAfter(30, TimeUnit.SECONDS);

        List<Status> refused = List.of(
                ServerFixture.statusOf(() -> history.clusterHistory(ClusterHistoryRequest.newBuilder().setToMs(1).build())),
                ServerFixture.statusOf(() -> history.auditHistory(AuditHistoryRequest.getDefaultInstance())),
                ServerFixture.statusOf(() -> cameras(null).catalogue(CatalogueRequest.getDefaultInstance())),
                ServerFixture.statusOf(() -> cameras(null).importCsv(ImportCsvRequest.newBuilder().setSource("a.csv").build())),
                ServerFixture.statusOf(() -> cameras(null).reopenStream(ReopenStreamRequest.newBuilder().setSessionId("s").build())));

        assertThat(refused).allSatisfy(s -> {
            assertThat(s.getCode()).isEqualTo(Status.Code.UNAUTHENTICATED);
            assertThat(s.getDescription()).isEqualTo(Tokens.MISSING);
        });
    }

    @Test
    void anImportThatNamesNoFileIsRefusedAsAMessageTheWireDoesNotAllow() {
        String token = login("boss", ServerFixture.SUPERVISOR_PASSWORD);

        Status s = ServerFixture.statusOf(() -> cameras(token).importCsv(ImportCsvRequest.newBuilder()
                .setContent(ByteString.copyFromUtf8("id,name,site\n")).build()));

        assertThat(s.getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
        assertThat(s.getDescription()).isEqualTo("an import of cameras names the file it comes from");
        assertThat(f.audited("camera.import", "boss")).isFalse();
    }

    @Test
    void theCatalogueComesInPagesByIdAtOneRevision(@TempDir Path dir) throws Exception {
        List<String> lines = new ArrayList<>(List.of("id,name,site"));
        for (int i = 0; i < 2_500; i++) {
            lines.add(String.format("cam-%05d,Camera %d,", i, i));
        }
        Principal boss = f.control.login("boss", ServerFixture.SUPERVISOR_PASSWORD.clone()).value();
        assertThat(f.control.cameras().importCsv(boss, Files.write(dir.resolve("c.csv"), lines)).ok()).isTrue();
        String token = login("operator", ServerFixture.OPERATOR_PASSWORD);

        CatalogueReply first = cameras(token).catalogue(CatalogueRequest.newBuilder().setLimit(1_000_000).build());
        CatalogueReply rest = cameras(token).catalogue(CatalogueRequest.newBuilder()
                .setAfterId(first.getCameras(first.getCamerasCount() - 1).getId()).build());

        assertThat(first.getOutcome().getOk()).isTrue();
        assertThat(first.getCamerasCount()).isEqualTo(CamerasService.MAX_PAGE);
        assertThat(first.getHasMore()).isTrue();
        assertThat(first.getCameras(0).getId()).isEqualTo("cam-00000");
        assertThat(rest.getCamerasCount()).isEqualTo(500);
        assertThat(rest.getCameras(0).getId()).isEqualTo("cam-02000");
        assertThat(rest.getHasMore()).isFalse();
        assertThat(rest.getRevision()).isEqualTo(first.getRevision())
                .isEqualTo(f.control.cameras().catalogue().revision()).isEqualTo(1);
    }
}
