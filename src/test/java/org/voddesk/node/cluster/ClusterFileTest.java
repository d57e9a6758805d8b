package org.voddesk.node.cluster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.core.NodeConfig;

class ClusterFileTest {
    private static final Path HOME = Path.of("/home/op");
    private static final Path DIR = Path.of("/etc/voddesk");

    private static final String GOOD = """
            known_hosts: ~/.voddesk/known_hosts
            nodes:
              - name: vod-1
                host: 10.1.2.11
                port: 22
                user: vodview
                identity: ~/.ssh/id_ed25519
                bandwidth_mbps: 1000
                site: north
                agent: vodnode
              - name: vod-2
                host: vod-2.example.org
                user: vodview
                identity: keys/vod.key
                bandwidth_mbps: 2500.5
                site: south
            sites:
              north: { north: 0, south: 2 }
              south: { north: 2, south: 0 }
            """;

    private static ClusterFile parse(String yaml) throws ClusterFileException {
        return ClusterFile.parse(yaml, "cluster.yaml", DIR, HOME);
    }

    private static ClusterFileException error(String yaml) {
        try {
            parse(yaml);
        } catch (ClusterFileException e) {
            return e;
        }
        throw new AssertionError("expected a ClusterFileException");
    }

    @Test
    void nodesAreReadWithAllFields() throws Exception {
        NodeConfig n = parse(GOOD).nodes().get(0);
        assertThat(n).isEqualTo(new NodeConfig("vod-1", "10.1.2.11", 22, "vodview", HOME.resolve(".ssh/id_ed25519").toString(),
                1e9, "north", "vodnode"));
    }

    @Test
    void portAndAgentHaveDefaults() throws Exception {
        NodeConfig n = parse(GOOD).nodes().get(1);
        assertThat(n.port()).isEqualTo(22);
        assertThat(n.agent()).isEqualTo("vodnode");
    }

    @Test
    void tildeIsTheHomeDirectoryAndRelativePathsFollowTheFile() throws Exception {
        ClusterFile c = parse(GOOD);
        assertThat(c.knownHosts()).isEqualTo(HOME.resolve(".voddesk/known_hosts"));
        assertThat(c.nodes().get(1).identityFile()).isEqualTo(DIR.resolve("keys/vod.key"));
    }

    @Test
    void knownHostsDefaultsToTheVoddeskDirectory() throws Exception {
        assertThat(parse(GOOD.replace("known_hosts: ~/.voddesk/known_hosts\n", "")).knownHosts())
                .isEqualTo(HOME.resolve(".voddesk/known_hosts"));
    }

    @Test
    void siteHopsAreRead() throws Exception {
        assertThat(parse(GOOD).sites().between("north", "south")).isEqualTo(2);
    }

    @Test
    void bandwidthBecomesBordInBitsPerSecond() throws Exception {
        assertThat(parse(GOOD).nodes().get(0).spec().bandwidthBps()).isEqualTo(1e9);
    }

    @Test
    void writtenFileReadsBackEqual(@TempDir Path tmp) throws Exception {
        ClusterFile c = parse(GOOD);
        Path file = tmp.resolve("c.yaml");
        Files.writeString(file, c.toYaml(HOME));
        assertThat(ClusterFile.parse(Files.readString(file), "c.yaml", tmp, HOME)).isEqualTo(c);
    }

    @Test
    void writtenFileUsesTildeForPathsUnderHome() {
        String yaml = new ClusterFile(HOME.resolve("kh"), java.util.List.of(), org.voddesk.core.SiteHops.FLAT)
                .toYaml(HOME);
        assertThat(yaml).contains("known_hosts: ~/kh");
    }

    @Test
    void badPortNamesLineAndField() {
        ClusterFileException e = error(GOOD.replace("port: 22", "port: 70000"));
        assertThat(e.getMessage()).isEqualTo("cluster.yaml line 5: nodes[0].port: must be 1-65535, got 70000");
    }

    @Test
    void missingHostIsNamed() {
        assertThat(error(GOOD.replace("    host: vod-2.example.org\n", "")).getMessage())
                .contains("nodes[1].host: is required");
    }

    @Test
    void unknownKeyIsAnError() {
        assertThat(error(GOOD.replace("port: 22", "prot: 22")).getMessage()).contains("nodes[0].prot: unknown key");
    }

    @Test
    void duplicateNodeNameIsAnError() {
        assertThat(error(GOOD.replace("name: vod-2", "name: vod-1")).getMessage()).contains("appears twice");
    }

    @Test
    void hostileNodeNameIsRefused() {
        assertThat(error(GOOD.replace("name: vod-1", "name: \"$(id)\"")).getMessage()).contains("nodes[0].name");
    }

    @Test
    void hostileAgentIsRefused() {
        assertThat(error(GOOD.replace("agent: vodnode", "agent: \"vodnode; id\"")).getMessage()).contains("agent");
    }

    @Test
    void negativeBandwidthIsRefused() {
        assertThat(error(GOOD.replace("bandwidth_mbps: 1000", "bandwidth_mbps: -1")).getMessage())
                .contains("bandwidth_mbps: must be a positive number");
    }

    @Test
    void negativeHopsAreRefused() {
        assertThat(error(GOOD.replace("south: 2 }\n  south", "south: -2 }\n  south")).getMessage())
                .contains("sites.north.south");
    }

    @Test
    void emptyNodeListIsRefused() {
        assertThat(error("nodes: []\n").getMessage()).contains("nodes: expected a list of at least one node");
    }

    @Test
    void emptyFileIsRefused() {
        assertThat(error("").getMessage()).contains("empty");
    }

    @Test
    void invalidYamlNamesTheLine() {
        ClusterFileException e = error("nodes:\n  - name: [unclosed\n");
        assertThat(e.getMessage()).contains("not valid YAML");
        assertThat(e.line()).isPositive();
    }

    @Test
    void duplicateKeyIsRefused() {
        assertThat(error(GOOD.replace("port: 22", "port: 22\n    port: 23")).getMessage()).contains("given twice");
    }

    @Test
    void unreadableFileIsAClusterFileError(@TempDir Path tmp) {
        assertThatThrownBy(() -> ClusterFile.read(tmp.resolve("missing.yaml")))
                .isInstanceOf(ClusterFileException.class).hasMessageContaining("cannot read cluster file");
    }
}
