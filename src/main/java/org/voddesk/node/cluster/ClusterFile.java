package org.voddesk.node.cluster;

import java.io.IOException;
import java.nio.file.Path;
import org.voddesk.node.BoundedFiles;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.voddesk.core.SiteHops;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.Yaml;
import org.voddesk.core.NodeConfig;
import org.voddesk.files.PrivateFiles;

/**
 * A cluster file (DESIGN.md): the known_hosts file, the nodes and the optional site hop matrix. Reading
 * validates everything and names the line and field of the first problem; {@code ~} is expanded to the home
 * directory and relative paths are taken relative to the file's own directory.
 *
 * @param knownHosts OpenSSH-format known_hosts file (default {@code ~/.voddesk/known_hosts})
 * @param nodes      the nodes, names unique, in file order
 * @param sites      routing hops between sites ({@link SiteHops#FLAT} when none)
 */
public record ClusterFile(Path knownHosts, List<NodeConfig> nodes, SiteHops sites) {
    public ClusterFile {
        if (knownHosts == null || sites == null) {
            throw new IllegalArgumentException("known_hosts and sites are required");
        }
        nodes = List.copyOf(nodes);
        if (nodes.stream().map(NodeConfig::name).distinct().count() != nodes.size()) {
            throw new IllegalArgumentException("node names must be unique");
        }
    }

    /** Equal when the paths, nodes and hop matrices are equal ({@link SiteHops} compares by identity). */
    @Override
    public boolean equals(Object o) {
        return o instanceof ClusterFile c && c.knownHosts.equals(knownHosts) && c.nodes.equals(nodes)
                && c.sites.asMap().equals(sites.asMap());
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(knownHosts, nodes, sites.asMap());
    }

    /** Reads and validates a cluster file. */
    public static ClusterFile read(Path file) throws ClusterFileException {
        String text;
        try {
            text = BoundedFiles.readUtf8(file, BoundedFiles.CLUSTER_FILE, "cluster file");
        } catch (IOException e) {
            throw new ClusterFileException(BoundedFiles.message(e, file, "cluster file"), e);
        }
        Path dir = file.toAbsolutePath().getParent();
        return parse(text, file.getFileName().toString(), dir, userHome());
    }

    /**
     * Parses cluster-file YAML.
     *
     * @param source  name used in error messages
     * @param baseDir directory relative paths are resolved against
     * @param home    directory {@code ~} stands for
     */
    public static ClusterFile parse(String yaml, String source, Path baseDir, Path home) throws ClusterFileException {
        return new ClusterFileReader(source, baseDir, home).read(yaml);
    }

    /** The node called {@code name}. */
    public Optional<NodeConfig> node(String name) {
        return nodes.stream().filter(n -> n.name().equals(name)).findFirst();
    }

    /**
     * Writes this cluster as YAML that {@link #read} reads back to an equal value, into a file only its owner may
     * read (0600: it names the nodes, their logins and keys).
     */
    public void write(Path file) throws IOException {
        PrivateFiles.writeString(file, toYaml(userHome()));
    }

    /** This cluster as YAML; paths under {@code home} are written as {@code ~/...}, others absolute. */
    public String toYaml(Path home) {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("known_hosts", shown(knownHosts, home));
        List<Map<String, Object>> list = new ArrayList<>();
        for (NodeConfig n : nodes) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("name", n.name());
            m.put("host", n.host());
            m.put("port", n.port());
            m.put("user", n.user());
            m.put("identity", shown(n.identityFile(), home));
            m.put("bandwidth_mbps", n.bandwidthMbps() == Math.rint(n.bandwidthMbps())
                    ? (Object) (long) n.bandwidthMbps() : (Object) n.bandwidthMbps());
            if (n.site() != null) {
                m.put("site", n.site());
            }
            m.put("agent", n.agent());
            list.add(m);
        }
        root.put("nodes", list);
        if (!sites.asMap().isEmpty()) {
            Map<String, Object> s = new LinkedHashMap<>();
            sites.asMap().keySet().stream().sorted().forEach(from -> s.put(from, new java.util.TreeMap<>(sites.asMap().get(from))));
            root.put("sites", s);
        }
        DumperOptions options = new DumperOptions();
        options.setDefaultFlowStyle(DumperOptions.FlowStyle.BLOCK);
        options.setIndicatorIndent(2);
        options.setIndentWithIndicator(true);
        return new Yaml(options).dump(root);
    }

    private static String shown(Path path, Path home) {
        Path abs = path.toAbsolutePath().normalize();
        if (abs.startsWith(home) && !abs.equals(home)) {
            return "~/" + home.relativize(abs).toString().replace('\\', '/');
        }
        return abs.toString();
    }

    private static Path userHome() {
        return Paths.get(System.getProperty("user.home"));
    }
}
