package org.voddesk.control.local;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.Principal;
import org.voddesk.control.moves.RmtsReHomer;
import org.voddesk.core.HostKeyVerdict;
import org.voddesk.core.NodeConfig;
import org.voddesk.core.NodeFailure;
import org.voddesk.core.ProbeReport;
import org.voddesk.core.Role;
import org.voddesk.demo.DemoEndpoint;
import org.voddesk.node.ssh.KnownHostsStore;

/**
 * "Test connection" through {@link Control} against demo nodes on loopback: the report names reachability, the
 * offered fingerprint and whether known_hosts knows it, and the agent's protocol; nothing is stored.
 */
class TestConnectionTest {
    private ControlFixture f;

    @AfterEach
    void stop() {
        if (f != null) {
            f.close();
        }
    }

    private void start(Path dir, HostKeyEdits.Edit edit) throws Exception {
        f = new ControlFixture(dir, 3, SettingsRules.DEFAULT, new RmtsReHomer(), files -> {
            try {
                edit.apply(files.knownHosts());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, s -> s.withAcceptNewHostKeys(false));
    }

    private NodeConfig fieldsOf(String node) {
        return f.files.node(node).orElseThrow();
    }

    private DemoEndpoint endpoint(int i) {
        return f.cluster.endpoints().get(i);
    }

    @Test
    void aKnownNodeIsReachableWithItsFingerprintAndProtocol(@TempDir Path dir) throws Exception {
        start(dir, k -> { });

        CommandResult<ProbeReport> r = f.control.nodeSettings()
                .testConnection(f.user("olly", Role.OPERATOR), fieldsOf("vod-1"));

        assertThat(r.ok()).as(r.message()).isTrue();
        assertThat(r.value().reachable()).isTrue();
        assertThat(r.value().fingerprint()).isEqualTo(endpoint(0).fingerprint());
        assertThat(r.value().hostKeyKnown()).isTrue();
        assertThat(r.value().agentProtocol()).isEqualTo("vodnode/1");
    }

    @Test
    void anUnknownKeyIsReportedAndNotAccepted(@TempDir Path dir) throws Exception {
        start(dir, HostKeyEdits::forgetNode);
        String before = Files.readString(f.files.knownHosts());

        CommandResult<ProbeReport> r = f.control.nodeSettings()
                .testConnection(f.user("olly", Role.OPERATOR), fieldsOf("vod-2"));

        assertThat(r.ok()).isFalse();
        assertThat(r.value().reachable()).isFalse();
        assertThat(r.value().verdict()).isEqualTo(HostKeyVerdict.UNKNOWN);
        assertThat(r.value().fingerprint()).isEqualTo(endpoint(1).fingerprint());
        assertThat(r.message()).contains("NOT known").contains(endpoint(1).fingerprint());
        assertThat(Files.readString(f.files.knownHosts())).isEqualTo(before);
    }

    @Test
    void aChangedKeyIsReportedAsChanged(@TempDir Path dir) throws Exception {
        start(dir, HostKeyEdits::changeKeyOfNode);

        CommandResult<ProbeReport> r = f.control.nodeSettings()
                .testConnection(f.user("olly", Role.OPERATOR), fieldsOf("vod-2"));

        assertThat(r.value().verdict()).isEqualTo(HostKeyVerdict.CHANGED);
        assertThat(r.value().failure()).isEqualTo(NodeFailure.HOST_KEY_CHANGED);
    }

    @Test
    void aClosedPortIsNotReachableAndSaysWhy(@TempDir Path dir) throws Exception {
        start(dir, k -> { });
        int closed;
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closed = s.getLocalPort();
        }
        NodeConfig v = fieldsOf("vod-1");
        NodeConfig nowhere = new NodeConfig("vod-new", v.host(), closed, v.user(), v.identity(), 1e8, null, null);

        CommandResult<ProbeReport> r = f.control.nodeSettings().testConnection(f.user("olly", Role.OPERATOR), nowhere);

        assertThat(r.ok()).isFalse();
        assertThat(r.value().reachable()).isFalse();
        assertThat(r.value().failure()).isEqualTo(NodeFailure.UNREACHABLE);
        assertThat(r.value().fingerprint()).isNull();
        assertThat(r.message()).contains("not reachable").contains(String.valueOf(closed));
    }

    @Test
    void aLoginWithoutTheAgentIsReachableButNotOk(@TempDir Path dir) throws Exception {
        start(dir, k -> { });
        NodeConfig v = fieldsOf("vod-1");

        CommandResult<ProbeReport> r = f.control.nodeSettings().testConnection(f.user("olly", Role.OPERATOR),
                new NodeConfig(v.name(), v.host(), v.port(), v.user(), v.identity(), 1e8, null, "no-such-agent"));

        assertThat(r.ok()).isFalse();
        assertThat(r.value().reachable()).isTrue();
        assertThat(r.value().agentProtocol()).isNull();
        assertThat(r.message()).contains("did not answer the vodnode protocol");
    }

    @Test
    void aMissingKeyFileIsRefusedBeforeConnecting(@TempDir Path dir) throws Exception {
        start(dir, k -> { });
        NodeConfig v = fieldsOf("vod-1");

        CommandResult<ProbeReport> r = f.control.nodeSettings().testConnection(f.user("olly", Role.OPERATOR),
                new NodeConfig(v.name(), v.host(), v.port(), v.user(), dir.resolve("nokey").toString(), 1e8, null,
                        null));

        assertThat(r.ok()).isFalse();
        assertThat(r.message()).contains("not a readable file");
        assertThat(r.value()).isNull();
    }

    @Test
    void aTestStoresNothing(@TempDir Path dir) throws Exception {
        start(dir, k -> { });
        NodeConfig v = fieldsOf("vod-1");
        NodeConfig other = new NodeConfig("vod-new", v.host(), v.port(), v.user(), v.identity(), 1e8, null, null);
        Principal olly = f.user("olly", Role.OPERATOR);
        int audit = f.store.audit().recent(1000).size();

        f.control.nodeSettings().testConnection(olly, other);

        assertThat(f.store.nodes().find("vod-new")).isEmpty();
        assertThat(f.store.audit().recent(1000)).hasSize(audit);
    }

    @Test
    void someoneWhoIsNoUserMayNotTest(@TempDir Path dir) throws Exception {
        start(dir, k -> { });

        CommandResult<ProbeReport> r = f.control.nodeSettings().testConnection(new Principal("ghost", Role.SUPERVISOR),
                fieldsOf("vod-1"));

        assertThat(r.ok()).isFalse();
        assertThat(r.message()).contains("ghost was not issued by this console");
    }
}
