package org.voddesk.sim.rmts;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.voddesk.policy.rmts.ReplicaCatalogue;

/**
 * The standard placement of ALGORITHMS.md §8.2: replica counts proportional to popularity within
 * {@code 1..servers} summing to {@code servers * videosPerServer}, then a greedy assignment of videos (most
 * replicas first) to the servers with room and the lowest expected load ({@code sum of p_k / r_k} of the
 * videos they store).
 */
final class StandardPlacement {
    private StandardPlacement() {
    }

    static ReplicaCatalogue place(RmtsModel m, Popularity p) {
        int[] replicas = replicaCounts(p, m.servers() * m.videosPerServer(), m.servers());
        List<Integer> order = new ArrayList<>();
        for (int k = 0; k < m.videos(); k++) {
            order.add(k);
        }
        order.sort(Comparator.<Integer>comparingInt(k -> -replicas[k]).thenComparingInt(k -> k));
        double[] expected = new double[m.servers()];
        int[] stored = new int[m.servers()];
        Map<String, List<String>> holders = new LinkedHashMap<>();
        for (int k : order) {
            List<Integer> withRoom = new ArrayList<>();
            for (int s = 0; s < m.servers(); s++) {
                if (stored[s] < m.videosPerServer()) {
                    withRoom.add(s);
                }
            }
            withRoom.sort(ReplicaPlacement.byExpectedLoad(expected, stored));
            if (withRoom.size() < replicas[k]) {
                throw new IllegalStateException("standard placement: no " + replicas[k] + " servers with room for "
                        + m.videoName(k));
            }
            List<String> names = new ArrayList<>();
            for (int s : withRoom.subList(0, replicas[k])) {
                stored[s]++;
                expected[s] += p.probability(k) / replicas[k];
                names.add(m.serverName(s));
            }
            holders.put(m.videoName(k), names);
        }
        return new ReplicaCatalogue(ReplicaPlacement.servers(m), holders);
    }

    /**
     * Replica counts proportional to popularity, each within {@code 1..max}, summing to {@code total}: the scale
     * {@code s} with {@code sum clamp(s * p_k, 1, max) = total} is found by bisection, then the clamped values are
     * rounded by largest remainder (ties to the more popular video).
     */
    static int[] replicaCounts(Popularity p, int total, int max) {
        int n = p.videos();
        if (total < n || total > (long) n * max) {
            throw new IllegalArgumentException("cannot give " + n + " videos 1.." + max + " replicas summing to " + total);
        }
        double lo = 0;
        double hi = total / p.probability(n - 1) + 1;
        for (int iteration = 0; iteration < 200; iteration++) {
            double mid = (lo + hi) / 2;
            if (clampedSum(p, mid, max) < total) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        double[] ideal = new double[n];
        int[] counts = new int[n];
        int sum = 0;
        for (int k = 0; k < n; k++) {
            ideal[k] = Math.min(max, Math.max(1, hi * p.probability(k)));
            counts[k] = (int) Math.floor(ideal[k] + 1e-9);
            sum += counts[k];
        }
        List<Integer> byRemainder = new ArrayList<>();
        for (int k = 0; k < n; k++) {
            byRemainder.add(k);
        }
        byRemainder.sort(Comparator.<Integer>comparingDouble(k -> -(ideal[k] - counts[k])).thenComparingInt(k -> k));
        for (int i = 0; sum < total; i = (i + 1) % n) {
            int k = byRemainder.get(i);
            if (counts[k] < max) {
                counts[k]++;
                sum++;
            }
        }
        return counts;
    }

    private static double clampedSum(Popularity p, double scale, int max) {
        double sum = 0;
        for (int k = 0; k < p.videos(); k++) {
            sum += Math.min(max, Math.max(1, scale * p.probability(k)));
        }
        return sum;
    }
}
