package org.voddesk.node.cluster;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.Tag;

/**
 * Typed access to one YAML mapping of a composed document, with the line and field path of every value, so
 * that each error names where it is. Unknown keys are errors: a typo must not silently drop a setting.
 */
final class YamlFields {
    private final String source;
    private final String path;
    private final Node node;
    private final Map<String, Node> fields = new LinkedHashMap<>();

    private YamlFields(String source, String path, Node node) {
        this.source = source;
        this.path = path;
        this.node = node;
    }

    /** The mapping at {@code node}, whose keys must all be in {@code allowed}. */
    static YamlFields of(String source, String path, Node node, Set<String> allowed) throws ClusterFileException {
        YamlFields f = new YamlFields(source, path, node);
        if (!(node instanceof MappingNode mapping)) {
            throw f.error(node, "", "expected a mapping of key: value");
        }
        for (NodeTuple t : mapping.getValue()) {
            if (!(t.getKeyNode() instanceof ScalarNode key)) {
                throw f.error(t.getKeyNode(), "", "keys must be plain words");
            }
            String k = key.getValue();
            if (allowed != null && !allowed.contains(k)) {
                throw f.error(key, k, "unknown key (expected one of " + String.join(", ", allowed) + ")");
            }
            if (f.fields.put(k, t.getValueNode()) != null) {
                throw f.error(key, k, "given twice");
            }
        }
        return f;
    }

    static int line(Node node) {
        return node.getStartMark() == null ? 0 : node.getStartMark().getLine() + 1;
    }

    ClusterFileException error(Node at, String field, String problem) {
        String full = field.isEmpty() ? path : (path.isEmpty() ? field : path + "." + field);
        return new ClusterFileException(source, at == null ? line(node) : line(at), full, problem);
    }

    Map<String, Node> fields() {
        return fields;
    }

    Node node(String key) {
        return fields.get(key);
    }

    /** A scalar's text, or {@code null} when absent or YAML null. */
    String text(String key, boolean required) throws ClusterFileException {
        Node v = fields.get(key);
        if (v == null || (v instanceof ScalarNode s && s.getTag().equals(Tag.NULL))) {
            if (required) {
                throw error(v, key, "is required");
            }
            return null;
        }
        if (!(v instanceof ScalarNode s)) {
            throw error(v, key, "expected a single value");
        }
        return s.getValue();
    }

    /** An integer in [min, max], or {@code fallback} when absent. */
    int integer(String key, int min, int max, int fallback) throws ClusterFileException {
        String t = text(key, false);
        if (t == null) {
            return fallback;
        }
        try {
            int n = Integer.parseInt(t.trim());
            if (n < min || n > max) {
                throw error(fields.get(key), key, "must be " + min + "-" + max + ", got " + n);
            }
            return n;
        } catch (NumberFormatException e) {
            throw error(fields.get(key), key, "must be a whole number, got '" + t + "'");
        }
    }

    /** A positive finite number. */
    double positive(String key) throws ClusterFileException {
        String t = text(key, true);
        try {
            double d = Double.parseDouble(t.trim());
            if (!(d > 0) || Double.isInfinite(d)) {
                throw error(fields.get(key), key, "must be a positive number, got " + t);
            }
            return d;
        } catch (NumberFormatException e) {
            throw error(fields.get(key), key, "must be a number, got '" + t + "'");
        }
    }
}
