package org.voddesk.control.state;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.voddesk.core.ClusterView;
import org.voddesk.core.LoadModel;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.NodeView;
import org.voddesk.core.Session;
import org.voddesk.core.StreamSource;

/**
 * The estimated effect of moving, adding or removing one stream on a view (ALGORITHMS.md §1 eq. 2, the estimate
 * the paper keeps until the next measurement): used to keep the published view current between polls and to
 * check whether a pending plan still pays off.
 */
public final class Moves {
    private Moves() {
    }

    /** {@code view} with {@code nodes} taking no new work: an OK one reads {@code DEGRADED}, as a node set aside. */
    static ClusterView withoutWork(ClusterView view, Set<String> nodes) {
        ClusterView out = view;
        for (String name : nodes) {
            NodeView n = out.node(name).orElse(null);
            if (n != null && n.acceptsWork()) {
                out = out.withNode(n.withHealth(NodeHealth.DEGRADED));
            }
        }
        return out;
    }

    /** How {@code node} would read a stream of the session's (camera, segment): memory when it already does. */
    static StreamSource sourceOn(NodeView node, Session s) {
        for (Session other : node.sessionsOf(s.cameraId())) {
            if (other.segmentStartMs() == s.segmentStartMs() && !other.id().equals(s.id())) {
                return StreamSource.MEMORY;
            }
        }
        return StreamSource.IPSAN;
    }

    /** {@code view} with {@code s} added to {@code node} (its load raised by the estimate). */
    public static ClusterView withAdded(ClusterView view, String node, Session s) {
        NodeView n = view.node(node).orElse(null);
        if (n == null) {
            return view;
        }
        Session placed = s.withNode(node).withSource(sourceOn(n, s));
        List<Session> next = new ArrayList<>(n.sessions());
        next.removeIf(x -> x.id().equals(s.id()));
        next.add(placed);
        double load = n.load() + streamLoad(view.model(), placed, n);
        return view.withNode(n.withSessions(next, load));
    }

    /** {@code view} without session {@code id} (its node's load lowered by the estimate, never below 0). */
    static ClusterView withRemoved(ClusterView view, String id) {
        for (NodeView n : view.nodes()) {
            for (Session s : n.sessions()) {
                if (s.id().equals(id)) {
                    List<Session> next = new ArrayList<>(n.sessions());
                    next.remove(s);
                    double load = Math.max(0, n.load() - streamLoad(view.model(), s, n));
                    return view.withNode(n.withSessions(next, load));
                }
            }
        }
        return view;
    }

    /** {@code view} without {@code node}'s copy of session {@code id} (a stale copy; other nodes' kept). */
    public static ClusterView withRemovedFrom(ClusterView view, String node, String id) {
        NodeView n = view.node(node).orElse(null);
        Session s = n == null ? null : n.sessions().stream().filter(x -> x.id().equals(id)).findFirst().orElse(null);
        if (s == null) {
            return view;
        }
        List<Session> next = new ArrayList<>(n.sessions());
        next.remove(s);
        return view.withNode(n.withSessions(next, Math.max(0, n.load() - streamLoad(view.model(), s, n))));
    }

    /** {@code view} after moving {@code s} to {@code target}. */
    public static ClusterView withMoved(ClusterView view, Session s, String target) {
        return withAdded(withRemoved(view, s.id()), target, s);
    }

    /** The predicted gain in balance {@code lambda(view) - lambda(after the move)}. */
    public static double lambdaGain(ClusterView view, Session s, String target) {
        return view.lambda() - withMoved(view, s, target).lambda();
    }

    private static double streamLoad(LoadModel model, Session s, NodeView n) {
        return model.streamLoad(s.bandwidthBps(), s.source(), n.spec().bandwidthBps());
    }
}
