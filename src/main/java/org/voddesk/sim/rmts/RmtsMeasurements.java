package org.voddesk.sim.rmts;

import org.voddesk.policy.rmts.ReHoming;
import org.voddesk.sim.Metric;
import org.voddesk.sim.RunResult;

/** What a {@code rmts-2015} run measures over its measured period. */
final class RmtsMeasurements {
    private long requests;
    private long accepted;
    private double delaySum;
    private long handOvers;
    private final long[] servedAfter = new long[3];
    private long refusedNoHolder;
    private ReHoming failure;
    private long reHomingHandOvers;

    void request() {
        requests++;
    }

    void refused(boolean noLiveHolder) {
        if (noLiveHolder) {
            refusedNoHolder++;
        }
    }

    void accepted(double delay, int pathLength) {
        accepted++;
        delaySum += delay;
        handOvers += pathLength;
        servedAfter[Math.min(pathLength, servedAfter.length - 1)]++;
    }

    void failure(ReHoming reHoming) {
        failure = reHoming;
        reHomingHandOvers = reHoming.reHomed().stream().mapToLong(h -> h.handOvers().size()).sum();
    }

    /**
     * {@code mu = accepted / arrived}, mean delay over accepted requests, and migrations = sessions handed over to
     * serve requests (each briefly disturbs a viewer). With a failure, the re-homing figures are extras.
     */
    RunResult result() {
        RunResult.Builder b = RunResult.builder()
                .put(Metric.REQUESTS, requests)
                .put(Metric.ACCEPTED, accepted)
                .put(Metric.SUCCESS_RATE, requests == 0 ? 0 : (double) accepted / requests)
                .put(Metric.MEAN_DELAY, accepted == 0 ? 0 : delaySum / accepted)
                .put(Metric.MIGRATIONS, handOvers)
                .extra("refused_no_holder", refusedNoHolder)
                .extra("paths_1", servedAfter[1])
                .extra("paths_2+", servedAfter[2]);
        if (failure != null) {
            b.extra("re-homed", failure.reHomed().size())
                    .extra("ended", failure.ended().size())
                    .extra("ended_no_holder", failure.endedForNoLiveHolder())
                    .extra("re-homing_hand-overs", reHomingHandOvers);
        }
        return b.build();
    }
}
