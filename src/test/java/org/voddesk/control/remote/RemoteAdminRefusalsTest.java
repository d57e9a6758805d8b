package org.voddesk.control.remote;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.remote.DeskFixture.Desk;
import org.voddesk.control.remote.DeskFixture.Side;
import org.voddesk.core.NodeConfig;
import org.voddesk.core.UserRecord;
import org.voddesk.wire.NodeConfigMessage;
import org.voddesk.wire.NodeRequest;
import org.voddesk.wire.NodesGrpc;
import org.voddesk.wire.WireProtocol;

/**
 * What a desk over the wire refuses itself, or the server refuses before its control sees it: a file larger than a
 * message carries, and a request no version of the wire allows.
 */
class RemoteAdminRefusalsTest {
    private DeskFixture f;

    @AfterEach
    void stop() throws Exception {
        if (f != null) {
            f.close();
        }
    }

    @Test
    void aClusterFileLargerThanAMessageCarriesIsNotSent(@TempDir Path dir) throws Exception {
        f = DeskFixture.of(Side.REMOTE, dir);
        Desk boss = f.login("boss");
        Path huge = dir.resolve("huge.yaml");
        Files.write(huge, new byte[WireProtocol.MAX_FILE_BYTES + 1]);

        CommandResult<List<NodeConfig>> r = boss.control().nodeSettings().importCluster(boss.user(), huge);

        assertThat(r.message()).isEqualTo("Nothing was imported: the cluster file " + huge + " has 4033 KiB, more"
                + " than the 4032 KiB a desk may send to the server; import it on the server machine instead");
        assertThat(f.audited("node.import", "boss")).isFalse();
    }

    @Test
    void aRoleNoVersionOfTheWireHasIsRefusedAsInvalid(@TempDir Path dir) throws Exception {
        f = DeskFixture.of(Side.REMOTE, dir);
        Desk boss = f.login("boss");

        CommandResult<UserRecord> r = boss.control().accounts().createUser(boss.user(), "ann", null,
                "ann's long password".toCharArray());

        assertThat(r.ok()).isFalse();
        assertThat(r.message()).isEqualTo("a role must be operator or supervisor");
        assertThat(f.store.users().find("ann")).isEmpty();
    }

    @Test
    void aNodeWithAFieldNoNodeMayHaveIsRefusedAsInvalid(@TempDir Path dir) throws Exception {
        f = DeskFixture.of(Side.REMOTE, dir);
        RemoteSession session = ((RemoteControl) f.login("boss").control()).session();
        NodeRequest bad = NodeRequest.newBuilder().setNode(NodeConfigMessage.newBuilder().setName("vod x")
                .setHost("h").setPort(22).setUser("vod").setIdentity("/k").setBandwidthBps(1e9)).build();

        assertThatThrownBy(() -> NodesGrpc.newBlockingStub(session.channel()).withDeadlineAfter(10, TimeUnit.SECONDS)
                .withCallCredentials(session.credentials()).addNode(bad))
                .isInstanceOfSatisfying(StatusRuntimeException.class, e -> {
                    assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
                    assertThat(e.getStatus().getDescription()).contains("node name");
                });
        assertThat(f.store.nodes().all()).isEmpty();
    }
}
