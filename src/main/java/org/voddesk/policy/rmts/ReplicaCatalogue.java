package org.voddesk.policy.rmts;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.voddesk.core.Ids;

/**
 * Where the replicas of each item lie: the content distribution {@code H} of Li, Ni, Wang &amp; Chen 2015
 * (§2.4). Immutable; a placement change is a new catalogue (and a new {@link ReplicaGraph}).
 */
public final class ReplicaCatalogue {
    private final List<String> servers;
    private final Map<String, List<String>> holdersByItem;
    private final Map<String, Set<String>> itemsByServer;

    /**
     * @param servers       every server, in a stable order (ties are broken by this order)
     * @param holdersByItem for each item, the servers that hold a replica of it (each must be in {@code servers})
     */
    public ReplicaCatalogue(List<String> servers, Map<String, ? extends Collection<String>> holdersByItem) {
        this.servers = List.copyOf(servers);
        Map<String, Set<String>> items = new HashMap<>();
        for (String s : this.servers) {
            Ids.require(s, "server name");
            if (items.put(s, new TreeSet<>()) != null) {
                throw new IllegalArgumentException("server " + s + " appears twice in the catalogue");
            }
        }
        // Sorted maps and sets: iteration order feeds tie-breaks, and must not vary between JVM runs.
        Map<String, List<String>> holders = new TreeMap<>();
        new TreeMap<String, Collection<String>>(holdersByItem).forEach((item, hs) -> {
            Ids.require(item, "item id");
            Set<String> unique = new LinkedHashSet<>(hs);
            List<String> ordered = new ArrayList<>();
            for (String s : this.servers) {
                if (unique.remove(s)) {
                    ordered.add(s);
                    items.get(s).add(item);
                }
            }
            if (!unique.isEmpty()) {
                throw new IllegalArgumentException("item " + item + " is held by unknown servers " + unique);
            }
            holders.put(item, List.copyOf(ordered));
        });
        this.holdersByItem = Collections.unmodifiableMap(holders);
        items.replaceAll((k, v) -> Collections.unmodifiableSet(v));
        this.itemsByServer = Map.copyOf(items);
    }

    public List<String> servers() {
        return servers;
    }

    /** Every item of the catalogue, in name order. */
    public Set<String> items() {
        return holdersByItem.keySet();
    }

    /** The servers holding {@code item}, in server order; empty for an unknown item. */
    public List<String> holders(String item) {
        return holdersByItem.getOrDefault(item, List.of());
    }

    /** The items {@code server} holds, in name order. */
    public Set<String> items(String server) {
        Set<String> items = itemsByServer.get(server);
        if (items == null) {
            throw new IllegalArgumentException("no server " + server + " in the catalogue");
        }
        return items;
    }

    public boolean holds(String server, String item) {
        return items(server).contains(item);
    }

    /** The items both servers hold, in name order: what one can hand over to the other. */
    public Set<String> sharedItems(String a, String b) {
        Set<String> shared = new TreeSet<>(items(a));
        shared.retainAll(items(b));
        return shared;
    }
}
