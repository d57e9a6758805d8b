package org.voddesk.demo;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The segment-prefix cache of a node (ALGORITHMS.md §8.1): an LRU of {@code (camera, segment)} prefixes. Starting a
 * session, or a session entering a new segment, touches that segment's prefix; a missing prefix is fetched from
 * IPSAN and inserted, evicting the least recently used one when full. Not thread-safe: {@link DemoNode} guards it.
 */
final class PrefixCache {
    private final int capacity;
    private final LinkedHashMap<String, Boolean> entries;

    PrefixCache(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("prefix cache capacity must be positive, got " + capacity);
        }
        this.capacity = capacity;
        this.entries = new LinkedHashMap<>(capacity * 2, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, Boolean> eldest) {
                return size() > PrefixCache.this.capacity;
            }
        };
    }

    /** Touches the prefix of {@code (camera, segmentStart)}; returns whether it was already cached (a hit). */
    boolean touch(String cameraId, long segmentStartMs) {
        return entries.put(cameraId + '@' + segmentStartMs, Boolean.TRUE) != null;
    }

    boolean contains(String cameraId, long segmentStartMs) {
        return entries.containsKey(cameraId + '@' + segmentStartMs);
    }

    int size() {
        return entries.size();
    }

    int capacity() {
        return capacity;
    }

    /** Fraction of the cache in use, 0..1. */
    double fill() {
        return (double) entries.size() / capacity;
    }
}
