package org.voddesk.policy.rmts;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The immutable input of the RMTS schedulers and of failure-time re-homing (Li, Ni, Wang &amp; Chen 2015): the
 * replica graph (content distribution and precomputed paths) and every server with its sessions. Loads are
 * session counts against each server's capacity, unlike the percent-based {@code ClusterView} of Li &amp; Chen
 * 2014. Derived views share unchanged servers and the graph.
 */
public final class ReplicaView {
    private final ReplicaGraph graph;
    private final List<ReplicaServer> servers;
    private final Map<String, Integer> index;

    /**
     * @param graph   the replica graph; its catalogue must list exactly these servers, in this order
     * @param servers every server; each session must play an item its server holds
     */
    public ReplicaView(ReplicaGraph graph, List<ReplicaServer> servers) {
        this(graph, List.copyOf(servers), indexOf(graph, servers));
        for (ReplicaServer s : this.servers) {
            for (ReplicaSession session : s.sessions()) {
                requireHeld(s.name(), session);
            }
        }
    }

    private ReplicaView(ReplicaGraph graph, List<ReplicaServer> servers, Map<String, Integer> index) {
        this.graph = graph;
        this.servers = servers;
        this.index = index;
    }

    private static Map<String, Integer> indexOf(ReplicaGraph graph, List<ReplicaServer> servers) {
        if (graph == null) {
            throw new IllegalArgumentException("replica graph is required");
        }
        List<String> names = servers.stream().map(ReplicaServer::name).toList();
        if (!names.equals(graph.catalogue().servers())) {
            throw new IllegalArgumentException("servers " + names + " do not match the catalogue's "
                    + graph.catalogue().servers());
        }
        Map<String, Integer> index = new HashMap<>();
        for (int i = 0; i < names.size(); i++) {
            index.put(names.get(i), i);
        }
        return Map.copyOf(index);
    }

    private void requireHeld(String server, ReplicaSession session) {
        if (!catalogue().holds(server, session.item())) {
            throw new IllegalArgumentException("server " + server + " cannot serve session " + session.id()
                    + ": it holds no replica of " + session.item());
        }
    }

    public ReplicaGraph graph() {
        return graph;
    }

    public ReplicaCatalogue catalogue() {
        return graph.catalogue();
    }

    public List<ReplicaServer> servers() {
        return servers;
    }

    public ReplicaServer server(String name) {
        Integer i = index.get(name);
        if (i == null) {
            throw new IllegalArgumentException("no server " + name + " in the view");
        }
        return servers.get(i);
    }

    /** The live servers holding {@code item}, in server order. */
    public List<ReplicaServer> liveHolders(String item) {
        List<ReplicaServer> result = new ArrayList<>();
        for (String name : catalogue().holders(item)) {
            ReplicaServer s = server(name);
            if (s.isLive()) {
                result.add(s);
            }
        }
        return result;
    }

    /** Sessions on live servers. */
    public int liveSessions() {
        int n = 0;
        for (ReplicaServer s : servers) {
            n += s.isLive() ? s.load() : 0;
        }
        return n;
    }

    /** The server serving {@code sessionId}, if any. */
    public Optional<ReplicaServer> serverOf(String sessionId) {
        for (ReplicaServer s : servers) {
            for (ReplicaSession session : s.sessions()) {
                if (session.id().equals(sessionId)) {
                    return Optional.of(s);
                }
            }
        }
        return Optional.empty();
    }

    /** This view with one server replaced (matched by name). */
    public ReplicaView withServer(ReplicaServer replacement) {
        Integer i = index.get(replacement.name());
        if (i == null) {
            throw new IllegalArgumentException("no server " + replacement.name() + " in the view");
        }
        List<ReplicaServer> copy = new ArrayList<>(servers);
        copy.set(i, replacement);
        return new ReplicaView(graph, List.copyOf(copy), index);
    }

    /** This view with {@code session} started on {@code server} (which must hold its item and have room). */
    public ReplicaView withSessionStarted(String server, ReplicaSession session) {
        requireHeld(server, session);
        ReplicaServer s = server(server);
        if (!s.hasFreeSlot()) {
            throw new IllegalArgumentException("server " + server + " has no free slot for session " + session.id());
        }
        return withServer(s.withSession(session));
    }

    /** This view without the session {@code sessionId} of {@code server}. */
    public ReplicaView withSessionEnded(String server, String sessionId) {
        return withServer(server(server).without(sessionId));
    }

    /** This view after the hand-overs, applied in reverse so that no server exceeds its capacity on the way. */
    public ReplicaView withHandOvers(List<HandOver> handOvers) {
        ReplicaView v = this;
        for (int i = handOvers.size() - 1; i >= 0; i--) {
            HandOver h = handOvers.get(i);
            ReplicaSession moved = v.server(h.from()).sessions().stream().filter(s -> s.id().equals(h.sessionId()))
                    .findFirst().orElseThrow(() -> new IllegalArgumentException(
                            "server " + h.from() + " does not serve session " + h.sessionId()));
            v = v.withSessionEnded(h.from(), h.sessionId()).withSessionStarted(h.to(), moved);
        }
        return v;
    }

    /** This view after a scheduler's decision: its hand-overs, then {@code session} on the chosen server. */
    public ReplicaView withServed(RequestDecision.Served decision, ReplicaSession session) {
        return withHandOvers(decision.handOvers()).withSessionStarted(decision.server(), session);
    }

    /** This view with {@code server} declared failed; its sessions stay listed until re-homed. */
    public ReplicaView withServerFailed(String server) {
        return withServer(server(server).failed());
    }
}
