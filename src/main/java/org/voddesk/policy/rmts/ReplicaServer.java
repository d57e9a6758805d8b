package org.voddesk.policy.rmts;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.voddesk.core.Ids;

/**
 * An immutable snapshot of one media server of the RMTS model (Li, Ni, Wang &amp; Chen 2015, Table 1): its
 * capacity {@code L} in sessions, whether it is live, and the sessions it serves. Its load {@code l_i} is the
 * number of sessions. A live server never holds more sessions than its capacity; a failed server may still
 * list the sessions it had when it failed, until they are re-homed.
 */
public final class ReplicaServer {
    private final String name;
    private final int capacity;
    private final boolean live;
    private final List<ReplicaSession> sessions;
    private final Map<String, Integer> countByItem;

    /**
     * @param name     server name ({@link Ids})
     * @param capacity {@code L}, the most sessions it serves at once (&gt; 0)
     * @param live     false once the server is declared failed
     * @param sessions its sessions; at most {@code capacity}
     */
    public ReplicaServer(String name, int capacity, boolean live, List<ReplicaSession> sessions) {
        Ids.require(name, "server name");
        if (capacity <= 0) {
            throw new IllegalArgumentException("capacity of server " + name + " must be positive, got " + capacity);
        }
        if (sessions.size() > capacity) {
            throw new IllegalArgumentException("server " + name + " has " + sessions.size()
                    + " sessions, more than its capacity " + capacity);
        }
        this.name = name;
        this.capacity = capacity;
        this.live = live;
        this.sessions = List.copyOf(sessions);
        this.countByItem = new HashMap<>();
        for (ReplicaSession s : this.sessions) {
            countByItem.merge(s.item(), 1, Integer::sum);
        }
    }

    /** An empty live server. */
    public static ReplicaServer empty(String name, int capacity) {
        return new ReplicaServer(name, capacity, true, List.of());
    }

    public String name() {
        return name;
    }

    public int capacity() {
        return capacity;
    }

    public boolean isLive() {
        return live;
    }

    public List<ReplicaSession> sessions() {
        return sessions;
    }

    /** The load {@code l_i}: sessions served. */
    public int load() {
        return sessions.size();
    }

    /** Whether a live server can take one more session. */
    public boolean hasFreeSlot() {
        return live && sessions.size() < capacity;
    }

    /** How many of its sessions play {@code item}. */
    public int sessionsOf(String item) {
        return countByItem.getOrDefault(item, 0);
    }

    /** The items its sessions play. */
    public Set<String> playingItems() {
        return countByItem.keySet();
    }

    /**
     * The session of {@code item} it would hand over: the most recently started one (deterministic; any
     * session of the item would do for the model).
     */
    public Optional<ReplicaSession> sessionToHandOver(String item) {
        for (int i = sessions.size() - 1; i >= 0; i--) {
            if (sessions.get(i).item().equals(item)) {
                return Optional.of(sessions.get(i));
            }
        }
        return Optional.empty();
    }

    /** This server with one more session. */
    public ReplicaServer withSession(ReplicaSession session) {
        List<ReplicaSession> next = new ArrayList<>(sessions.size() + 1);
        next.addAll(sessions);
        next.add(session);
        return new ReplicaServer(name, capacity, live, next);
    }

    /** This server without the session {@code sessionId}; throws when it does not serve it. */
    public ReplicaServer without(String sessionId) {
        List<ReplicaSession> next = new ArrayList<>(sessions);
        if (!next.removeIf(s -> s.id().equals(sessionId))) {
            throw new IllegalArgumentException("server " + name + " does not serve session " + sessionId);
        }
        return new ReplicaServer(name, capacity, live, next);
    }

    /** This server declared failed, its sessions still listed for re-homing. */
    public ReplicaServer failed() {
        return new ReplicaServer(name, capacity, false, sessions);
    }

    /** This failed server with its sessions taken away (after re-homing). */
    public ReplicaServer emptied() {
        return new ReplicaServer(name, capacity, live, List.of());
    }

    @Override
    public String toString() {
        return "ReplicaServer[" + name + (live ? "" : " failed") + " " + load() + "/" + capacity + "]";
    }
}
