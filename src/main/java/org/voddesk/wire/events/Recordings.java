package org.voddesk.wire.events;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.voddesk.control.api.RecordingIndex;
import org.voddesk.core.RecordingSegment;
import org.voddesk.wire.RecordingGroup;
import org.voddesk.wire.RecordingIndexData;
import org.voddesk.wire.RecordingSegmentData;

/**
 * A {@link RecordingIndex} as a message and back: each distinct list of segments once, with the nodes that list it.
 * On a shared IPSAN every node lists the same recordings, so 200 nodes of 80 cameras cost one list, not 200.
 */
public final class Recordings {
    private Recordings() {
    }

    public static RecordingIndexData toWire(RecordingIndex index) {
        // Groups in the order of their first node's name. Nodes often share the very list (the same instance): such
        // a list is compared by content once.
        Map<List<RecordingSegment>, List<String>> byInstance = new IdentityHashMap<>();
        Map<List<RecordingSegment>, List<String>> byContent = new LinkedHashMap<>();
        new TreeMap<>(index.byNode()).forEach((node, segments) -> {
            List<String> group = byInstance.get(segments);
            if (group == null) {
                group = byContent.computeIfAbsent(segments, k -> new ArrayList<>());
                byInstance.put(segments, group);
            }
            group.add(node);
        });
        RecordingIndexData.Builder m = RecordingIndexData.newBuilder();
        byContent.forEach((segments, nodes) -> {
            RecordingGroup.Builder g = RecordingGroup.newBuilder().addAllNodes(nodes);
            for (RecordingSegment s : segments) {
                g.addSegments(RecordingSegmentData.newBuilder().setCameraId(s.cameraId()).setStartMs(s.startMs())
                        .setEndMs(s.endMs()).setBitrateBps(s.bitrateBps()));
            }
            m.addGroups(g);
        });
        return m.build();
    }

    public static RecordingIndex fromWire(RecordingIndexData m) {
        Map<String, List<RecordingSegment>> byNode = new HashMap<>();
        for (RecordingGroup g : m.getGroupsList()) {
            List<RecordingSegment> segments = new ArrayList<>(g.getSegmentsCount());
            for (RecordingSegmentData s : g.getSegmentsList()) {
                segments.add(new RecordingSegment(s.getCameraId(), s.getStartMs(), s.getEndMs(), s.getBitrateBps()));
            }
            List<RecordingSegment> shared = List.copyOf(segments);
            for (String node : g.getNodesList()) {
                if (byNode.put(node, shared) != null) {
                    throw new IllegalArgumentException("cannot read the recording index: node " + node
                            + " is listed twice");
                }
            }
        }
        return new RecordingIndex(byNode);
    }
}
