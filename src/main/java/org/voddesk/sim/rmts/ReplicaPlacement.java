package org.voddesk.sim.rmts;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.voddesk.policy.rmts.ReplicaCatalogue;

/** The two replica placements of ALGORITHMS.md §8.2 ({@code --placement standard|sparse}). */
enum ReplicaPlacement {
    /**
     * {@code videosPerServer} videos per server; replica counts proportional to popularity, clamped to
     * {@code 1..servers}, summing to {@code servers * videosPerServer} by largest-remainder rounding; videos in
     * decreasing replica count go to the servers with room and the lowest expected load.
     */
    STANDARD {
        @Override
        ReplicaCatalogue place(RmtsModel m, Popularity p) {
            return StandardPlacement.place(m, p);
        }
    },
    /**
     * A ring: video of rank {@code k} is held by servers {@code k mod n} and {@code k+1 mod n}, so each pair holds
     * {@code videosPerPair} videos and popular videos are spread round the ring.
     */
    SPARSE {
        @Override
        ReplicaCatalogue place(RmtsModel m, Popularity p) {
            Map<String, List<String>> holders = new LinkedHashMap<>();
            for (int k = 0; k < m.videos(); k++) {
                int pair = k % m.servers();
                holders.put(m.videoName(k), List.of(m.serverName(pair), m.serverName((pair + 1) % m.servers())));
            }
            return new ReplicaCatalogue(servers(m), holders);
        }
    };

    abstract ReplicaCatalogue place(RmtsModel m, Popularity p);

    /** The option word. */
    String word() {
        return name().toLowerCase(Locale.ROOT);
    }

    static ReplicaPlacement fromWord(String word) {
        for (ReplicaPlacement p : values()) {
            if (p.word().equals(word)) {
                return p;
            }
        }
        throw new IllegalArgumentException("--placement must be standard or sparse, got '" + word + "'");
    }

    static List<String> servers(RmtsModel m) {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < m.servers(); i++) {
            names.add(m.serverName(i));
        }
        return names;
    }

    /** Orders servers by expected load, then by most room left, then by index. */
    static Comparator<Integer> byExpectedLoad(double[] expected, int[] stored) {
        return Comparator.<Integer>comparingDouble(i -> expected[i]).thenComparingInt(i -> stored[i])
                .thenComparingInt(i -> i);
    }
}
