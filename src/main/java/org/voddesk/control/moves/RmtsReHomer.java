package org.voddesk.control.moves;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.voddesk.control.api.RecordingIndex;
import org.voddesk.control.state.Moves;
import org.voddesk.core.ClusterView;
import org.voddesk.core.NodeView;
import org.voddesk.core.Session;
import org.voddesk.policy.rmts.FailureReHoming;
import org.voddesk.policy.rmts.HandOver;
import org.voddesk.policy.rmts.ReHoming;
import org.voddesk.policy.rmts.ReplicaView;
import org.voddesk.policy.rmts.RmtsParameters;

/**
 * Failure-time migration by RMTS (Li, Ni, Wang &amp; Chen 2015, §2.3; ALGORITHMS.md §4), the console's default
 * {@link ReHomer}: the console's state is translated into the RMTS session-count view ({@link ReplicaViews}),
 * {@link FailureReHoming#reHome} decides (oldest first; the least-loaded live holder with a free slot, else one
 * RMTS migration path that frees a slot on a holder), and each decision comes back as a {@link ReHomingPlan.Move}
 * whose {@code makeRoom} lists the path's hand-overs last first. Sessions RMTS cannot re-home end with its reason.
 * Loads in the moves are the eq. 2 estimates of the console's view, updated after every move.
 */
public final class RmtsReHomer implements ReHomer {
    private final RmtsParameters params;
    private final FailureReHoming reHoming;

    /** With the paper's parameters ({@link RmtsParameters#DEFAULT}: {@code Gamma = 3}, {@code alpha = 0.5}). */
    public RmtsReHomer() {
        this(RmtsParameters.DEFAULT);
    }

    public RmtsReHomer(RmtsParameters params) {
        this.params = params;
        this.reHoming = new FailureReHoming(params);
    }

    @Override
    public ReHomingPlan plan(ClusterView view, String failedNode, List<Session> orphans, RecordingIndex holders,
                             Capacity capacity) {
        return plan(view, failedNode, failedNode + " failed", orphans, holders, capacity);
    }

    /** The plan, each reason starting with {@code cause} ("vod-2 failed", "vod-2 was retired"). */
    @Override
    public ReHomingPlan plan(ClusterView view, String failedNode, String cause, List<Session> orphans,
                             RecordingIndex holders, Capacity capacity) {
        ReplicaView replicas = ReplicaViews.of(view, failedNode, orphans, holders, capacity, params.gamma());
        ReHoming result = reHoming.reHome(replicas, failedNode);
        List<ReHomingPlan.Move> moves = new ArrayList<>();
        ClusterView current = view;
        for (ReHoming.ReHomed r : result.reHomed()) {
            Session orphan = orphanOf(orphans, r.session().id());
            List<ReHomingPlan.Move> makeRoom = new ArrayList<>();
            for (int i = r.handOvers().size() - 1; i >= 0; i--) {
                HandOver h = r.handOvers().get(i);
                Session moved = sessionOn(current, h.from(), h.sessionId());
                String why = String.format(Locale.ROOT, "%s: hand %s (%s) from %s to %s to free a slot "
                        + "for %s (RMTS path %s, hand-over %d of %d)", cause, moved.id(), moved.cameraId(),
                        h.from(), h.to(), orphan.id(), path(r), i + 1, r.handOvers().size());
                double before = current.lambda();
                current = Moves.withMoved(current, moved, h.to());
                makeRoom.add(new ReHomingPlan.Move(moved, h.to(), loadOf(current, h.to()), before, current.lambda(),
                        why, List.of()));
            }
            double before = current.lambda();
            double targetBefore = loadOf(current, r.server());
            current = Moves.withAdded(current, r.server(), orphan);
            moves.add(new ReHomingPlan.Move(orphan, r.server(), loadOf(current, r.server()), before,
                    current.lambda(), reason(cause, orphan, r, targetBefore, loadOf(current, r.server())),
                    makeRoom));
        }
        List<ReHomingPlan.Ended> ended = result.ended().stream().map(e -> new ReHomingPlan.Ended(
                orphanOf(orphans, e.session().id()), ended(cause, orphanOf(orphans, e.session().id()),
                e.reason()))).toList();
        return new ReHomingPlan(moves, ended);
    }

    /** Step: the operator's sentence for a session RMTS had to end, keeping RMTS's reason. */
    static String ended(String cause, Session s, ReHoming.EndReason reason) {
        return cause + ": " + s.id() + " (" + s.cameraId() + ") ends: " + reason.text();
    }

    private static String reason(String cause, Session s, ReHoming.ReHomed r, double loadBefore,
                                 double loadAfter) {
        String how = r.handOvers().isEmpty() ? "the least-loaded live holder with a free slot"
                : "a holder whose slot the RMTS path " + path(r) + " frees";
        return String.format(Locale.ROOT, "%s: re-home %s (%s) to %s, %s (load %.1f -> %.1f)", cause,
                s.id(), s.cameraId(), r.server(), how, loadBefore, loadAfter);
    }

    private static String path(ReHoming.ReHomed r) {
        StringBuilder b = new StringBuilder(r.handOvers().get(0).from());
        r.handOvers().forEach(h -> b.append(" -> ").append(h.to()));
        return b.toString();
    }

    private static Session orphanOf(List<Session> orphans, String id) {
        return orphans.stream().filter(s -> s.id().equals(id)).findFirst()
                .orElseThrow(() -> new IllegalStateException("RMTS re-homed an unknown session " + id));
    }

    /** The console's record of a session RMTS hands over; the RMTS view was built from this view's sessions. */
    private static Session sessionOn(ClusterView view, String node, String id) {
        return view.node(node).stream().flatMap(n -> n.sessions().stream()).filter(s -> s.id().equals(id))
                .findFirst().orElseThrow(() -> new IllegalStateException(node + " does not serve " + id));
    }

    private static double loadOf(ClusterView view, String node) {
        return view.node(node).map(NodeView::load).orElse(Double.NaN);
    }
}
