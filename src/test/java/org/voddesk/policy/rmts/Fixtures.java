package org.voddesk.policy.rmts;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;

/** Small replica views written as text, and a random source that returns chosen draws. */
final class Fixtures {
    private Fixtures() {
    }

    /**
     * A catalogue from {@code "a:x,y b:y,z"}: server {@code a} holds items x and y, and so on. Servers appear in
     * the order written.
     */
    static ReplicaCatalogue catalogue(String spec) {
        List<String> servers = new ArrayList<>();
        Map<String, List<String>> holders = new LinkedHashMap<>();
        for (String entry : spec.trim().split("\\s+")) {
            String[] parts = entry.split(":");
            servers.add(parts[0]);
            for (String item : parts[1].split(",")) {
                holders.computeIfAbsent(item, k -> new ArrayList<>()).add(parts[0]);
            }
        }
        return new ReplicaCatalogue(servers, holders);
    }

    /**
     * A view of {@code catalogue} with capacity {@code capacity} everywhere and, per server, the items its
     * sessions play as {@code "a=x,x,y b= c=z"}; session ids are {@code <server>-<n>}, started in that order.
     */
    static ReplicaView view(String catalogueSpec, int capacity, String sessionsSpec) {
        ReplicaCatalogue catalogue = catalogue(catalogueSpec);
        return view(new ReplicaGraph(catalogue, 3), capacity, sessionsSpec);
    }

    static ReplicaView view(ReplicaGraph graph, int capacity, String sessionsSpec) {
        Map<String, List<ReplicaSession>> sessions = new LinkedHashMap<>();
        long t = 0;
        for (String entry : sessionsSpec.trim().split("\\s+")) {
            if (entry.isEmpty()) {
                continue;
            }
            String[] parts = entry.split("=", -1);
            List<ReplicaSession> list = new ArrayList<>();
            int n = 0;
            for (String item : parts[1].split(",")) {
                if (!item.isEmpty()) {
                    list.add(new ReplicaSession(parts[0] + "-" + n++, item, t++));
                }
            }
            sessions.put(parts[0], list);
        }
        List<ReplicaServer> servers = new ArrayList<>();
        for (String s : graph.catalogue().servers()) {
            servers.add(new ReplicaServer(s, capacity, true, sessions.getOrDefault(s, List.of())));
        }
        return new ReplicaView(graph, servers);
    }

    /** {@code n} sessions of {@code item}, as a sessions spec fragment ({@code "x,x,x"}). */
    static String times(int n, String item) {
        return String.join(",", java.util.Collections.nCopies(n, item));
    }

    /** A random source whose {@code nextDouble()} returns the given draws in order. */
    static RandomGenerator draws(double... values) {
        return new RandomGenerator() {
            private int next;

            @Override
            public double nextDouble() {
                return values[next++];
            }

            @Override
            public long nextLong() {
                throw new UnsupportedOperationException("only nextDouble is drawn");
            }
        };
    }
}
