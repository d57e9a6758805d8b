package org.voddesk.demo;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.PublicKey;
import java.util.ArrayList;
import java.util.List;
import org.voddesk.core.SiteHops;
import org.voddesk.node.cluster.ClusterFile;
import org.voddesk.core.NodeConfig;
import org.voddesk.files.PrivateFiles;

/**
 * The files a console needs to reach a demo cluster with no other set-up: a key directory holding the demo client
 * identity ({@code id_ed25519}, mode 0600, and {@code id_ed25519.pub}) and a {@code known_hosts} with every node's
 * host key, and the cluster file (DESIGN.md) that names them, written by {@link ClusterFile}. Files that already
 * say what they must are left as they are, so a kept key directory (sample-data/demo-keys) does not change when
 * the same cluster starts again; a known_hosts keeps its lines for other hosts and ports.
 */
public final class DemoClusterFiles {
    /** File name of the demo client's private key in the key directory. */
    public static final String IDENTITY = "id_ed25519";
    /** File name of the known_hosts file in the key directory. */
    public static final String KNOWN_HOSTS = "known_hosts";

    private DemoClusterFiles() {
    }

    /** Writes the key directory and returns the cluster description that points at it. */
    public static ClusterFile describe(DemoCluster cluster, Path keyDir) throws IOException {
        createPrivateDirectory(keyDir);
        Path identity = keyDir.resolve(IDENTITY).toAbsolutePath();
        if (!holdsPublicKey(identity, cluster.clientKey().getPublic())) {
            DemoKeys.writeIdentity(cluster.clientKey(), identity, "voddesk-demo-client");
        }
        Path knownHosts = keyDir.resolve(KNOWN_HOSTS).toAbsolutePath();
        List<String> lines = new ArrayList<>();
        List<NodeConfig> nodes = new ArrayList<>();
        for (DemoEndpoint e : cluster.endpoints()) {
            lines.add(e.knownHostsLine());
            nodes.add(new NodeConfig(e.name(), e.host(), e.port(), cluster.config().user(), identity.toString(),
                    e.bandwidthBps(), null, cluster.config().agent()));
        }
        KnownHostsLines.merge(knownHosts, lines);
        return new ClusterFile(knownHosts, nodes, SiteHops.FLAT);
    }

    /** Writes the key directory and the cluster file {@code file}; returns what was written. */
    public static ClusterFile write(DemoCluster cluster, Path file, Path keyDir) throws IOException {
        ClusterFile description = describe(cluster, keyDir);
        description.write(file);
        return description;
    }

    /** The key directory that goes with a cluster file: {@code demo.yaml} -> {@code demo-keys} beside it. */
    public static Path keyDirFor(Path clusterFile) {
        String name = clusterFile.getFileName().toString();
        int dot = name.lastIndexOf('.');
        String base = dot > 0 ? name.substring(0, dot) : name;
        return clusterFile.toAbsolutePath().resolveSibling(base + "-keys");
    }

    /** Whether {@code identity} exists with a {@code .pub} naming {@code key} (then it holds that key pair). */
    private static boolean holdsPublicKey(Path identity, PublicKey key) throws IOException {
        Path pub = identity.resolveSibling(identity.getFileName() + ".pub");
        if (!Files.isRegularFile(identity) || !Files.isRegularFile(pub)) {
            return false;
        }
        String line = DemoKeys.publicKeyLine(key);
        String text = Files.readString(pub, StandardCharsets.UTF_8).trim();
        return text.equals(line) || text.startsWith(line + " ");
    }

    /** Creates {@code dir} (and its missing parents) readable by its owner only, unless it exists. */
    static void createPrivateDirectory(Path dir) throws IOException {
        PrivateFiles.createDirectories(dir);
    }
}
