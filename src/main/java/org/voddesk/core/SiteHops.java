package org.voddesk.core;

import java.util.HashMap;
import java.util.Map;

/**
 * Routing hops between sites (Zhao, Zhou, Jin 2015; DESIGN.md cluster file {@code sites}). Unknown pairs count
 * as 0 hops when both sites are equal or either is unknown, so a cluster without sites is flat.
 */
public final class SiteHops {
    public static final SiteHops FLAT = new SiteHops(Map.of());

    private final Map<String, Map<String, Integer>> hops;

    public SiteHops(Map<String, Map<String, Integer>> hops) {
        Map<String, Map<String, Integer>> copy = new HashMap<>();
        hops.forEach((from, row) -> {
            row.forEach((to, n) -> {
                if (n == null || n < 0) {
                    throw new IllegalArgumentException("hops " + from + " -> " + to + " must be >= 0, got " + n);
                }
            });
            copy.put(from, Map.copyOf(row));
        });
        this.hops = Map.copyOf(copy);
    }

    /** Hops from {@code fromSite} to {@code toSite}; 0 when either is {@code null}, equal, or not listed. */
    public int between(String fromSite, String toSite) {
        if (fromSite == null || toSite == null || fromSite.equals(toSite)) {
            return 0;
        }
        Integer n = hops.getOrDefault(fromSite, Map.of()).get(toSite);
        return n == null ? 0 : n;
    }

    public Map<String, Map<String, Integer>> asMap() {
        return hops;
    }
}
