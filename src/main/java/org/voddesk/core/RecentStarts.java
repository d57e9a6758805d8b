package org.voddesk.core;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * The dispatcher's estimate of every node's segment-prefix cache, kept from its own dispatch history: per node,
 * the {@code capacity} segments most recently started there, least recently started evicted first (an LRU like
 * the nodes' own prefix caches, ALGORITHMS.md §8.1). The console and the simulator feed it every placement they
 * dispatch ({@link #started}) and put its {@link #snapshot} into each {@link NodeView}, so a policy can prefer
 * a node that still holds a request's prefix without asking the node.
 *
 * <p>Mutable, for one writer (the control loop, or one simulated run); snapshots are immutable and cached until
 * the node's list changes.
 */
public final class RecentStarts {
    private final int capacity;
    private final Map<String, LinkedHashMap<SegmentKey, Boolean>> byNode = new HashMap<>();
    private final Map<String, Set<SegmentKey>> snapshots = new HashMap<>();

    /** @param capacity segment prefixes a node's cache holds */
    public RecentStarts(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be positive, got " + capacity);
        }
        this.capacity = capacity;
    }

    public int capacity() {
        return capacity;
    }

    /** A session of {@code key} was started on {@code nodeName}: the key becomes its most recent start. */
    public void started(String nodeName, SegmentKey key) {
        LinkedHashMap<SegmentKey, Boolean> lru = byNode.computeIfAbsent(nodeName, n -> newLru());
        if (lru.get(key) == null) {
            lru.put(key, Boolean.TRUE);
            // Only a new member (and the eviction it may cause) changes the set; a repeated start merely
            // reorders the LRU, so the snapshot stays valid.
            snapshots.remove(nodeName);
        }
    }

    /** Whether {@code key} is among the node's recent starts. */
    public boolean holds(String nodeName, SegmentKey key) {
        LinkedHashMap<SegmentKey, Boolean> lru = byNode.get(nodeName);
        return lru != null && lru.containsKey(key);
    }

    /** The node's recent starts as an immutable set (empty for a node nothing was started on). */
    public Set<SegmentKey> snapshot(String nodeName) {
        Set<SegmentKey> s = snapshots.get(nodeName);
        if (s == null) {
            LinkedHashMap<SegmentKey, Boolean> lru = byNode.get(nodeName);
            // Set.of over the (distinct) keys: Set.copyOf would first copy them into a HashSet to drop duplicates.
            s = lru == null ? Set.of() : Set.of(lru.keySet().toArray(new SegmentKey[0]));
            snapshots.put(nodeName, s);
        }
        return s;
    }

    /** Forgets a node (its cache is gone, e.g. after a restart). */
    public void forget(String nodeName) {
        byNode.remove(nodeName);
        snapshots.remove(nodeName);
    }

    private LinkedHashMap<SegmentKey, Boolean> newLru() {
        return new LinkedHashMap<>(capacity * 2, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<SegmentKey, Boolean> eldest) {
                return size() > capacity;
            }
        };
    }
}
