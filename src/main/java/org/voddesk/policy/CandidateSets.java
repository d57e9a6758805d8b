package org.voddesk.policy;

import java.util.Arrays;
import java.util.List;
import org.voddesk.core.ClusterView;
import org.voddesk.core.NodeView;
import org.voddesk.core.PlaybackRequest;
import org.voddesk.core.Session;
import org.voddesk.core.StreamSource;

/**
 * Step 1 of Li &amp; Chen 2014 §4.1 (ALGORITHMS.md §2) computed in one pass over the view: {@code A} (the nodes
 * that accept work, counted, with the least load among them) and {@code B} (those of {@code A} that serve the
 * camera) with each member's {@code FD} and stream source. {@code B} is read through
 * {@link NodeView#sessionsOf}, so the cost is one index look-up per node plus the camera's sessions, whatever
 * the number of sessions of other cameras. Members of {@code B} are kept in view order.
 */
final class CandidateSets {
    final int workingCount;
    final double minLoad;
    final int servingCount;
    final int[] servingIndex;
    final double[] servingFd;
    final StreamSource[] servingSource;

    private CandidateSets(int workingCount, double minLoad, int servingCount, int[] servingIndex,
                          double[] servingFd, StreamSource[] servingSource) {
        this.workingCount = workingCount;
        this.minLoad = minLoad;
        this.servingCount = servingCount;
        this.servingIndex = servingIndex;
        this.servingFd = servingFd;
        this.servingSource = servingSource;
    }

    static CandidateSets of(ClusterView view, PlaybackRequest request, SimilarityParams params) {
        List<NodeView> nodes = view.nodes();
        int working = 0;
        double minLoad = Double.POSITIVE_INFINITY;
        int count = 0;
        int[] index = new int[8];
        double[] fd = new double[8];
        StreamSource[] source = new StreamSource[8];
        for (int i = 0, n = nodes.size(); i < n; i++) {
            NodeView node = nodes.get(i);
            if (!node.acceptsWork()) {
                continue;
            }
            working++;
            minLoad = Math.min(minLoad, node.load());
            List<Session> ofCamera = node.sessionsOf(request.cameraId());
            if (ofCamera.isEmpty()) {
                continue;
            }
            if (count == index.length) {
                index = Arrays.copyOf(index, count * 2);
                fd = Arrays.copyOf(fd, count * 2);
                source = Arrays.copyOf(source, count * 2);
            }
            index[count] = i;
            fd[count] = params.similarity().fd(ofCamera, request.beginMs(), params.variant());
            source[count] = StreamCost.sourceAmong(ofCamera, request.segmentStartMs());
            count++;
        }
        return new CandidateSets(working, minLoad, count, index, fd, source);
    }
}
