package org.voddesk.report.sample;

import java.time.LocalDate;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.voddesk.core.ClusterMetrics;
import org.voddesk.core.NodeConfig;
import org.voddesk.core.NodeHealth;
import org.voddesk.store.ClusterSample;
import org.voddesk.store.NodeSampleRow;
import org.voddesk.store.Store;

/**
 * A test fixture: a synthetic day of a 5-node cluster, polled every 10 seconds, written through the store's own
 * repositories in about a second (poll rounds, placement decisions, sessions, migration moves with approvals,
 * rejections and expiries, failure re-homing, audit), for tests of the Reports screen that need a full day quickly.
 * Its nodes are a small model of their own; the committed {@code sample-data/sample-history.db} comes instead from
 * the demo cluster run by the real control loop ({@code org.voddesk.cli.sample.SampleDay}). Seeded.
 */
public final class SampleHistory {
    /** Poll interval; 10 s keeps the file at a few MB. */
    static final long POLL_MS = 10_000;
    static final List<String> NODES = List.of("vod-1", "vod-2", "vod-3", "vod-4", "vod-5");

    private SampleHistory() {
    }

    /** Writes the day {@code date} of {@code zone} into {@code store}, which should hold no history yet. */
    public static void write(Store store, LocalDate date, ZoneId zone, long seed) {
        for (String n : NODES) {
            store.nodes().save(new NodeConfig(n, "10.1.2." + (10 + NODES.indexOf(n)), 22, "vodview", "~/.ssh/id_ed25519",
                    SampleNode.BORD_BPS, n.equals("vod-3") ? "south" : "north", null));
        }
        long from = date.atStartOfDay(zone).toInstant().toEpochMilli();
        long to = date.plusDays(1).atStartOfDay(zone).toInstant().toEpochMilli();
        SplittableRandom random = new SplittableRandom(seed);
        List<SampleNode> nodes = NODES.stream().map(SampleNode::new).toList();
        SampleTraffic traffic = new SampleTraffic(store, nodes, random);
        for (long t = from; t < to; t += POLL_MS) {
            double hour = (t - from) / 3_600_000.0;
            nodes.get(4).health = vod5Health(hour);
            if (nodes.get(4).health == NodeHealth.FAILED && !nodes.get(4).sessions.isEmpty()) {
                traffic.reHome(nodes.get(4), t);
            }
            traffic.step(t, hour);
            List<NodeSampleRow> rows = new ArrayList<>();
            List<Double> loads = new ArrayList<>();
            for (SampleNode n : nodes) {
                NodeSampleRow row = n.poll(t, random);
                rows.add(row);
                if (row.sample() != null) {
                    loads.add(row.load());
                }
            }
            double[] l = loads.stream().mapToDouble(Double::doubleValue).toArray();
            store.samples().recordRound(rows, new ClusterSample(t, ClusterMetrics.lambda(l), ClusterMetrics.sigma(l),
                    traffic.streams()));
            if ((t - from) % 60_000 == 0) {
                traffic.plan(t);
            }
        }
    }

    /** vod-5 stops answering at 16:20, is declared failed after 30 s, and is back at 16:50. */
    private static NodeHealth vod5Health(double hour) {
        if (hour >= 16 + 20 / 60.0 && hour < 16 + 20.5 / 60.0) {
            return NodeHealth.UNREACHABLE;
        }
        return hour >= 16 + 20.5 / 60.0 && hour < 16 + 50 / 60.0 ? NodeHealth.FAILED : NodeHealth.OK;
    }
}
