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
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.NodeSettings;
import org.voddesk.control.remote.DeskFixture.Desk;
import org.voddesk.control.remote.DeskFixture.Side;
import org.voddesk.core.NodeConfig;
import org.voddesk.core.NodeFailure;
import org.voddesk.core.ProbeReport;
import org.voddesk.demo.DemoKeys;
import org.voddesk.wire.WireProtocol;

/**
 * The control's nodes ({@code NodeSettings}) hold the same contract in process and over the wire: the same results and
 * refusals in the same words, and a cluster file named by a desk is the desk's file, written and read there.
 */
class NodeSettingsContractTest {
    private static final String OPERATOR_REFUSED = "Only a supervisor may do this (operator is an operator). Nothing"
            + " was changed.";
    private DeskFixture f;

    @AfterEach
    void stop() throws Exception {
        if (f != null) {
            f.close();
        }
    }

    private static NodeSettings nodes(Desk d) {
        return d.control().nodeSettings();
    }

    private NodeConfig node(String name, int port) throws IOException {
        Path key = f.dir.resolve("keys").resolve("id_" + name);
        Files.createDirectories(key.getParent());
        DemoKeys.writeIdentity(DemoKeys.generate(), key, name);
        return new NodeConfig(name, "127.0.0.1", port, "vod", key.toString(), 100e6, null, null);
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void aSupervisorAddsEditsAndRetiresANodeThatAnOperatorLists(Side side, @TempDir Path dir) throws Exception {
        f = DeskFixture.of(side, dir);
        Desk boss = f.login("boss");
        Desk operator = f.login("operator");
        NodeConfig vod = node("vod-x", 2222);

        CommandResult<NodeConfig> added = nodes(boss).addNode(boss.user(), vod);
        List<NodeConfig> listed = nodes(operator).nodes(operator.user()).value();
        CommandResult<NodeConfig> edited = nodes(boss).editNode(boss.user(), new NodeConfig("vod-x", "127.0.0.1",
                2223, "vod", vod.identity(), 250e6, "north", null));
        CommandResult<NodeConfig> retired = nodes(boss).retireNode(boss.user(), "vod-x");

        assertThat(added.ok()).isTrue();
        assertThat(added.message()).startsWith("Added node vod-x.");
        assertThat(added.value()).isEqualTo(vod);
        assertThat(listed).containsExactly(vod);
        assertThat(edited.ok()).isTrue();
        assertThat(edited.value().site()).isEqualTo("north");
        assertThat(edited.value().bandwidthBps()).isEqualTo(250e6);
        assertThat(retired.ok()).as(retired.message()).isTrue();
        assertThat(nodes(operator).nodes(operator.user()).value()).isEmpty();
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void anOperatorIsRefusedANodeChangeInTheControlsWords(Side side, @TempDir Path dir) throws Exception {
        f = DeskFixture.of(side, dir);
        Desk operator = f.login("operator");

        CommandResult<NodeConfig> r = nodes(operator).addNode(operator.user(), node("vod-x", 2222));

        assertThat(r.ok()).isFalse();
        assertThat(r.message()).isEqualTo(OPERATOR_REFUSED);
        assertThat(f.store.nodes().all()).isEmpty();
        assertThat(f.audited("node.add.refused", "operator")).isTrue();
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void aClusterFileGoesToTheDesksFileAndComesBackFromIt(Side side, @TempDir Path dir) throws Exception {
        f = DeskFixture.of(side, dir);
        Desk boss = f.login("boss");
        nodes(boss).addNode(boss.user(), node("vod-x", 2222));
        Path file = dir.resolve("desk").resolve("cluster.yaml");
        Files.createDirectories(file.getParent());

        CommandResult<Path> exported = nodes(boss).exportCluster(boss.user(), file);
        String yaml = Files.readString(file);
        Files.writeString(file, yaml.replace("bandwidth_mbps: 100", "bandwidth_mbps: 250"));
        CommandResult<List<NodeConfig>> imported = nodes(boss).importCluster(boss.user(), file);

        assertThat(exported.ok()).as(exported.message()).isTrue();
        assertThat(exported.message()).isEqualTo("Wrote 1 nodes to " + file + ".");
        assertThat(exported.value()).isEqualTo(file);
        assertThat(yaml).contains("name: vod-x").contains("bandwidth_mbps: 100");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file))).isEqualTo("rw-------");
        assertThat(imported.ok()).as(imported.message()).isTrue();
        assertThat(imported.message()).startsWith("Imported 1 nodes from " + file
                + " (stored nodes it does not name are kept).");
        assertThat(imported.value()).extracting(NodeConfig::bandwidthBps).containsExactly(250e6);
        assertThat(nodes(boss).nodes(boss.user()).value()).extracting(NodeConfig::bandwidthBps)
                .containsExactly(250e6);
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void anOperatorExportsNothingAndNoFileIsWritten(Side side, @TempDir Path dir) throws Exception {
        f = DeskFixture.of(side, dir);
        Desk operator = f.login("operator");
        Path file = dir.resolve("cluster.yaml");

        CommandResult<Path> r = nodes(operator).exportCluster(operator.user(), file);

        assertThat(r.ok()).isFalse();
        assertThat(r.message()).isEqualTo(OPERATOR_REFUSED);
        assertThat(file).doesNotExist();
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void aMissingOrMalformedClusterFileImportsNothingInTheSameWords(Side side, @TempDir Path dir) throws Exception {
        f = DeskFixture.of(side, dir);
        Desk boss = f.login("boss");
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
        assertThat(f.store.nodes().all()).isEmpty();
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void aClusterFileLargerThanAMessageCarriesIsRefused(Side side, @TempDir Path dir) throws Exception {
        f = DeskFixture.of(side, dir);
        Desk boss = f.login("boss");
        Path huge = dir.resolve("huge.yaml");
        Files.write(huge, new byte[WireProtocol.MAX_FILE_BYTES + 1]);

        CommandResult<List<NodeConfig>> r = nodes(boss).importCluster(boss.user(), huge);

        assertThat(r.ok()).isFalse();
        assertThat(r.message()).startsWith("Nothing was imported: ").contains(huge.toString());
        assertThat(f.store.nodes().all()).isEmpty();
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void aTestConnectionToANodeThatIsDownReportsItUnreachable(Side side, @TempDir Path dir) throws Exception {
        f = DeskFixture.of(side, dir);
        Desk operator = f.login("operator");
        int closed;
        try (ServerSocket s = new ServerSocket(0)) {
            closed = s.getLocalPort();
        }

        CommandResult<ProbeReport> r = nodes(operator).testConnection(operator.user(), node("vod-down", closed));

        assertThat(r.ok()).isFalse();
        assertThat(r.message()).contains("127.0.0.1:" + closed);
        assertThat(r.value().reachable()).isFalse();
        assertThat(r.value().failure()).isEqualTo(NodeFailure.UNREACHABLE);
        assertThat(r.value().offered()).isNull();
        assertThat(r.value().agentProtocol()).isNull();
    }

}
