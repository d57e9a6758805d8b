package org.voddesk.control.local;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.admin.NodeAdmin;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.Principal;
import org.voddesk.core.AuditRecord;
import org.voddesk.core.NodeConfig;
import org.voddesk.core.Role;
import org.voddesk.node.cluster.ClusterFile;

/**
 * Node administration through {@link Control}: validated, stored, audited with before and after, supervisors
 * only; export and import of the cluster file (applying a change to the running loop: {@link NodeChangesLiveTest}).
 */
class NodeAdminTest {
    private ControlFixture f;
    private Principal sue;

    @AfterEach
    void stop() {
        if (f != null) {
            f.close();
        }
    }

    private void start(Path dir) throws Exception {
        f = new ControlFixture(dir, 2, SettingsRules.DEFAULT);
        sue = f.user("sue", Role.SUPERVISOR);
    }

    private NodeConfig newNode(String name, int port) {
        NodeConfig v = f.files.node("vod-1").orElseThrow();
        return new NodeConfig(name, "10.1.2.13", port, "vodview", v.identity(), 1e9, "north", null);
    }

    private List<AuditRecord> audit(String action) {
        return f.store.audit().recent(1000).stream().filter(a -> a.entry().action().equals(action)).toList();
    }

    private List<String> names() {
        return f.control.nodeSettings().nodes(sue).value().stream().map(NodeConfig::name).toList();
    }

    @Test
    void theClustersNodesAreListed(@TempDir Path dir) throws Exception {
        start(dir);

        assertThat(names()).containsExactly("vod-1", "vod-2");
    }

    @Test
    void anAddedNodeIsStoredAndAudited(@TempDir Path dir) throws Exception {
        start(dir);

        CommandResult<NodeConfig> r = f.control.nodeSettings().addNode(sue, newNode("vod-9", 2222));

        assertThat(r.ok()).as(r.message()).isTrue();
        assertThat(names()).containsExactly("vod-1", "vod-2", "vod-9");
        assertThat(audit("node.add")).singleElement().satisfies(a -> {
            assertThat(a.entry().subject()).isEqualTo("node vod-9");
            assertThat(a.entry().detail()).contains("host=10.1.2.13").contains("port=2222");
        });
    }

    @Test
    void anAddedNodeIsStoredForTheNextStartAndSaysItIsUsedNow(@TempDir Path dir) throws Exception {
        start(dir);

        CommandResult<NodeConfig> r = f.control.nodeSettings().addNode(sue, newNode("vod-9", 2222));

        assertThat(r.message()).contains("from the next round").doesNotContain("next start");
        assertThat(f.client.cluster().node("vod-9")).isPresent();
        assertThat(NodeAdmin.storedCluster(f.store, f.files).node("vod-9")).isPresent();
    }

    @Test
    void aBadNameIsRefusedByTheNodeItself(@TempDir Path dir) throws Exception {
        start(dir);

        assertThatThrownBy(() -> newNode("vod 9!", 22)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("node name");
        assertThat(names()).containsExactly("vod-1", "vod-2");
    }

    @Test
    void aPortOutOfRangeIsRefused(@TempDir Path dir) throws Exception {
        start(dir);

        assertThatThrownBy(() -> newNode("vod-9", 65536)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("port must be 1-65535");
    }

    @Test
    void aMissingKeyFileIsRefused(@TempDir Path dir) throws Exception {
        start(dir);
        NodeConfig n = newNode("vod-9", 22);

        CommandResult<NodeConfig> r = f.control.nodeSettings()
                .addNode(sue, new NodeConfig(n.name(), n.host(), n.port(), n.user(),
                dir.resolve("nokey").toString(), n.bandwidthBps(), n.site(), n.agent()));

        assertThat(r.ok()).isFalse();
        assertThat(r.message()).contains("not a readable file");
    }

    @Test
    void aBadUserIsRefused(@TempDir Path dir) throws Exception {
        start(dir);
        NodeConfig n = newNode("vod-9", 22);

        assertThatThrownBy(() -> new NodeConfig(n.name(), n.host(), n.port(), "-rf /", n.identity(), n.bandwidthBps(),
                n.site(), n.agent())).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("user");
    }

    @Test
    void addingAnExistingNameIsRefused(@TempDir Path dir) throws Exception {
        start(dir);

        CommandResult<NodeConfig> r = f.control.nodeSettings().addNode(sue, newNode("vod-1", 22));

        assertThat(r.ok()).isFalse();
        assertThat(r.message()).contains("exists already");
    }

    @Test
    void anEditIsAuditedFieldByFieldBeforeAndAfter(@TempDir Path dir) throws Exception {
        start(dir);
        f.control.nodeSettings().addNode(sue, newNode("vod-9", 2222));

        CommandResult<NodeConfig> r = f.control.nodeSettings().editNode(sue, newNode("vod-9", 2223));

        assertThat(r.ok()).as(r.message()).isTrue();
        assertThat(f.store.nodes().find("vod-9").orElseThrow().port()).isEqualTo(2223);
        assertThat(audit("node.edit")).singleElement()
                .satisfies(a -> assertThat(a.entry().detail()).isEqualTo("port: 2222 -> 2223"));
    }

    @Test
    void editingAMissingNodeIsRefused(@TempDir Path dir) throws Exception {
        start(dir);

        CommandResult<NodeConfig> r = f.control.nodeSettings().editNode(sue, newNode("vod-9", 22));

        assertThat(r.ok()).isFalse();
        assertThat(r.message()).contains("no node vod-9");
    }

    @Test
    void aRetiredNodeLeavesTheListWithAnAuditOfWhatItWas(@TempDir Path dir) throws Exception {
        start(dir);

        CommandResult<NodeConfig> r = f.control.nodeSettings().retireNode(sue, "vod-2");

        assertThat(r.ok()).as(r.message()).isTrue();
        assertThat(names()).containsExactly("vod-1");
        assertThat(audit("node.retire")).singleElement()
                .satisfies(a -> assertThat(a.entry().detail()).startsWith("was host="));
    }

    @Test
    void anOperatorMayNotChangeNodesAndIsAudited(@TempDir Path dir) throws Exception {
        start(dir);
        Principal olly = f.user("olly", Role.OPERATOR);

        CommandResult<NodeConfig> added = f.control.nodeSettings().addNode(olly, newNode("vod-9", 22));
        CommandResult<NodeConfig> retired = f.control.nodeSettings().retireNode(olly, "vod-1");

        assertThat(added.ok()).isFalse();
        assertThat(retired.ok()).isFalse();
        assertThat(names()).containsExactly("vod-1", "vod-2");
        assertThat(audit("node.add.refused")).hasSize(1);
        assertThat(audit("node.retire.refused")).hasSize(1);
    }

    @Test
    void anOperatorMayListNodes(@TempDir Path dir) throws Exception {
        start(dir);

        assertThat(f.control.nodeSettings().nodes(f.user("olly", Role.OPERATOR)).ok()).isTrue();
    }

    @Test
    void anExportedFileReadsBackAsTheStoredNodes(@TempDir Path dir) throws Exception {
        start(dir);
        f.control.nodeSettings().addNode(sue, newNode("vod-9", 2222));
        Path file = dir.resolve("out.yaml");

        CommandResult<Path> r = f.control.nodeSettings().exportCluster(sue, file);

        assertThat(r.ok()).as(r.message()).isTrue();
        ClusterFile back = ClusterFile.read(file);
        assertThat(back.nodes()).isEqualTo(NodeAdmin.storedCluster(f.store, f.files).nodes());
        assertThat(back.node("vod-9").orElseThrow().port()).isEqualTo(2222);
        assertThat(audit("cluster.export")).hasSize(1);
    }

    @Test
    void anImportAddsAndUpdatesNodesWithAnAuditLineEach(@TempDir Path dir) throws Exception {
        start(dir);
        f.control.nodeSettings().addNode(sue, newNode("vod-9", 2222));
        f.control.nodeSettings().exportCluster(sue, dir.resolve("c.yaml"));
        f.control.nodeSettings().retireNode(sue, "vod-9");
        Files.writeString(dir.resolve("c.yaml"), Files.readString(dir.resolve("c.yaml")).replace("2222", "2224"));

        CommandResult<List<NodeConfig>> r = f.control.nodeSettings().importCluster(sue, dir.resolve("c.yaml"));

        assertThat(r.ok()).as(r.message()).isTrue();
        assertThat(f.store.nodes().find("vod-9").orElseThrow().port()).isEqualTo(2224);
        assertThat(audit("node.import")).hasSize(3)
                .anySatisfy(a -> assertThat(a.entry().detail()).startsWith("added: host=10.1.2.13 port=2224"));
    }

    @Test
    void aMalformedFileImportsNothing(@TempDir Path dir) throws Exception {
        start(dir);
        Path file = dir.resolve("bad.yaml");
        Files.writeString(file, "nodes:\n  - name: vod-9\n    port: many\n");

        CommandResult<List<NodeConfig>> r = f.control.nodeSettings().importCluster(sue, file);

        assertThat(r.ok()).isFalse();
        assertThat(r.message()).startsWith("Nothing was imported");
        assertThat(names()).containsExactly("vod-1", "vod-2");
        assertThat(audit("node.import")).isEmpty();
    }

    @Test
    void anOperatorMayNotImport(@TempDir Path dir) throws Exception {
        start(dir);
        f.control.nodeSettings().exportCluster(sue, dir.resolve("c.yaml"));

        CommandResult<List<NodeConfig>> r = f.control.nodeSettings()
                .importCluster(f.user("olly", Role.OPERATOR), dir.resolve("c.yaml"));

        assertThat(r.ok()).isFalse();
        assertThat(audit("cluster.import.refused")).hasSize(1);
    }
}
