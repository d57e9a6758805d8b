package org.voddesk.policy.overload;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** Small broadcast views written as text. */
final class Views {
    static final Clock FIXED = Clock.fixed(Instant.EPOCH, ZoneOffset.UTC);
    static final SourceChange SOURCE_CHANGE = new SourceChange(SearchBounds.DEFAULT, FIXED);
    static final QualityChange QUALITY_CHANGE = new QualityChange(SearchBounds.DEFAULT, FIXED);

    private Views() {
    }

    /**
     * @param nodes   {@code "a:10 b:10"}: name and boundary {@code BL} (capacity {@code O = BL / 0.9})
     * @param ladders {@code "s:4,2,1 t:2"}: stream and bit rates, best first
     * @param viewers {@code "v1:s:0:a:a,b"}: id, stream, quality, node, allowed nodes
     */
    static BroadcastView view(String nodes, String ladders, String viewers) {
        List<BroadcastNode> ns = new ArrayList<>();
        for (String n : nodes.trim().split("\\s+")) {
            String[] p = n.split(":");
            double bl = Double.parseDouble(p[1]);
            ns.add(new BroadcastNode(p[0], bl / 0.9, bl));
        }
        List<QualityLadder> ls = new ArrayList<>();
        for (String l : ladders.trim().split("\\s+")) {
            String[] p = l.split(":");
            ls.add(new QualityLadder(p[0], List.of(p[1].split(",")).stream().map(Double::valueOf).toList()));
        }
        List<Viewer> vs = new ArrayList<>();
        for (String v : viewers.trim().split("\\s+")) {
            if (v.isEmpty()) {
                continue;
            }
            String[] p = v.split(":");
            vs.add(new Viewer(p[0], p[1], Integer.parseInt(p[2]), p[3], Set.of(p[4].split(","))));
        }
        return new BroadcastView(ns, ls, vs);
    }
}
