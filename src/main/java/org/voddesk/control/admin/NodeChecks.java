package org.voddesk.control.admin;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.voddesk.core.NodeConfig;

/** What node administration checks and writes of a node beyond its own validation: its key file, audit wording. */
final class NodeChecks {
    private NodeChecks() {
    }

    /**
     * {@code node} when its private key file is readable (the record checks the fields; this checks the disk).
     *
     * @throws IllegalArgumentException naming the file
     */
    static NodeConfig readableKey(NodeConfig node) {
        Path key = node.identityFile();
        if (!Files.isRegularFile(key) || !Files.isReadable(key)) {
            throw new IllegalArgumentException("identity " + key + " is not a readable file");
        }
        return node;
    }

    /** {@code field: before -> after} for each field that differs (an edit's audit line). */
    static List<String> changes(NodeConfig before, NodeConfig after) {
        List<String> out = new ArrayList<>();
        diff(out, "host", before.host(), after.host());
        diff(out, "port", before.port(), after.port());
        diff(out, "user", before.user(), after.user());
        diff(out, "identity", before.identity(), after.identity());
        diff(out, "bandwidth_mbps", before.bandwidthMbps(), after.bandwidthMbps());
        diff(out, "site", before.site(), after.site());
        diff(out, "agent", before.agent(), after.agent());
        return out;
    }

    /** All fields on one line, for audit lines of adds and retirements. */
    static String describe(NodeConfig n) {
        return "host=" + n.host() + " port=" + n.port() + " user=" + n.user() + " identity=" + n.identity()
                + " bandwidth_mbps=" + n.bandwidthMbps() + " site=" + n.site() + " agent=" + n.agent();
    }

    private static void diff(List<String> out, String field, Object before, Object after) {
        if (!Objects.equals(before, after)) {
            out.add(field + ": " + before + " -> " + after);
        }
    }
}
