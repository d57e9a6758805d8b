package org.voddesk.node.cluster;

import java.io.StringReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.voddesk.core.Ids;
import org.voddesk.core.SiteHops;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.SequenceNode;
import org.voddesk.core.NodeConfig;

/** Reads the YAML of a cluster file into a validated {@link ClusterFile} (DESIGN.md, cluster file). */
final class ClusterFileReader {
    static final String DEFAULT_KNOWN_HOSTS = "~/.voddesk/known_hosts";
    private static final Set<String> TOP = Set.of("known_hosts", "nodes", "sites");
    private static final Set<String> NODE =
            Set.of("name", "host", "port", "user", "identity", "bandwidth_mbps", "site", "agent");

    private final String source;
    private final Path baseDir;
    private final Path home;

    ClusterFileReader(String source, Path baseDir, Path home) {
        this.source = source;
        this.baseDir = baseDir;
        this.home = home;
    }

    ClusterFile read(String yaml) throws ClusterFileException {
        Node root = compose(yaml);
        if (root == null) {
            throw new ClusterFileException(source, 0, "", "the file is empty; it needs at least 'nodes:'");
        }
        YamlFields top = YamlFields.of(source, "", root, TOP);
        String knownHosts = top.text("known_hosts", false);
        List<NodeConfig> nodes = nodes(top);
        SiteHops sites = sites(top);
        return new ClusterFile(expand(knownHosts == null ? DEFAULT_KNOWN_HOSTS : knownHosts), nodes, sites);
    }

    private Node compose(String yaml) throws ClusterFileException {
        LoaderOptions options = new LoaderOptions();
        options.setAllowDuplicateKeys(false);
        options.setMaxAliasesForCollections(10);
        options.setCodePointLimit(1 << 20);
        try {
            return new Yaml(new SafeConstructor(options)).compose(new StringReader(yaml));
        } catch (MarkedYAMLException e) {
            int line = e.getProblemMark() == null ? 0 : e.getProblemMark().getLine() + 1;
            throw new ClusterFileException(source, line, "", "not valid YAML: " + e.getProblem());
        } catch (YAMLException e) {
            throw new ClusterFileException(source, 0, "", "not valid YAML: " + e.getMessage());
        }
    }

    private List<NodeConfig> nodes(YamlFields top) throws ClusterFileException {
        Node list = top.node("nodes");
        if (!(list instanceof SequenceNode seq) || seq.getValue().isEmpty()) {
            throw top.error(list, "nodes", "expected a list of at least one node");
        }
        List<NodeConfig> nodes = new ArrayList<>();
        Set<String> names = new HashSet<>();
        for (int i = 0; i < seq.getValue().size(); i++) {
            Node n = seq.getValue().get(i);
            NodeConfig node = node(YamlFields.of(source, "nodes[" + i + "]", n, NODE));
            if (!names.add(node.name())) {
                throw new ClusterFileException(source, YamlFields.line(n), "nodes[" + i + "].name",
                        "node " + node.name() + " appears twice");
            }
            nodes.add(node);
        }
        return nodes;
    }

    private NodeConfig node(YamlFields f) throws ClusterFileException {
        String name = checked(f, "name", f.text("name", true), Ids::isValid, "must match [A-Za-z0-9._-]{1,64}");
        String identity = f.text("identity", true);
        try {
            return new NodeConfig(name, f.text("host", true), f.integer("port", 1, 65535, NodeConfig.DEFAULT_PORT),
                    f.text("user", true), expand(identity).toString(), f.positive("bandwidth_mbps") * 1e6, f.text("site", false),
                    f.text("agent", false));
        } catch (IllegalArgumentException e) {
            throw f.error(null, "", e.getMessage());
        }
    }

    private SiteHops sites(YamlFields top) throws ClusterFileException {
        Node node = top.node("sites");
        if (node == null) {
            return SiteHops.FLAT;
        }
        YamlFields sites = YamlFields.of(source, "sites", node, null);
        Map<String, Map<String, Integer>> hops = new LinkedHashMap<>();
        for (Map.Entry<String, Node> e : sites.fields().entrySet()) {
            String from = checked(sites, e.getKey(), e.getKey(), Ids::isValid, "site must match [A-Za-z0-9._-]{1,64}");
            YamlFields row = YamlFields.of(source, "sites." + from, e.getValue(), null);
            Map<String, Integer> r = new LinkedHashMap<>();
            for (String to : row.fields().keySet()) {
                checked(row, to, to, Ids::isValid, "site must match [A-Za-z0-9._-]{1,64}");
                r.put(to, row.integer(to, 0, 1000, 0));
            }
            hops.put(from, r);
        }
        return new SiteHops(hops);
    }

    private static String checked(YamlFields f, String field, String value, java.util.function.Predicate<String> ok,
                                  String rule) throws ClusterFileException {
        if (!ok.test(value)) {
            throw f.error(f.node(field), field, rule + ", got '" + value + "'");
        }
        return value;
    }

    /** {@code ~} and {@code ~/x} against the home directory; relative paths against the file's directory. */
    Path expand(String path) {
        if (path.equals("~")) {
            return home;
        }
        if (path.startsWith("~/")) {
            return home.resolve(path.substring(2)).normalize();
        }
        return baseDir.resolve(path).normalize();
    }
}
