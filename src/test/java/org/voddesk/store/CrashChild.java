package org.voddesk.store;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.voddesk.core.LoadSample;
import org.voddesk.core.MoveRecord;
import org.voddesk.core.NodeHealth;

/**
 * The process {@link CrashSafetyTest} kills: it writes poll rounds and approves moves as fast as it can,
 * printing {@code approved <id>} only after each approval call returned (committed). It runs until killed.
 *
 * <p>Arguments: the database file and the run number (which keeps ids and sample times of runs apart).
 */
public final class CrashChild {
    static final String READY = "ready";
    static final String APPROVED = "approved ";
    static final int NODES = 20;

    private CrashChild() {
    }

    public static void main(String[] args) {
        Path file = Path.of(args[0]);
        int run = Integer.parseInt(args[1]);
        try (Store store = Store.open(file, Fixtures.FAST)) {
            for (int n = 0; n < NODES; n++) {
                if (store.nodes().find(node(n)).isEmpty()) {
                    store.nodes().save(Fixtures.node(node(n)));
                }
            }
            String session = "run-" + run;
            store.sessions().started(Fixtures.session(session, node(0), "cam-" + run));
            acknowledge(READY);
            long base = Fixtures.T0 + run * 1_000_000_000L;
            for (int i = 0; ; i++) {
                long t = base + i * 5_000L;
                store.samples().recordRound(round(t), new ClusterSample(t, 1.5, 40, i));
                MoveRecord p = store.moves().create(Fixtures.draft(session, node(0), node(1 + i % 5), t,
                        t + 60_000));
                store.moves().approve(p.id(), "sue", t + 1, "run " + run + " step " + i);
                acknowledge(APPROVED + p.id());
                if (i % 3 == 0) {
                    store.moves().reject(store.moves().create(Fixtures.draft(session, node(2), node(3), t,
                            t + 60_000)).id(), "sue", t + 2, "not now");
                }
            }
        }
    }

    private static List<NodeSampleRow> round(long t) {
        List<NodeSampleRow> rows = new ArrayList<>(NODES);
        for (int n = 0; n < NODES; n++) {
            rows.add(NodeSampleRow.measured(node(n), NodeHealth.OK, new LoadSample(t, n, 50, (t / 5_000) % 100), 42));
        }
        return rows;
    }

    private static String node(int n) {
        return "vod-" + n;
    }

    /** A line the test may rely on: written and flushed only after what it reports is committed. */
    private static void acknowledge(String line) {
        System.out.println(line);
        System.out.flush();
    }
}
