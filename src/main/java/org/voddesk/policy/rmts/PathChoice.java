package org.voddesk.policy.rmts;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The path choice of RMTS eq. 3-4 (Li, Ni, Wang &amp; Chen 2015): {@code mp = alpha * lambda / (Gamma - 1)
 * + (1 - alpha) * sigmaVar}, where {@code sigmaVar} is the variance of the live servers' loads after the
 * migration, normalised to [0, 1] by its maximum over the candidates (the paper gives no normalisation; this
 * choice is ours, ALGORITHMS.md §4). The smallest {@code mp} wins; ties go to the shorter path, then to the
 * lighter last server, then to the lighter origin (the paper's {@code S_i} is the holder that would otherwise
 * serve the request itself, Step 2/4: the least-loaded one), then to candidate order.
 */
final class PathChoice {
    private PathChoice() {
    }

    /** A candidate with its score. */
    record Scored(MigrationChain chain, double variance, double mp) {
    }

    /** The candidate with the smallest {@code mp}, or empty when there is none. */
    static Optional<Scored> best(ReplicaView view, List<MigrationChain> candidates, double alpha, int gamma) {
        Scored best = null;
        for (Scored s : score(view, candidates, alpha, gamma)) {
            if (best == null || better(view, s, best)) {
                best = s;
            }
        }
        return Optional.ofNullable(best);
    }

    /** Every candidate with its variance after the migration and its {@code mp}. */
    static List<Scored> score(ReplicaView view, List<MigrationChain> candidates, double alpha, int gamma) {
        LoadStats stats = LoadStats.of(view);
        double[] variances = new double[candidates.size()];
        double max = 0;
        for (int i = 0; i < candidates.size(); i++) {
            variances[i] = stats.varianceWithOneMoreOn(view.server(candidates.get(i).last()).load());
            max = Math.max(max, variances[i]);
        }
        List<Scored> scored = new ArrayList<>(candidates.size());
        for (int i = 0; i < candidates.size(); i++) {
            MigrationChain c = candidates.get(i);
            double normalised = max > 0 ? variances[i] / max : 0;
            double lengthTerm = gamma > 1 ? (double) c.length() / (gamma - 1) : 0;
            scored.add(new Scored(c, variances[i], alpha * lengthTerm + (1 - alpha) * normalised));
        }
        return scored;
    }

    /**
     * Sums over the live servers' loads, from which eq. 3's variance after a migration follows: a chain changes
     * only its last server's load (+1); the origin hands one session out and takes the new request.
     */
    record LoadStats(int n, double sum, double sumSquares) {
        static LoadStats of(ReplicaView view) {
            double sum = 0;
            double sumSquares = 0;
            int n = 0;
            for (ReplicaServer s : view.servers()) {
                if (s.isLive()) {
                    sum += s.load();
                    sumSquares += (double) s.load() * s.load();
                    n++;
                }
            }
            return new LoadStats(n, sum, sumSquares);
        }

        /** The population variance of the loads after one more session on a server of load {@code l}. */
        double varianceWithOneMoreOn(int l) {
            if (n == 0) {
                return 0;
            }
            double mean = (sum + 1) / n;
            return Math.max(0, (sumSquares + 2.0 * l + 1) / n - mean * mean);
        }
    }

    private static boolean better(ReplicaView view, Scored a, Scored b) {
        if (a.mp() != b.mp()) {
            return a.mp() < b.mp();
        }
        if (a.chain().length() != b.chain().length()) {
            return a.chain().length() < b.chain().length();
        }
        int lastA = view.server(a.chain().last()).load();
        int lastB = view.server(b.chain().last()).load();
        if (lastA != lastB) {
            return lastA < lastB;
        }
        return view.server(a.chain().origin()).load() < view.server(b.chain().origin()).load();
    }
}
