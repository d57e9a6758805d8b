package org.voddesk.control.api;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.voddesk.core.RecordingSegment;

/**
 * The recordings the nodes list ({@code vodnode recordings}), immutable. A node that lists a camera's recording
 * can serve it: that is how the console learns which nodes hold a camera (on a shared IPSAN every node lists
 * every camera).
 */
public final class RecordingIndex {
    public static final RecordingIndex EMPTY = new RecordingIndex(Map.of());

    private final Map<String, List<RecordingSegment>> byNode;
    private final Map<String, Set<String>> holdersByCamera;

    /** @param byNode each node's segments as it last listed them */
    public RecordingIndex(Map<String, List<RecordingSegment>> byNode) {
        Map<String, List<RecordingSegment>> copy = new HashMap<>();
        Map<String, Set<String>> holders = new HashMap<>();
        byNode.forEach((node, segments) -> {
            copy.put(node, List.copyOf(segments));
            for (RecordingSegment s : segments) {
                holders.computeIfAbsent(s.cameraId(), k -> new LinkedHashSet<>()).add(node);
            }
        });
        this.byNode = Collections.unmodifiableMap(copy);
        holders.replaceAll((k, v) -> Collections.unmodifiableSet(v));
        this.holdersByCamera = Collections.unmodifiableMap(holders);
    }

    private RecordingIndex(Map<String, List<RecordingSegment>> byNode, Map<String, Set<String>> holdersByCamera) {
        this.byNode = byNode;
        this.holdersByCamera = holdersByCamera;
    }

    /**
     * This index with {@code node}'s list replaced. Only the cameras that node gains or loses change their holders:
     * 200 nodes listing their recordings in one round change the index 200 times, not rebuild it. The same list
     * again (the same instance: {@code List.copyOf} of an unmodifiable list is that list) changes nothing.
     */
    public RecordingIndex with(String node, List<RecordingSegment> segments) {
        List<RecordingSegment> listed = List.copyOf(segments);
        if (byNode.get(node) == listed) {
            return this; // the poller keeps a node's list when it listed the same segments again
        }
        Map<String, List<RecordingSegment>> nextByNode = new HashMap<>(byNode);
        List<RecordingSegment> before = nextByNode.put(node, listed);
        Set<String> had = camerasIn(before == null ? List.of() : before);
        Set<String> has = camerasIn(listed);
        Map<String, Set<String>> nextHolders = new HashMap<>(holdersByCamera);
        for (String camera : had) {
            if (!has.contains(camera)) {
                Set<String> rest = new LinkedHashSet<>(nextHolders.get(camera));
                rest.remove(node);
                if (rest.isEmpty()) {
                    nextHolders.remove(camera);
                } else {
                    nextHolders.put(camera, Collections.unmodifiableSet(rest));
                }
            }
        }
        for (String camera : has) {
            if (!had.contains(camera)) {
                Set<String> more = new LinkedHashSet<>(nextHolders.getOrDefault(camera, Set.of()));
                more.add(node);
                nextHolders.put(camera, Collections.unmodifiableSet(more));
            }
        }
        return new RecordingIndex(Collections.unmodifiableMap(nextByNode), Collections.unmodifiableMap(nextHolders));
    }

    private static Set<String> camerasIn(List<RecordingSegment> segments) {
        Set<String> cameras = new HashSet<>();
        for (RecordingSegment s : segments) {
            cameras.add(s.cameraId());
        }
        return cameras;
    }

    /** Each node's segments as it last listed them (unmodifiable; the wire carries the index so). */
    public Map<String, List<RecordingSegment>> byNode() {
        return byNode;
    }

    /** The nodes that list a recording of {@code cameraId}. */
    public Set<String> holders(String cameraId) {
        return holdersByCamera.getOrDefault(cameraId, Set.of());
    }

    public boolean holds(String node, String cameraId) {
        return holders(cameraId).contains(node);
    }

    /** Every camera some node lists, unordered (a view; cheap). */
    public Set<String> cameraIds() {
        return holdersByCamera.keySet();
    }

    /** Each holder's own segments of {@code cameraId}, by node (the camera timeline). */
    public Map<String, List<RecordingSegment>> segmentsByNode(String cameraId) {
        Map<String, List<RecordingSegment>> out = new java.util.TreeMap<>();
        for (String node : holders(cameraId)) {
            out.put(node, byNode.get(node).stream().filter(s -> s.cameraId().equals(cameraId)).toList());
        }
        return out;
    }

    /** Every camera some node lists, sorted. */
    public List<String> cameras() {
        return List.copyOf(new TreeSet<>(holdersByCamera.keySet()));
    }

    /** The segments of {@code cameraId}, as the first node listing them lists them. */
    public List<RecordingSegment> segmentsOf(String cameraId) {
        List<RecordingSegment> out = new ArrayList<>();
        for (String node : holders(cameraId)) {
            for (RecordingSegment s : byNode.get(node)) {
                if (s.cameraId().equals(cameraId) && !out.contains(s)) {
                    out.add(s);
                }
            }
        }
        out.sort(java.util.Comparator.comparingLong(RecordingSegment::startMs));
        return out;
    }

    /** A listed segment of {@code cameraId} holding {@code timeMs}. */
    public Optional<RecordingSegment> segmentOf(String cameraId, long timeMs) {
        for (String node : holders(cameraId)) {
            for (RecordingSegment s : byNode.get(node)) {
                if (s.cameraId().equals(cameraId) && s.contains(timeMs)) {
                    return Optional.of(s);
                }
            }
        }
        return Optional.empty();
    }
}
