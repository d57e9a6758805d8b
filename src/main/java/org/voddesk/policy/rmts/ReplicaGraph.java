package org.voddesk.policy.rmts;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The replica graph of Li, Ni, Wang &amp; Chen 2015 (§2.4) with its precomputed migration paths: servers are
 * vertices, and two servers are joined when they hold a common item (so one can hand a session to the other).
 * For every server {@code i} it holds {@code omega(i)}, all shortest paths from {@code i} of
 * {@code 1 .. Gamma-1} hand-overs. The graph is unweighted, so the paper's (modified) Dijkstra is a
 * breadth-first search. Built once per placement change; immutable.
 */
public final class ReplicaGraph {
    private final ReplicaCatalogue catalogue;
    private final int gamma;
    private final Map<String, Set<String>> neighbours;
    private final Map<String, List<MigrationPath>> omega;
    private final Map<String, Map<String, List<String>>> shared;

    /**
     * @param catalogue where the replicas lie
     * @param gamma     {@code Gamma}: paths are shorter than this many hand-overs ({@code >= 1}; 1 allows none)
     */
    public ReplicaGraph(ReplicaCatalogue catalogue, int gamma) {
        if (catalogue == null) {
            throw new IllegalArgumentException("catalogue is required");
        }
        if (gamma < 1) {
            throw new IllegalArgumentException("Gamma must be at least 1, got " + gamma);
        }
        this.catalogue = catalogue;
        this.gamma = gamma;
        this.neighbours = neighbours(catalogue);
        this.shared = sharedItems(catalogue, neighbours);
        Map<String, List<MigrationPath>> paths = new HashMap<>();
        for (String s : catalogue.servers()) {
            paths.put(s, List.copyOf(shortestPathsFrom(s)));
        }
        this.omega = Map.copyOf(paths);
    }

    /** Edges: servers that share at least one item; each row in server order so paths come out stably. */
    static Map<String, Set<String>> neighbours(ReplicaCatalogue catalogue) {
        Map<String, Set<String>> adjacent = new HashMap<>();
        for (String s : catalogue.servers()) {
            Set<String> row = new LinkedHashSet<>();
            for (String t : catalogue.servers()) {
                if (!s.equals(t) && !catalogue.sharedItems(s, t).isEmpty()) {
                    row.add(t);
                }
            }
            adjacent.put(s, Collections.unmodifiableSet(row));
        }
        return Map.copyOf(adjacent);
    }

    /** The items each pair of neighbours shares, precomputed because every hand-over looks them up. */
    private static Map<String, Map<String, List<String>>> sharedItems(ReplicaCatalogue catalogue,
                                                                      Map<String, Set<String>> neighbours) {
        Map<String, Map<String, List<String>>> result = new HashMap<>();
        neighbours.forEach((a, row) -> {
            Map<String, List<String>> items = new HashMap<>();
            for (String b : row) {
                items.put(b, List.copyOf(catalogue.sharedItems(a, b)));
            }
            result.put(a, Map.copyOf(items));
        });
        return Map.copyOf(result);
    }

    /** {@code omega(from)}: BFS distances, then every shortest path to each server within {@code Gamma-1}. */
    List<MigrationPath> shortestPathsFrom(String from) {
        Map<String, Integer> distance = new HashMap<>();
        Map<String, List<String>> parents = new HashMap<>();
        Deque<String> queue = new ArrayDeque<>();
        distance.put(from, 0);
        queue.add(from);
        List<String> reached = new ArrayList<>();
        while (!queue.isEmpty()) {
            String s = queue.poll();
            int d = distance.get(s);
            if (d >= gamma - 1) {
                continue;
            }
            for (String t : neighbours.get(s)) {
                Integer dt = distance.get(t);
                if (dt == null) {
                    distance.put(t, d + 1);
                    parents.computeIfAbsent(t, k -> new ArrayList<>()).add(s);
                    queue.add(t);
                    reached.add(t);
                } else if (dt == d + 1) {
                    parents.get(t).add(s);
                }
            }
        }
        List<MigrationPath> paths = new ArrayList<>();
        for (String target : reached) {
            for (List<String> p : pathsTo(target, from, parents)) {
                paths.add(new MigrationPath(p));
            }
        }
        return paths;
    }

    private static List<List<String>> pathsTo(String target, String from, Map<String, List<String>> parents) {
        if (target.equals(from)) {
            List<List<String>> single = new ArrayList<>();
            single.add(new ArrayList<>(List.of(from)));
            return single;
        }
        List<List<String>> result = new ArrayList<>();
        for (String parent : parents.get(target)) {
            for (List<String> prefix : pathsTo(parent, from, parents)) {
                prefix.add(target);
                result.add(prefix);
            }
        }
        return result;
    }

    public ReplicaCatalogue catalogue() {
        return catalogue;
    }

    public int gamma() {
        return gamma;
    }

    /** Whether {@code a} and {@code b} hold a common item. */
    public boolean adjacent(String a, String b) {
        return neighbours.getOrDefault(a, Set.of()).contains(b);
    }

    /** The items {@code a} and {@code b} both hold (empty when they are not neighbours). */
    public List<String> sharedItems(String a, String b) {
        return shared.getOrDefault(a, Map.of()).getOrDefault(b, List.of());
    }

    /** {@code omega(from)}: the precomputed shortest paths from {@code from}, shortest first. */
    public List<MigrationPath> paths(String from) {
        List<MigrationPath> paths = omega.get(from);
        if (paths == null) {
            throw new IllegalArgumentException("no server " + from + " in the replica graph");
        }
        return paths;
    }
}
