package org.voddesk.control;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.voddesk.core.ClusterView;
import org.voddesk.core.NodeView;
import org.voddesk.core.Session;

/**
 * The direct step of RMTS failure-time migration (ALGORITHMS.md §4): each session of the failed node, oldest
 * first, goes to the least-loaded OK node that holds its camera, has a free slot ({@link Capacity}) and would
 * not become overloaded by it; loads are updated with the estimate after each move. A session with no such node
 * ends. It does not search RMTS migration paths (chains that free a slot on a full holder): that is the RMTS
 * re-homing's part, plugged in through {@link ReHomer}.
 */
public final class HolderReHomer implements ReHomer {
    @Override
    public ReHomingPlan plan(ClusterView view, String failedNode, List<Session> orphans, RecordingIndex holders,
                             Capacity capacity) {
        List<ReHomingPlan.Move> moves = new ArrayList<>();
        List<ReHomingPlan.Ended> ended = new ArrayList<>();
        ClusterView current = view;
        List<Session> order = orphans.stream()
                .sorted(Comparator.comparingLong(Session::startedAtMs).thenComparing(Session::id)).toList();
        for (Session s : order) {
            Optional<NodeView> target = leastLoadedHolderWithRoom(current, failedNode, s, holders, capacity);
            if (target.isEmpty()) {
                ended.add(new ReHomingPlan.Ended(s, holders.holders(s.cameraId()).stream()
                        .anyMatch(n -> !n.equals(failedNode)) ? "no live node holding " + s.cameraId()
                        + " has room for it" : "no live node holds a recording of " + s.cameraId()));
                continue;
            }
            String t = target.get().name();
            double before = current.lambda();
            current = Moves.withAdded(current, t, s);
            NodeView after = current.node(t).orElseThrow();
            moves.add(new ReHomingPlan.Move(s, t, after.load(), before, current.lambda(), String.format(Locale.ROOT,
                    "%s failed: re-home %s (%s) to %s, the least-loaded live holder with room (load %.1f -> %.1f)",
                    failedNode, s.id(), s.cameraId(), t, target.get().load(), after.load())));
        }
        return new ReHomingPlan(moves, ended);
    }

    /** Step: the least-loaded OK holder of the camera with a free slot whose estimate stays below overload. */
    static Optional<NodeView> leastLoadedHolderWithRoom(ClusterView view, String failedNode, Session s,
                                                        RecordingIndex holders, Capacity capacity) {
        NodeView best = null;
        for (NodeView n : view.workingNodes()) {
            if (n.name().equals(failedNode) || !holders.holds(n.name(), s.cameraId()) || !capacity.hasRoom(n)) {
                continue;
            }
            double estimate = n.load() + view.model().streamLoad(s.bandwidthBps(), Moves.sourceOn(n, s),
                    n.spec().bandwidthBps());
            if (estimate > view.model().thresholds().loadMax()) {
                continue;
            }
            if (best == null || n.load() < best.load()) {
                best = n;
            }
        }
        return Optional.ofNullable(best);
    }
}
