package org.voddesk.sim.rtmcdn;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.voddesk.policy.overload.Attachment;
import org.voddesk.policy.overload.AttachmentPolicy;
import org.voddesk.policy.overload.BroadcastNode;
import org.voddesk.policy.overload.BroadcastView;
import org.voddesk.policy.overload.QualityLadder;
import org.voddesk.policy.overload.ReliefPlan;
import org.voddesk.policy.overload.Viewer;
import org.voddesk.policy.overload.ViewerRequest;
import org.voddesk.sim.Metric;
import org.voddesk.sim.RunResult;
import org.voddesk.sim.RunSeeds;

/**
 * One seeded run of {@code rtmcdn-overload}: viewers arrive one by one (no departures), each for a uniformly
 * random camera from a uniformly random site, asking for the top quality; the policy attaches them until it
 * first refuses one. The model has no time, so the run is a loop rather than events on the engine's clock.
 */
final class RtmcdnRun {
    private static final long ARRIVAL_STREAM = 1;

    private final RtmcdnModel m;
    private final AttachmentPolicy policy;
    private final RandomGenerator random;
    private BroadcastView view;

    RtmcdnRun(RtmcdnModel m, AttachmentPolicy policy, int qualities, long seed) {
        if (qualities < 1 || qualities > m.bitratesMbps().size()) {
            throw new IllegalArgumentException("qualities must be 1.." + m.bitratesMbps().size() + ", got " + qualities);
        }
        this.m = m;
        this.policy = policy;
        this.random = new SplittableRandom(RunSeeds.stream(seed, ARRIVAL_STREAM));
        List<BroadcastNode> nodes = new ArrayList<>();
        for (int i = 0; i < m.nodes(); i++) {
            nodes.add(new BroadcastNode(m.nodeName(i), m.capacityMbps(), m.boundaryFraction() * m.capacityMbps()));
        }
        List<QualityLadder> ladders = new ArrayList<>();
        for (int c = 0; c < m.cameras(); c++) {
            ladders.add(new QualityLadder(m.cameraName(c), m.bitratesMbps().subList(0, qualities)));
        }
        this.view = new BroadcastView(nodes, ladders, List.of());
    }

    RunResult run() {
        long moved = 0;
        long downgraded = 0;
        long cut = 0;
        boolean refusedAfterCut = false;
        for (int i = 0; i < m.maxViewers(); i++) {
            Attachment a = policy.attach(view, nextRequest(i));
            if (a instanceof Attachment.Refused refused) {
                refusedAfterCut = refused.plan().searchCut();
                break;
            }
            Attachment.Attached attached = (Attachment.Attached) a;
            ReliefPlan plan = attached.plan();
            view = view.withViewer(attached.viewer()).withPlan(plan);
            moved += plan.moves();
            downgraded += plan.downgrades();
            cut += plan.searchCut() ? 1 : 0;
        }
        int connected = view.viewers().size();
        double delivered = 0;
        for (Viewer v : view.viewers()) {
            delivered += view.bitrate(v);
        }
        return RunResult.builder()
                .put(Metric.REQUESTS, connected + 1)
                .put(Metric.ACCEPTED, connected)
                .put(Metric.CONNECTED_VIEWERS, connected)
                .extra("mean_quality_mbps", connected == 0 ? 0 : delivered / connected)
                .extra("moved", moved)
                .extra("downgraded", downgraded)
                .extra("cut_searches", cut + (refusedAfterCut ? 1 : 0))
                .build();
    }

    /** A viewer of a uniformly random camera at a uniformly random site, allowed on the carriers it can reach. */
    private ViewerRequest nextRequest(int i) {
        int camera = random.nextInt(m.cameras());
        int site = random.nextInt(m.nodes());
        Set<String> allowed = new LinkedHashSet<>();
        List<Integer> reachable = m.reachable(site);
        for (int n : m.carriers(camera)) {
            if (reachable.contains(n)) {
                allowed.add(m.nodeName(n));
            }
        }
        return new ViewerRequest("u" + i, m.cameraName(camera), allowed);
    }
}
