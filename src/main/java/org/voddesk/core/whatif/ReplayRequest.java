package org.voddesk.core.whatif;

import java.util.ArrayList;
import java.util.List;

/**
 * What to replay: one recorded day, the policy that was in force (replayed first, for the calibration), the policies
 * to compare with it, and how many seeded runs each gets.
 *
 * @param trace    the recorded day
 * @param inForce  the policy pair that was in force that day (the day's placement policy and the planner set)
 * @param policies the policies to compare, in the order the report lists them; {@code inForce} may be among them (it
 *                 is replayed once either way)
 * @param times    planning interval and move hold
 * @param runs     seeded runs per policy, at least 1; figures are means over the runs
 * @param seed     seed of the runs: the same request and seed give the same report
 */
public record ReplayRequest(DayTrace trace, ReplayPolicy inForce, List<ReplayPolicy> policies, LoopTimes times,
                            int runs, long seed) {
    public ReplayRequest {
        if (trace == null || inForce == null || times == null) {
            throw new IllegalArgumentException("a replay needs the day, the policy in force and the loop's times");
        }
        policies = List.copyOf(policies);
        if (runs < 1) {
            throw new IllegalArgumentException("runs must be at least 1, got " + runs);
        }
    }

    /** The policies replayed, each once: the one in force first, then the others in order. */
    public List<ReplayPolicy> replayed() {
        List<ReplayPolicy> all = new ArrayList<>();
        all.add(inForce);
        for (ReplayPolicy p : policies) {
            if (!all.contains(p)) {
                all.add(p);
            }
        }
        return List.copyOf(all);
    }
}
