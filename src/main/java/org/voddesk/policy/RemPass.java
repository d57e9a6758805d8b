package org.voddesk.policy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.voddesk.core.ClusterView;
import org.voddesk.core.LoadModel;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.NodeView;
import org.voddesk.core.Session;
import org.voddesk.core.StreamSource;

/**
 * The state of one REM planning pass (ALGORITHMS.md §3 step 6): estimated loads in an array indexed like the
 * view's nodes, which nodes gave or received a session, and the sessions moved onto each target, so that the
 * view is never rebuilt between moves. {@code sigma} and {@code lambda} are taken over the reachable nodes
 * (OK or degraded), as {@link ClusterView#sigma()} and {@link ClusterView#lambda()} do.
 */
final class RemPass {
    final ClusterView view;
    final List<NodeView> nodes;
    final LoadModel model;
    final double[] load;
    private final boolean[] reachable;
    private final boolean[] gave;
    private final boolean[] received;
    private final List<List<Session>> added;

    RemPass(ClusterView view) {
        this.view = view;
        this.nodes = view.nodes();
        this.model = view.model();
        int n = nodes.size();
        this.load = new double[n];
        this.reachable = new boolean[n];
        for (int i = 0; i < n; i++) {
            NodeView node = nodes.get(i);
            load[i] = node.load();
            reachable[i] = node.health() == NodeHealth.OK || node.health() == NodeHealth.DEGRADED;
        }
        this.gave = new boolean[n];
        this.received = new boolean[n];
        this.added = new ArrayList<>(Collections.nCopies(n, (List<Session>) null));
    }

    /** The nodes that may give sessions, by decreasing load at the start of the pass (ties: view order). */
    int[] decreasingLoadOrder() {
        Integer[] order = new Integer[nodes.size()];
        int count = 0;
        for (int i = 0; i < order.length; i++) {
            if (nodes.get(i).acceptsWork()) {
                order[count++] = i;
            }
        }
        Arrays.sort(order, 0, count, (a, b) -> load[a] != load[b] ? Double.compare(load[b], load[a]) : a - b);
        int[] result = new int[count];
        for (int i = 0; i < count; i++) {
            result[i] = order[i];
        }
        return result;
    }

    /** Eq. 6, the quadratic mean of the current estimated loads. */
    double sigma() {
        double sum = 0;
        int n = 0;
        for (int i = 0; i < load.length; i++) {
            if (reachable[i]) {
                sum += load[i] * load[i];
                n++;
            }
        }
        return n == 0 ? 0 : Math.sqrt(sum / n);
    }

    /** {@code lambda} of the current estimates. */
    double lambda() {
        return lambdaWith(-1, 0, -1, 0);
    }

    /** {@code lambda} with node {@code a}'s load replaced by {@code la} and {@code b}'s by {@code lb}. */
    double lambdaWith(int a, double la, int b, double lb) {
        double sum = 0;
        int n = 0;
        for (int i = 0; i < load.length; i++) {
            if (reachable[i]) {
                sum += i == a ? la : i == b ? lb : load[i];
                n++;
            }
        }
        if (n == 0) {
            return 0;
        }
        double mean = sum / n;
        double squares = 0;
        for (int i = 0; i < load.length; i++) {
            if (reachable[i]) {
                double d = (i == a ? la : i == b ? lb : load[i]) - mean;
                squares += d * d;
            }
        }
        return squares / n;
    }

    /** Whether {@code i} may give sessions in this pass: it accepts work and has received none. */
    boolean mayGive(int i) {
        return nodes.get(i).acceptsWork() && !received[i];
    }

    /** Whether {@code i} may receive: it accepts work and has given none (a pass moves load one way). */
    boolean mayReceive(int i) {
        return nodes.get(i).acceptsWork() && !gave[i];
    }

    /**
     * The FD of {@code session} on target {@code t} (its sessions of the camera plus those moved in during this
     * pass), or -1 when {@code t} serves no session of the camera: one camera look-up answers both questions.
     */
    double targetFdOrMinusOne(int t, Session session, RemParams params) {
        List<Session> ofCamera = nodes.get(t).sessionsOf(session.cameraId());
        List<Session> extra = added.get(t);
        if (ofCamera.isEmpty() && extra == null) {
            return -1;
        }
        long time = params.variant().timeOf(session);
        double fd = params.similarity().fd(ofCamera, time, params.variant());
        boolean serves = !ofCamera.isEmpty();
        if (extra != null) {
            for (Session s : extra) {
                if (s.cameraId().equals(session.cameraId())) {
                    fd += params.similarity().between(time, params.variant().timeOf(s));
                    serves = true;
                }
            }
        }
        return serves ? fd : -1;
    }

    /** Where target {@code t} would read {@code session} from: memory when it serves the same segment. */
    StreamSource sourceOn(int t, Session session) {
        if (StreamCost.sourceAmong(nodes.get(t).sessionsOf(session.cameraId()), session.segmentStartMs())
                == StreamSource.MEMORY) {
            return StreamSource.MEMORY;
        }
        List<Session> extra = added.get(t);
        if (extra != null) {
            for (Session s : extra) {
                if (s.cameraId().equals(session.cameraId()) && s.segmentStartMs() == session.segmentStartMs()) {
                    return StreamSource.MEMORY;
                }
            }
        }
        return StreamSource.IPSAN;
    }

    /** The load of node {@code i} with {@code session} removed (never below 0). */
    double loadWithout(int i, Session session) {
        return Math.max(0, load[i] - model.streamLoad(session.bandwidthBps(), session.source(),
                nodes.get(i).spec().bandwidthBps()));
    }

    /** The load of node {@code i} with {@code session} added, read from {@code source}. */
    double loadWith(int i, Session session, StreamSource source) {
        return load[i] + model.streamLoad(session.bandwidthBps(), source, nodes.get(i).spec().bandwidthBps());
    }

    /** Step 6: record a proposed move and its estimated loads. */
    void apply(int source, double sourceLoad, int target, double targetLoad, Session moved) {
        load[source] = sourceLoad;
        load[target] = targetLoad;
        gave[source] = true;
        received[target] = true;
        if (added.get(target) == null) {
            added.set(target, new ArrayList<>(4));
        }
        added.get(target).add(moved);
    }
}
