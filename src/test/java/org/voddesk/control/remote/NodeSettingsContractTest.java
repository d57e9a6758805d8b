package org.voddesk.control.remote;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.NodeSettings;
import org.voddesk.control.local.ControlFixture;
import org.voddesk.control.remote.RemoteFixture.Desk;
import org.voddesk.control.remote.RemoteFixture.Side;
import org.voddesk.core.NodeConfig;
import org.voddesk.core.NodeFailure;
import org.voddesk.core.ProbeReport;
import org.voddesk.core.Role;
import org.voddesk.demo.DemoKeys;
import org.voddesk.wire.WireProtocol;

/**
 * The control's nodes ({@code NodeSettings}) hold the same contract in process and over the wire: the same results and
 * refusals in the same words, and a cluster file named by a desk is the desk's file, written and read there.
 */
class NodeSettingsContractTest {
    private static final String OPERATOR_REFUSED = "Only a supervisor may do this (operator is an operator). Nothing"
            + " was changed.";
    @TempDir
    Path dir;
    private RemoteFixture r;

    @AfterEach
    void stop() {
        if (r != null) {
            r.close();
        }
    }

    /** A room with one demo node ({@code vod-1}), and the two desks. */
    private void start() throws Exception {
        r = new RemoteFixture(new ControlFixture(dir, 1, SettingsRules.DEFAULT));
    }

    private List<String> stored() {
        return r.local().store.nodes().all().stream().map(NodeConfig::name).toList();
    }

    private static NodeSettings nodes(Desk d) {
        return d.control().nodeSettings();
    }

    private NodeConfig node(String name, int port) throws IOException {
        Path key = dir.resolve("desk-keys").resolve("id_" + name);
        Files.createDirectories(key.getParent());
        DemoKeys.writeIdentity(DemoKeys.generate(), key, name);
        return new NodeConfig(name, "127.0.0.1", port, "vod", key.toString(), 123e6, null, null);
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void aSupervisorAddsEditsAndRetiresANodeThatAnOperatorLists(Side side) throws Exception {
        start();
        Desk boss = r.desk(side, "boss", Role.SUPERVISOR);
        Desk operator = r.desk(side, "operator", Role.OPERATOR);
        NodeConfig vod = node("vod-x", 2222);

        CommandResult<NodeConfig> added = nodes(boss).addNode(boss.user(), vod);
        List<NodeConfig> listed = nodes(operator).nodes(operator.user()).value();
        CommandResult<NodeConfig> edited = nodes(boss).editNode(boss.user(), new NodeConfig("vod-x", "127.0.0.1",
                2223, "vod", vod.identity(), 250e6, "north", null));
        CommandResult<NodeConfig> retired = nodes(boss).retireNode(boss.user(), "vod-x");

        assertThat(added.ok()).isTrue();
        assertThat(added.message()).startsWith("Added node vod-x.");
        assertThat(added.value()).isEqualTo(vod);
        assertThat(listed).contains(vod).extracting(NodeConfig::name).containsExactlyInAnyOrder("vod-1", "vod-x");
        assertThat(edited.ok()).isTrue();
        assertThat(edited.value().site()).isEqualTo("north");
        assertThat(edited.value().bandwidthBps()).isEqualTo(250e6);
        assertThat(retired.ok()).as(retired.message()).isTrue();
        assertThat(nodes(operator).nodes(operator.user()).value()).extracting(NodeConfig::name)
                .containsExactly("vod-1");
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void anOperatorIsRefusedANodeChangeInTheControlsWords(Side side) throws Exception {
        start();
        Desk operator = r.desk(side, "operator", Role.OPERATOR);

        CommandResult<NodeConfig> result = nodes(operator).addNode(operator.user(), node("vod-x", 2222));

        assertThat(result.ok()).isFalse();
        assertThat(result.message()).isEqualTo(OPERATOR_REFUSED);
        assertThat(stored()).containsExactly("vod-1");
        assertThat(r.audited("node.add.refused", "operator")).isTrue();
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void aClusterFileGoesToTheDesksFileAndComesBackFromIt(Side side) throws Exception {
        start();
        Desk boss = r.desk(side, "boss", Role.SUPERVISOR);
        nodes(boss).addNode(boss.user(), node("vod-x", 2222));
        Path file = dir.resolve("desk").resolve("cluster.yaml");
        Files.createDirectories(file.getParent());

        CommandResult<Path> exported = nodes(boss).exportCluster(boss.user(), file);
        String yaml = Files.readString(file);
        Files.writeString(file, yaml.replace("bandwidth_mbps: 123", "bandwidth_mbps: 250"));
        CommandResult<List<NodeConfig>> imported = nodes(boss).importCluster(boss.user(), file);

        assertThat(exported.ok()).as(exported.message()).isTrue();
        assertThat(exported.message()).isEqualTo("Wrote 2 nodes to " + file + ".");
        assertThat(exported.value()).isEqualTo(file);
        assertThat(yaml).contains("name: vod-x").contains("bandwidth_mbps: 123");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file))).isEqualTo("rw-------");
        assertThat(imported.ok()).as(imported.message()).isTrue();
        assertThat(imported.message()).startsWith("Imported 2 nodes from " + file
                + " (stored nodes it does not name are kept).");
        assertThat(imported.value()).filteredOn(n -> n.name().equals("vod-x")).extracting(NodeConfig::bandwidthBps)
                .containsExactly(250e6);
        assertThat(nodes(boss).nodes(boss.user()).value()).filteredOn(n -> n.name().equals("vod-x"))
                .extracting(NodeConfig::bandwidthBps).containsExactly(250e6);
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void anOperatorExportsNothingAndNoFileIsWritten(Side side) throws Exception {
        start();
        Desk operator = r.desk(side, "operator", Role.OPERATOR);
        Path file = dir.resolve("cluster.yaml");

        CommandResult<Path> result = nodes(operator).exportCluster(operator.user(), file);

        assertThat(result.ok()).isFalse();
        assertThat(result.message()).isEqualTo(OPERATOR_REFUSED);
        assertThat(file).doesNotExist();
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void aMissingOrMalformedClusterFileImportsNothingInTheSameWords(Side side) throws Exception {
        start();
        Desk boss = r.desk(side, "boss", Role.SUPERVISOR);
        Path missing = dir.resolve("no-such.yaml");
        Path malformed = dir.resolve("broken.yaml");
        Files.writeString(malformed, "nodes: [\n");

        CommandResult<List<NodeConfig>> notThere = nodes(boss).importCluster(boss.user(), missing);
        CommandResult<List<NodeConfig>> broken = nodes(boss).importCluster(boss.user(), malformed);

        assertThat(notThere.ok()).isFalse();
        assertThat(notThere.message()).isEqualTo("Nothing was imported: cannot read cluster file " + missing
                + ": no such file");
        assertThat(broken.ok()).isFalse();
        assertThat(broken.message()).isEqualTo("Nothing was imported: broken.yaml line 2: not valid YAML: expected"
                + " the node content, but found '<stream end>'");
        assertThat(stored()).containsExactly("vod-1");
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void aClusterFileLargerThanAMessageCarriesIsRefused(Side side) throws Exception {
        start();
        Desk boss = r.desk(side, "boss", Role.SUPERVISOR);
        Path huge = dir.resolve("huge.yaml");
        Files.write(huge, new byte[WireProtocol.MAX_FILE_BYTES + 1]);

        CommandResult<List<NodeConfig>> result = nodes(boss).importCluster(boss.user(), huge);

        assertThat(result.ok()).isFalse();
        assertThat(result.message()).startsWith("Nothing was imported: ").contains(huge.toString());
        assertThat(stored()).containsExactly("vod-1");
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void aTestConnectionToANodeThatIsDownReportsItUnreachable(Side side) throws Exception {
        start();
        Desk operator = r.desk(side, "operator", Role.OPERATOR);
        int closed;
        try (ServerSocket s = new ServerSocket(0)) {
            closed = s.getLocalPort();
        }

        CommandResult<ProbeReport> result = nodes(operator).testConnection(operator.user(), node("vod-down", closed));

        assertThat(result.ok()).isFalse();
        assertThat(result.message()).contains("127.0.0.1:" + closed);
        assertThat(result.value().reachable()).isFalse();
        assertThat(result.value().failure()).isEqualTo(NodeFailure.UNREACHABLE);
        assertThat(result.value().offered()).isNull();
        assertThat(result.value().agentProtocol()).isNull();
    }

}
