package org.voddesk.sim.rmts;

/**
 * The fixed constants of the {@code rmts-2015} scenario (ALGORITHMS.md §8.2). They are the specification: a run
 * never changes them to favour a policy. Times in milliseconds.
 *
 * @param servers           media servers (20)
 * @param capacity          sessions a server serves at once, {@code L} (120)
 * @param videos            distinct videos (200)
 * @param zipfTheta         {@code theta} of the popularity {@code p_k ~ 1/k^(1-theta)} (0.271)
 * @param videosPerServer   standard placement: videos each server stores (20, so 400 replicas)
 * @param videosPerPair     sparse placement: videos each ring pair {@code (i, i+1)} stores (10)
 * @param sessionMs         every session plays the whole video (60 min)
 * @param warmUpMs          warm-up from an empty system, not measured (60 min)
 * @param measuredMs        measured period (6 h)
 * @param failAfterMs       the failure run: server 0 fails this long into the measured period (90 min)
 * @param gamma             {@code Gamma}: paths of at most {@code Gamma-1} hand-overs (3)
 * @param tau               a server's request handling time (1)
 */
public record RmtsModel(int servers, int capacity, int videos, double zipfTheta, int videosPerServer,
                        int videosPerPair, long sessionMs, long warmUpMs, long measuredMs, long failAfterMs,
                        int gamma, double tau) {
    /** ALGORITHMS.md §8.2 exactly. */
    public static final RmtsModel SPEC = new RmtsModel(20, 120, 200, 0.271, 20, 10, 3_600_000L, 3_600_000L,
            21_600_000L, 5_400_000L, 3, 1.0);

    public RmtsModel {
        if (servers < 2 || capacity < 1 || videos < 1 || videosPerServer < 1 || videosPerPair < 1) {
            throw new IllegalArgumentException("servers (>= 2), capacity, videos and store sizes must be positive");
        }
        if (!(zipfTheta >= 0 && zipfTheta < 1)) {
            throw new IllegalArgumentException("the Zipf theta must be in [0, 1), got " + zipfTheta);
        }
        if (sessionMs <= 0 || warmUpMs < 0 || measuredMs <= 0 || failAfterMs < 0 || failAfterMs >= measuredMs) {
            throw new IllegalArgumentException("times must be positive and the failure inside the measured period");
        }
        if ((long) servers * videosPerServer < videos) {
            throw new IllegalArgumentException("the standard placement cannot store every video once");
        }
        if ((long) servers * videosPerPair != videos) {
            throw new IllegalArgumentException("the sparse ring needs servers * videosPerPair = videos");
        }
    }

    /** End of the run. */
    public long endMs() {
        return warmUpMs + measuredMs;
    }

    /** When server 0 fails in the failure run. */
    public long failureMs() {
        return warmUpMs + failAfterMs;
    }

    public String serverName(int i) {
        return "srv-" + i;
    }

    public String videoName(int k) {
        return "v" + k;
    }
}
