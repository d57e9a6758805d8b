package org.voddesk.policy.overload;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The dimensions of the variants {@code (x_1 .. x_H)} for one overloaded node (Manakova, §5, stage 2). Viewers
 * of the node that a plan has not yet changed are grouped into classes of equal stream, quality and reachable
 * targets (viewers of one class are interchangeable); a dimension is one way to change viewers of a class:
 * move them to one allowed target (Source Change), or switch them to one lower quality (Quality Change). A
 * variant is a count per dimension; the counts of one class share its viewers. Grouping by class rather than by
 * stream alone makes the paper's {@code x_h} exact when viewers of one stream have different allowed sets.
 */
final class VariantSpace {
    final int node;
    final List<int[]> classViewers = new ArrayList<>();
    final int[] dimClass;
    final int[] target;
    final int[] toQuality;
    final double[] unitFreed;
    final int[] unitLoss;
    final int[] unitMoves;
    private final double[] maxMoveFreedFrom;
    private final double[] maxFreedPerLossFrom;
    private final int[] movePoolFrom;
    private final boolean[] downgradesFrom;

    private record Key(int stream, int quality, long targets) {
    }

    private record Dim(int cls, int target, int toQuality, double freed, int loss, int moves, double room) {
    }

    private VariantSpace(int node, List<Dim> dims) {
        this.node = node;
        int n = dims.size();
        dimClass = new int[n];
        target = new int[n];
        toQuality = new int[n];
        unitFreed = new double[n];
        unitLoss = new int[n];
        unitMoves = new int[n];
        for (int i = 0; i < n; i++) {
            Dim d = dims.get(i);
            dimClass[i] = d.cls();
            target[i] = d.target();
            toQuality[i] = d.toQuality();
            unitFreed[i] = d.freed();
            unitLoss[i] = d.loss();
            unitMoves[i] = d.moves();
        }
        maxMoveFreedFrom = new double[n + 1];
        maxFreedPerLossFrom = new double[n + 1];
        movePoolFrom = new int[n + 1];
        downgradesFrom = new boolean[n + 1];
    }

    /**
     * The viewers a node started with, grouped by stream, quality and reachable targets for one set of excluded
     * nodes. It depends only on the start of the search, so one search computes it once per (node, exclusion).
     */
    record Partition(int[] stream, int[] quality, long[] targets, int[][] members) {
        static Partition of(SearchState s, int node, long excluded) {
            Map<Key, List<Integer>> classes = new LinkedHashMap<>();
            long forbidden = excluded | (1L << node);
            for (int v : s.initiallyOn[node]) {
                Key k = new Key(s.stream[v], s.quality[v], s.allowed[v] & ~forbidden);
                classes.computeIfAbsent(k, x -> new ArrayList<>()).add(v);
            }
            int n = classes.size();
            int[] stream = new int[n];
            int[] quality = new int[n];
            long[] targets = new long[n];
            int[][] members = new int[n][];
            int c = 0;
            for (Map.Entry<Key, List<Integer>> e : classes.entrySet()) {
                stream[c] = e.getKey().stream();
                quality[c] = e.getKey().quality();
                targets[c] = e.getKey().targets();
                List<Integer> list = e.getValue();
                members[c] = new int[list.size()];
                for (int i = 0; i < list.size(); i++) {
                    members[c][i] = list.get(i);
                }
                c++;
            }
            return new Partition(stream, quality, targets, members);
        }
    }

    /** The space of {@code node}'s unpinned viewers; targets exclude the node and the excluded nodes. */
    static VariantSpace of(SearchState s, int node, long excluded, boolean downgrades) {
        return of(s, node, Partition.of(s, node, excluded), downgrades);
    }

    /** The space of {@code node}'s unpinned viewers, from the node's {@link Partition}. */
    static VariantSpace of(SearchState s, int node, Partition partition, boolean downgrades) {
        List<Dim> moves = new ArrayList<>();
        List<Dim> lowers = new ArrayList<>();
        List<int[]> members = new ArrayList<>();
        for (int k = 0; k < partition.members().length; k++) {
            int[] unpinned = unpinned(s, node, partition.members()[k]);
            if (unpinned.length == 0) {
                continue;
            }
            int cls = members.size();
            members.add(unpinned);
            int stream = partition.stream()[k];
            int quality = partition.quality()[k];
            double rate = s.bitrate[stream][quality];
            for (int t = 0; t < s.nodes(); t++) {
                if ((partition.targets()[k] & (1L << t)) != 0) {
                    moves.add(new Dim(cls, t, quality, rate, 0, 1, s.boundary[t] - s.load[t]));
                }
            }
            if (downgrades) {
                for (int q = quality + 1; q < s.bitrate[stream].length; q++) {
                    lowers.add(new Dim(cls, -1, q, rate - s.bitrate[stream][q], q - quality, 0, 0));
                }
            }
        }
        // Promising dimensions first, so that the first feasible variant of a level comes early.
        moves.sort(Comparator.comparingDouble(Dim::freed).reversed().thenComparing(Comparator.comparingDouble(
                Dim::room).reversed()));
        lowers.sort(Comparator.comparingDouble((Dim d) -> d.freed() / d.loss()).reversed());
        List<Dim> all = new ArrayList<>(moves);
        all.addAll(lowers);
        VariantSpace space = new VariantSpace(node, all);
        space.classViewers.addAll(members);
        space.computeSuffixBounds();
        return space;
    }

    /** The members still on {@code node} and not yet changed by the plan. */
    private static int[] unpinned(SearchState s, int node, int[] members) {
        int n = 0;
        int[] kept = new int[members.length];
        for (int v : members) {
            if (!s.pinned[v] && s.node[v] == node) {
                kept[n++] = v;
            }
        }
        return n == members.length ? members : Arrays.copyOf(kept, n);
    }

    private void computeSuffixBounds() {
        for (int i = dims() - 1; i >= 0; i--) {
            boolean move = isMove(i);
            maxMoveFreedFrom[i] = Math.max(maxMoveFreedFrom[i + 1], move ? unitFreed[i] : 0);
            maxFreedPerLossFrom[i] = Math.max(maxFreedPerLossFrom[i + 1], move ? 0 : unitFreed[i] / unitLoss[i]);
            movePoolFrom[i] = movePoolFrom[i + 1] + (move ? classViewers.get(dimClass[i]).length : 0);
            downgradesFrom[i] = downgradesFrom[i + 1] || !move;
        }
    }

    int dims() {
        return dimClass.length;
    }

    int classes() {
        return classViewers.size();
    }

    boolean isMove(int dim) {
        return target[dim] >= 0;
    }

    /** Viewers that move dimensions could re-attach (a class counted once). */
    int movableViewers() {
        int n = 0;
        for (int[] c : classViewers) {
            n += c.length;
        }
        return n;
    }

    /** The smallest bit rate a move frees, or infinity when nothing can move. */
    double smallestMove() {
        double min = Double.POSITIVE_INFINITY;
        for (int i = 0; i < dims(); i++) {
            if (isMove(i)) {
                min = Math.min(min, unitFreed[i]);
            }
        }
        return min;
    }

    /** An upper bound of what dimensions {@code from..} can still free with this many moves and loss left. */
    double freeableFrom(int from, int lossLeft, int movesLeft) {
        return movesLeft * maxMoveFreedFrom[from] + lossLeft * maxFreedPerLossFrom[from];
    }

    /** Whether dimensions {@code from..} can still use up exactly this many moves and this much loss. */
    boolean canSpend(int from, int lossLeft, int movesLeft) {
        return movePoolFrom[from] >= movesLeft && (lossLeft == 0 || downgradesFrom[from]);
    }
}
