package org.voddesk.sim.lichen;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A node's segment-prefix cache (ALGORITHMS.md §8.1): an LRU of {@code (camera, segment)} keys. Starting a
 * session touches its key; a missing key is fetched and inserted, evicting the least recently used one when full.
 */
final class PrefixCache {
    private final int capacity;
    private final LinkedHashMap<Integer, Boolean> entries;

    PrefixCache(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("cache capacity must be positive, got " + capacity);
        }
        this.capacity = capacity;
        this.entries = new LinkedHashMap<>(capacity * 2, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<Integer, Boolean> eldest) {
                return size() > PrefixCache.this.capacity;
            }
        };
    }

    /** Whether the key is cached, without making it recent. */
    boolean contains(int key) {
        return entries.containsKey(key);
    }

    /**
     * A session of {@code key} starts here: returns whether the prefix was cached (a hit) and makes it the most
     * recent entry, inserting it (and evicting the least recent) on a miss.
     */
    boolean touch(int key) {
        if (entries.get(key) != null) {
            return true;
        }
        entries.put(key, Boolean.TRUE);
        return false;
    }

    int size() {
        return entries.size();
    }

    int capacity() {
        return capacity;
    }
}
