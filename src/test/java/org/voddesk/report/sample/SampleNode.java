package org.voddesk.report.sample;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.voddesk.core.LoadModel;
import org.voddesk.core.LoadSample;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.Session;
import org.voddesk.store.NodeSampleRow;

/**
 * One simulated VOD node of the sample history: the sessions it serves and what a poll of it measures. Network
 * utilisation is eq. 2 of the streams (ALGORITHMS.md §1) plus background traffic; CPU and memory follow the
 * network (a streaming server's work grows with what it sends), with noise.
 */
final class SampleNode {
    static final double BORD_BPS = 500e6;

    final String name;
    final List<Session> sessions = new ArrayList<>();
    NodeHealth health = NodeHealth.OK;
    private double lastLoad;

    SampleNode(String name) {
        this.name = name;
    }

    /** Network utilisation of the streams alone, percent. */
    double streamNet() {
        return LoadModel.estimatedNetPercent(sessions, BORD_BPS);
    }

    /** The load eq. 1 gives to the node's measurements, as last polled. */
    double load() {
        return lastLoad;
    }

    /** What a poll at {@code t} reads: measured when the node is ok, its health alone otherwise. */
    NodeSampleRow poll(long t, SplittableRandom random) {
        if (health != NodeHealth.OK) {
            return NodeSampleRow.unmeasured(name, t, health);
        }
        double net = clamp(streamNet() + 2 + 2 * random.nextDouble());
        double cpu = clamp(6 + 0.9 * net + 3 * random.nextGaussian());
        double mem = clamp(30 + 0.6 * net + 2 * random.nextGaussian());
        LoadSample s = new LoadSample(t, cpu, mem, net);
        lastLoad = LoadModel.DEFAULT.load(s);
        return NodeSampleRow.measured(name, health, s, lastLoad);
    }

    private static double clamp(double percent) {
        return Math.max(0, Math.min(100, percent));
    }
}
