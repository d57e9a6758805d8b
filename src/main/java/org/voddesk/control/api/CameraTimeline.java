package org.voddesk.control.api;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.voddesk.core.RecordingSegment;
import org.voddesk.core.Session;

/**
 * A camera's recording timeline across the nodes (Cameras screen): which node holds which span, where no node
 * holds anything (the gaps), and the camera's live sessions, as the nodes last listed them.
 *
 * @param cameraId the camera
 * @param spans    each node's recorded spans (adjacent or overlapping segments of a node merged), by start then node
 * @param gaps     the times between the first recorded instant and the last that no node holds, in order
 * @param sessions the camera's live sessions, by start
 */
public record CameraTimeline(String cameraId, List<Span> spans, List<Gap> gaps, List<Session> sessions) {
    public CameraTimeline {
        spans = List.copyOf(spans);
        gaps = List.copyOf(gaps);
        sessions = List.copyOf(sessions);
    }

    /** {@code node} holds the recording {@code [startMs, endMs)}. */
    public record Span(String node, long startMs, long endMs) {
    }

    /** No node holds {@code [startMs, endMs)}. */
    public record Gap(long startMs, long endMs) {
    }

    /** A camera no node lists. */
    public static CameraTimeline empty(String cameraId) {
        return new CameraTimeline(cameraId, List.of(), List.of(), List.of());
    }

    /** The nodes holding some span or playing a session, sorted: one lane each. */
    public List<String> lanes() {
        TreeSet<String> nodes = new TreeSet<>();
        spans.forEach(s -> nodes.add(s.node()));
        sessions.forEach(s -> nodes.add(s.nodeName()));
        return List.copyOf(nodes);
    }

    /** First recorded instant, or 0 when nothing is recorded. */
    public long startMs() {
        return spans.stream().mapToLong(Span::startMs).min().orElse(0);
    }

    /** Last recorded instant (exclusive), or 0 when nothing is recorded. */
    public long endMs() {
        return spans.stream().mapToLong(Span::endMs).max().orElse(0);
    }

    /** Whether some node holds {@code timeMs}. */
    public boolean recorded(long timeMs) {
        return spans.stream().anyMatch(s -> timeMs >= s.startMs() && timeMs < s.endMs());
    }

    /** The timeline of {@code cameraId} in {@code snapshot}: its recordings and its live sessions. */
    public static CameraTimeline of(String cameraId, ClusterSnapshot snapshot) {
        return of(cameraId, snapshot.recordings().segmentsByNode(cameraId), snapshot.sessions());
    }

    /**
     * The timeline of {@code cameraId} from each node's listed segments and the live sessions.
     *
     * @param segmentsByNode each node's segments of this camera (other cameras' segments are ignored)
     */
    public static CameraTimeline of(String cameraId, Map<String, List<RecordingSegment>> segmentsByNode,
                                    List<Session> live) {
        List<Span> spans = new ArrayList<>();
        segmentsByNode.forEach((node, segments) -> spans.addAll(merged(node, segments.stream()
                .filter(s -> s.cameraId().equals(cameraId)).sorted(Comparator.comparingLong(RecordingSegment::startMs))
                .toList())));
        spans.sort(Comparator.comparingLong(Span::startMs).thenComparing(Span::node));
        List<Session> sessions = live.stream().filter(s -> s.cameraId().equals(cameraId))
                .sorted(Comparator.comparingLong(Session::startedAtMs).thenComparing(Session::id)).toList();
        return new CameraTimeline(cameraId, spans, gaps(spans), sessions);
    }

    private static List<Span> merged(String node, List<RecordingSegment> sorted) {
        List<Span> out = new ArrayList<>();
        for (RecordingSegment s : sorted) {
            Span last = out.isEmpty() ? null : out.get(out.size() - 1);
            if (last != null && s.startMs() <= last.endMs()) {
                out.set(out.size() - 1, new Span(node, last.startMs(), Math.max(last.endMs(), s.endMs())));
            } else {
                out.add(new Span(node, s.startMs(), s.endMs()));
            }
        }
        return out;
    }

    /** Spans sorted by start: the uncovered stretches between the first start and the last end. */
    private static List<Gap> gaps(List<Span> byStart) {
        List<Gap> out = new ArrayList<>();
        long coveredTo = Long.MIN_VALUE;
        for (Span s : byStart) {
            if (coveredTo != Long.MIN_VALUE && s.startMs() > coveredTo) {
                out.add(new Gap(coveredTo, s.startMs()));
            }
            coveredTo = Math.max(coveredTo, s.endMs());
        }
        return out;
    }
}
