package org.voddesk.demo;

import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import org.voddesk.core.SiteHops;
import org.voddesk.node.cluster.ClusterFile;
import org.voddesk.core.NodeConfig;

/**
 * The files a console needs to reach a demo cluster with no other set-up: a key directory holding the demo client
 * identity ({@code id_ed25519}, mode 0600, and {@code id_ed25519.pub}) and a {@code known_hosts} with every node's
 * host key, and the cluster file (DESIGN.md) that names them, written by {@link ClusterFile}.
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
        DemoKeys.writeIdentity(cluster.clientKey(), identity, "voddesk-demo-client");
        Path knownHosts = keyDir.resolve(KNOWN_HOSTS).toAbsolutePath();
        List<String> lines = new ArrayList<>();
        List<NodeConfig> nodes = new ArrayList<>();
        for (DemoEndpoint e : cluster.endpoints()) {
            lines.add(e.knownHostsLine());
            nodes.add(new NodeConfig(e.name(), e.host(), e.port(), cluster.config().user(), identity.toString(),
                    e.bandwidthBps(), null, cluster.config().agent()));
        }
        DemoKeys.writeKnownHosts(knownHosts, lines);
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

    private static void createPrivateDirectory(Path dir) throws IOException {
        if (Files.isDirectory(dir)) {
            return;
        }
        if (FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
            Files.createDirectories(dir, PosixFilePermissions.asFileAttribute(
                    PosixFilePermissions.fromString("rwx------")));
        } else {
            Files.createDirectories(dir);
        }
    }
}
