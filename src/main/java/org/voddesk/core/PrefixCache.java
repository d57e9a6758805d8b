package org.voddesk.core;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A node's segment-prefix cache (ALGORITHMS.md §8.1): an LRU of {@code (camera, segment)} keys, the one model the
 * demo nodes and the simulator share. Starting a session (or a session entering a new segment) touches its key; a
 * missing key is fetched and inserted, evicting the least recently used one when full. Not thread-safe: its owner
 * guards it.
 *
 * @param <K> the key ({@link SegmentKey} on a demo node, an interned int in the simulator)
 */
public final class PrefixCache<K> {
    private final int capacity;
    private final LinkedHashMap<K, Boolean> entries;

    public PrefixCache(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("prefix cache capacity must be positive, got " + capacity);
        }
        this.capacity = capacity;
        this.entries = new LinkedHashMap<>(capacity * 2, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<K, Boolean> eldest) {
                return size() > PrefixCache.this.capacity;
            }
        };
    }

    /** Whether the key is cached, without making it recent. */
    public boolean contains(K key) {
        return entries.containsKey(key);
    }

    /**
     * A session of {@code key} starts here: returns whether the prefix was cached (a hit) and makes it the most
     * recent entry, inserting it (and evicting the least recent) on a miss.
     */
    public boolean touch(K key) {
        return entries.put(key, Boolean.TRUE) != null;
    }

    public int size() {
        return entries.size();
    }

    public int capacity() {
        return capacity;
    }

    /** Fraction of the cache in use, 0..1. */
    public double fill() {
        return (double) entries.size() / capacity;
    }
}
