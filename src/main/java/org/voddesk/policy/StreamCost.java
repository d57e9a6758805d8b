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

    /**
     * Whether adding the request would overload {@code node}. The IPSAN estimate ({@code k = 2}) bounds the
     * memory one from above, so the node's camera index is read only when that bound would overload it: most
     * nodes are decided without a look-up, which matters at hundreds of nodes.
     */
    static boolean wouldOverload(LoadModel model, NodeView node, PlaybackRequest request) {
        double loadMax = model.thresholds().loadMax();
        return loadAfter(model, node, request, StreamSource.IPSAN) > loadMax
                && loadAfter(model, node, request, sourceOn(node, request)) > loadMax;
    }

    /** The load {@code node} would have after adding the request read from {@code source}. */
    static double loadAfter(LoadModel model, NodeView node, PlaybackRequest request, StreamSource source) {
        return node.load() + model.streamLoad(request.bandwidthBps(), source, node.spec().bandwidthBps());
    }
}
