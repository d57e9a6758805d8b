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
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.local.ControlFixture;
import org.voddesk.control.remote.RemoteFixture.Desk;
import org.voddesk.control.remote.RemoteFixture.Side;
import org.voddesk.core.Role;
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
    @TempDir
    Path dir;
    private RemoteFixture r;

    @AfterEach
    void stop() {
        if (r != null) {
            r.close();
        }
    }

    /** A room with one demo node, and a supervisor's desk over the wire. */
    private Desk boss() throws Exception {
        r = new RemoteFixture(new ControlFixture(dir, 1, SettingsRules.DEFAULT));
        return r.desk(Side.OVER_THE_WIRE, "boss", Role.SUPERVISOR);
    }

    @Test
    void aClusterFileLargerThanAMessageCarriesIsNotSent() throws Exception {
        Desk boss = boss();
        Path huge = dir.resolve("huge.yaml");
        Files.write(huge, new byte[WireProtocol.MAX_FILE_BYTES + 1]);

        CommandResult<List<NodeConfig>> result = boss.control().nodeSettings().importCluster(boss.user(), huge);

        assertThat(result.message()).isEqualTo("Nothing was imported: the cluster file " + huge + " has 4033 KiB, more"
                + " than the 4032 KiB a desk may send to the server; import it on the server machine instead");
        assertThat(r.audited("node.import", "boss")).isFalse();
    }

    @Test
    void aRoleNoVersionOfTheWireHasIsRefusedAsInvalid() throws Exception {
        Desk boss = boss();

        CommandResult<UserRecord> result = boss.control().accounts().createUser(boss.user(), "ann", null,
                "ann's long password".toCharArray());

        assertThat(result.ok()).isFalse();
        assertThat(result.message()).isEqualTo("a role must be operator or supervisor");
        assertThat(r.local().store.users().find("ann")).isEmpty();
    }

    @Test
    void aNodeWithAFieldNoNodeMayHaveIsRefusedAsInvalid() throws Exception {
        RemoteSession session = ((RemoteControl) boss().control()).session();
        NodeRequest bad = NodeRequest.newBuilder().setNode(NodeConfigMessage.newBuilder().setName("vod x")
                .setHost("h").setPort(22).setUser("vod").setIdentity("/k").setBandwidthBps(1e9)).build();

        assertThatThrownBy(() -> NodesGrpc.newBlockingStub(session.channel()).withDeadlineAfter(10, TimeUnit.SECONDS)
                .withCallCredentials(session.credentials()).addNode(bad))
                .isInstanceOfSatisfying(StatusRuntimeException.class, e -> {
                    assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
                    assertThat(e.getStatus().getDescription()).contains("node name");
                });
        assertThat(r.local().store.nodes().find("vod x")).isEmpty();
    }
}
