package org.voddesk.report;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import org.voddesk.core.ClusterMetrics;
import org.voddesk.core.LoadForecast;
import org.voddesk.core.LoadSample;
import org.voddesk.core.MigrationDraw;
import org.voddesk.core.MoveDraft;
import org.voddesk.core.MoveGrounds;
import org.voddesk.core.MoveRecord;
import org.voddesk.core.NodeConfig;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.PlaybackRequest;
import org.voddesk.core.Playhead;
import org.voddesk.core.Quality;
import org.voddesk.core.SegmentKey;
import org.voddesk.core.Session;
import org.voddesk.core.SessionSimilarity;
import org.voddesk.core.StreamProfile;
import org.voddesk.core.StreamSource;
import org.voddesk.store.ClusterSample;
import org.voddesk.store.DecisionEntry;
import org.voddesk.store.NodeSampleRow;
import org.voddesk.store.Store;

/** Writes a test history through the store's own repositories, the way the control loop writes it. */
final class HistoryBuilder {
    private final Store store;

    HistoryBuilder(Store store, String... nodes) {
        this.store = store;
        for (String n : nodes) {
            store.nodes().save(new NodeConfig(n, "10.0.0.1", 22, "vodview", "~/.ssh/id_ed25519", 1e9, null, null));
        }
    }

    /** A load of {@code load} % with equal CPU, memory and network (eq. 1 is then {@code load}). */
    static NodeSampleRow row(String node, long t, double load) {
        return NodeSampleRow.measured(node, NodeHealth.OK, new LoadSample(t, load, load, load), load);
    }

    static NodeSampleRow down(String node, long t, NodeHealth health) {
        return NodeSampleRow.unmeasured(node, t, health);
    }

    /**
     * Polls every {@code stepMs} in {@code [fromMs, toMs)}: {@code rows} gives each node's row at a time (or null
     * for no row), {@code streams} the cluster's streams; lambda and sigma are those of the measured loads.
     */
    void polls(long fromMs, long toMs, long stepMs, List<String> nodes, BiFunction<String, Long, NodeSampleRow> rows,
               java.util.function.LongToIntFunction streams) {
        for (long t = fromMs; t < toMs; t += stepMs) {
            List<NodeSampleRow> round = new ArrayList<>();
            List<Double> loads = new ArrayList<>();
            for (String n : nodes) {
                NodeSampleRow r = rows.apply(n, t);
                if (r != null) {
                    round.add(r);
                    if (r.sample() != null) {
                        loads.add(r.load());
                    }
                }
            }
            double[] l = loads.stream().mapToDouble(Double::doubleValue).toArray();
            store.samples().recordRound(round, new ClusterSample(t, ClusterMetrics.lambda(l), ClusterMetrics.sigma(l),
                    streams.applyAsInt(t)));
        }
    }

    Session session(String id, String node, long startedAtMs) {
        Session s = new Session(id, node, new SegmentKey("cam-" + id, startedAtMs - 3_600_000),
                Playhead.atBegin(startedAtMs - 1_800_000, 1.0),
                new StreamProfile(4_000_000, Quality.MAIN, StreamSource.IPSAN), startedAtMs);
        store.sessions().started(s);
        return s;
    }

    void decision(long t, String node, String sessionId, String summary) {
        PlaybackRequest r = new PlaybackRequest("cam-x", t - 3_600_000, t - 1_800_000, 1.0, Quality.MAIN, 4_000_000,
                null);
        store.decisions().record(new DecisionEntry(t, "op", r, node, sessionId, "least-load", summary, summary));
    }

    MoveRecord propose(Session s, String target, String reason, long createdMs) {
        return store.moves().create(new MoveDraft(s.id(), new MoveGrounds(s.nodeName(), target,
                new MigrationDraw(0.5, 0.1), SessionSimilarity.UNKNOWN, new LoadForecast(50, 50, 100, 50), reason),
                createdMs, createdMs + 300_000));
    }

    /** Approves, executes and finishes a move, and records the session on its new node. */
    Session move(Session s, String target, String reason, long createdMs, String approver, long doneMs) {
        MoveRecord p = propose(s, target, reason, createdMs);
        store.moves().approve(p.id(), approver, createdMs + 1_000, null);
        store.moves().startExecution(p.id(), createdMs + 2_000);
        store.moves().done(p.id(), doneMs, "moved");
        Session moved = s.withNode(target);
        store.sessions().update(moved);
        return moved;
    }
}
