package org.voddesk.policy;

import org.voddesk.core.SiteHops;

/**
 * Hops from one client site to node sites, remembered per site for one decision: a cluster has a handful of
 * sites and hundreds of nodes, and each {@link SiteHops#between} is two map look-ups and string comparisons.
 */
final class SiteHopCache {
    private static final int SIZE = 8;
    private final SiteHops hops;
    private final String from;
    private final String[] sites = new String[SIZE];
    private final int[] values = new int[SIZE];
    private int count;

    SiteHopCache(SiteHops hops, String fromSite) {
        this.hops = hops;
        this.from = fromSite;
    }

    int to(String site) {
        for (int i = 0; i < count; i++) {
            if (sites[i] == site || (site != null && site.equals(sites[i]))) {
                return values[i];
            }
        }
        int h = hops.between(from, site);
        if (site != null && count < SIZE) {
            sites[count] = site;
            values[count++] = h;
        }
        return h;
    }
}
