package org.voddesk.policy.overload;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The mutable working copy of a {@link BroadcastView} that one relief search explores: node loads, where each
 * viewer is and at which quality, and which viewers a plan already changed (pinned: a viewer changes at most
 * once per plan). Changes are journalled so that a branch of the search can be undone. It never leaves the
 * search that made it.
 */
final class SearchState {
    static final double EPSILON = 1e-9;

    final String[] nodeNames;
    final double[] boundary;
    final double[] load;
    final String[] viewerIds;
    final int[] stream;
    final int[] quality;
    final int[] node;
    final long[] allowed;
    final boolean[] pinned;
    final double[][] bitrate;
    /** The viewers on each node when the search started; a viewer that is not pinned is still there. */
    final int[][] initiallyOn;
    /** Per node, from the start of the search: the most one quality step of a viewer there frees, Mb/s. */
    final double[] bestStep;
    /** Per node, from the start of the search: what downgrading every viewer there to its lowest quality frees. */
    final double[] downgradable;
    /** Per node, from the start of the search: the quality steps its viewers could still lose. */
    final int[] stepsLeft;

    private int[] journal = new int[64];
    private int size;

    SearchState(BroadcastView view) {
        List<BroadcastNode> nodes = view.nodes();
        if (nodes.size() > 63) {
            throw new IllegalArgumentException("relief search handles at most 63 nodes, got " + nodes.size());
        }
        nodeNames = nodes.stream().map(BroadcastNode::name).toArray(String[]::new);
        boundary = nodes.stream().mapToDouble(BroadcastNode::boundaryMbps).toArray();
        load = new double[nodes.size()];
        Map<String, Integer> streams = new HashMap<>();
        List<QualityLadder> ladders = view.ladders();
        bitrate = new double[ladders.size()][];
        for (int i = 0; i < ladders.size(); i++) {
            streams.put(ladders.get(i).stream(), i);
            bitrate[i] = ladders.get(i).bitrateMbps().stream().mapToDouble(Double::doubleValue).toArray();
        }
        List<Viewer> viewers = view.viewers();
        int n = viewers.size();
        viewerIds = new String[n];
        stream = new int[n];
        quality = new int[n];
        node = new int[n];
        allowed = new long[n];
        pinned = new boolean[n];
        for (int v = 0; v < n; v++) {
            Viewer viewer = viewers.get(v);
            viewerIds[v] = viewer.id();
            stream[v] = streams.get(viewer.stream());
            quality[v] = viewer.quality();
            node[v] = view.index(viewer.node());
            for (String a : viewer.allowed()) {
                allowed[v] |= 1L << view.index(a);
            }
            load[node[v]] += rate(v);
        }
        int[] counts = new int[nodes.size()];
        for (int v = 0; v < n; v++) {
            counts[node[v]]++;
        }
        initiallyOn = new int[nodes.size()][];
        for (int k = 0; k < nodes.size(); k++) {
            initiallyOn[k] = new int[counts[k]];
            counts[k] = 0;
        }
        for (int v = 0; v < n; v++) {
            initiallyOn[node[v]][counts[node[v]]++] = v;
        }
        bestStep = new double[nodes.size()];
        downgradable = new double[nodes.size()];
        stepsLeft = new int[nodes.size()];
        for (int v = 0; v < n; v++) {
            double[] rates = bitrate[stream[v]];
            for (int q = quality[v] + 1; q < rates.length; q++) {
                bestStep[node[v]] = Math.max(bestStep[node[v]], (rates[quality[v]] - rates[q]) / (q - quality[v]));
            }
            downgradable[node[v]] += rates[quality[v]] - rates[rates.length - 1];
            stepsLeft[node[v]] += rates.length - 1 - quality[v];
        }
    }

    int nodes() {
        return nodeNames.length;
    }

    int viewers() {
        return viewerIds.length;
    }

    /** The bit rate viewer {@code v} receives now. */
    double rate(int v) {
        return bitrate[stream[v]][quality[v]];
    }

    /** The lowest quality index of viewer {@code v}'s stream. */
    int lowestQuality(int v) {
        return bitrate[stream[v]].length - 1;
    }

    double overload(int n) {
        return load[n] - boundary[n];
    }

    boolean overloaded(int n) {
        return overload(n) > EPSILON;
    }

    /** A point to {@link #undo} to. */
    int mark() {
        return size;
    }

    /** Re-attaches viewer {@code v} to node {@code to} and pins it. */
    void move(int v, int to) {
        record(v);
        double r = rate(v);
        load[node[v]] -= r;
        load[to] += r;
        node[v] = to;
        pinned[v] = true;
    }

    /** Switches viewer {@code v} to the lower quality {@code q} and pins it. */
    void downgrade(int v, int q) {
        record(v);
        load[node[v]] -= rate(v);
        quality[v] = q;
        load[node[v]] += rate(v);
        pinned[v] = true;
    }

    /** Applies a step found earlier in the search. */
    void apply(Step step) {
        if (step.toNode() != step.fromNode()) {
            move(step.viewer(), step.toNode());
        } else {
            downgrade(step.viewer(), step.toQuality());
        }
    }

    /** Undoes every change made since {@code mark}, newest first. */
    void undo(int mark) {
        while (size > mark) {
            size -= 4;
            int v = journal[size];
            load[node[v]] -= rate(v);
            node[v] = journal[size + 1];
            quality[v] = journal[size + 2];
            pinned[v] = journal[size + 3] == 1;
            load[node[v]] += rate(v);
        }
    }

    private void record(int v) {
        if (size + 4 > journal.length) {
            journal = Arrays.copyOf(journal, journal.length * 2);
        }
        journal[size++] = v;
        journal[size++] = node[v];
        journal[size++] = quality[v];
        journal[size++] = pinned[v] ? 1 : 0;
    }

    /**
     * One change of a plan: viewer {@code viewer} goes from {@code fromNode} to {@code toNode} (a move) or,
     * staying on its node, from {@code fromQuality} to {@code toQuality} (a downgrade).
     */
    record Step(int viewer, int fromNode, int toNode, int fromQuality, int toQuality) {
    }
}
