package org.voddesk.cli;

import java.util.Locale;
import org.voddesk.core.LoadModel;
import org.voddesk.core.LoadSample;
import org.voddesk.node.NodePoll;

/**
 * One line of {@code voddesk poll} (DESIGN.md):
 * {@code <name> state=ok|degraded|unreachable|failed cpu=<%> mem=<%> net=<%> load=<%> sessions=<n> recordings=<n>}
 * and {@code error="<reason>"} when the node is not ok. A figure the poll could not measure is printed as
 * {@code -}, never as a made-up number.
 */
final class PollLine {
    private PollLine() {
    }

    static String format(NodePoll p, LoadModel model) {
        LoadSample s = p.load();
        StringBuilder sb = new StringBuilder(p.node())
                .append(" state=").append(p.health().name().toLowerCase(Locale.ROOT))
                .append(" cpu=").append(s == null ? "-" : percent(s.cpu()))
                .append(" mem=").append(s == null ? "-" : percent(s.mem()))
                .append(" net=").append(s == null ? "-" : percent(s.net()))
                .append(" load=").append(s == null ? "-" : percent(model.load(s)))
                .append(" sessions=").append(p.replied() ? Integer.toString(p.sessions().size()) : "-")
                .append(" recordings=").append(p.recordings().size());
        if (p.reason() != null) {
            sb.append(" error=\"").append(p.reason().replace("\\", "\\\\").replace("\"", "\\\"")).append('"');
        }
        return sb.toString();
    }

    private static String percent(double v) {
        return String.format(Locale.ROOT, "%.1f", v);
    }
}
