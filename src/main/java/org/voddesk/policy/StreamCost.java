package org.voddesk.policy;

import java.util.List;
import org.voddesk.core.LoadModel;
import org.voddesk.core.NodeView;
import org.voddesk.core.PlaybackRequest;
import org.voddesk.core.Session;
import org.voddesk.core.StreamSource;

/**
 * The estimate of ALGORITHMS.md §2 (Li &amp; Chen 2014 eq. 1-2) of what one more stream costs a node:
 * {@code a3 * 100 * k * r * VBR / Bord}, with {@code k = 1} when the node already serves the same
 * {@code (camera, segment)} (the segment is in its memory) and {@code k = 2} otherwise (read from IPSAN).
 */
final class StreamCost {
    private StreamCost() {
    }

    /** Memory when {@code node} serves a session of the request's {@code (camera, segment)}, else IPSAN. */
    static StreamSource sourceOn(NodeView node, PlaybackRequest request) {
        return sourceAmong(node.sessionsOf(request.cameraId()), request.segmentStartMs());
    }

    /** Memory when one of {@code sessionsOfCamera} plays the segment starting at {@code segmentStartMs}. */
    static StreamSource sourceAmong(List<Session> sessionsOfCamera, long segmentStartMs) {
        for (int i = 0, n = sessionsOfCamera.size(); i < n; i++) {
            if (sessionsOfCamera.get(i).segmentStartMs() == segmentStartMs) {
                return StreamSource.MEMORY;
            }
        }
        return StreamSource.IPSAN;
    }

    /** The load {@code node} would have after adding the request read from {@code source}. */
    static double loadAfter(LoadModel model, NodeView node, PlaybackRequest request, StreamSource source) {
        return node.load() + model.streamLoad(request.bandwidthBps(), source, node.spec().bandwidthBps());
    }
}
