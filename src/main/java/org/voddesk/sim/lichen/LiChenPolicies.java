package org.voddesk.sim.lichen;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;
import org.voddesk.policy.LeastLoadPolicy;
import org.voddesk.policy.RemPlanner;
import org.voddesk.policy.SimilarityPolicy;

/**
 * The policies {@code li-chen-2014} compares (ALGORITHMS.md §8.1), built from the very classes the console
 * runs: a name maps to a placement policy and, for the paper's combination, the REM planner.
 */
public final class LiChenPolicies {
    private LiChenPolicies() {
    }

    /** The policies by name, in the order the benchmarks list them. */
    public static Map<String, Supplier<PolicySetup>> standard() {
        Map<String, Supplier<PolicySetup>> m = new LinkedHashMap<>();
        m.put("least-load", () -> new PolicySetup("least-load", new LeastLoadPolicy(), null));
        m.put("similarity", () -> new PolicySetup("similarity", new SimilarityPolicy(), null));
        m.put("similarity-rem", () -> new PolicySetup("similarity-rem", new SimilarityPolicy(), new RemPlanner()));
        return m;
    }
}
