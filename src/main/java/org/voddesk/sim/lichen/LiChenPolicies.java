package org.voddesk.sim.lichen;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;
import org.voddesk.policy.Policies;
import org.voddesk.sim.cluster.PolicySetup;

/**
 * The policies {@code li-chen-2014} runs (ALGORITHMS.md §8.1), taken from the console's own registry
 * ({@link Policies}): every placement policy by its name, and every placement policy combined with a migration
 * planner as {@code <placement>-<planner>} (the paper's {@code similarity-rem} is {@code similarity} + {@code rem}).
 */
public final class LiChenPolicies {
    /** The paper's comparison and our own policy, listed first. */
    static final String[] HEADLINE = {"least-load", "similarity", "similarity-rem", "bounded-hash",
        "prefix-affinity-balance"};

    private LiChenPolicies() {
    }

    /** The policies by name: the headline four first, then the rest in registry order. */
    public static Map<String, Supplier<PolicySetup>> standard() {
        Map<String, Supplier<PolicySetup>> all = new LinkedHashMap<>();
        for (String placement : Policies.placementNames()) {
            all.put(placement, () -> new PolicySetup(placement, Policies.placement(placement), null));
            for (String planner : Policies.plannerNames()) {
                String name = placement + "-" + planner;
                all.put(name, () -> new PolicySetup(name, Policies.placement(placement), Policies.planner(planner)));
            }
        }
        Map<String, Supplier<PolicySetup>> ordered = new LinkedHashMap<>();
        for (String name : HEADLINE) {
            Supplier<PolicySetup> s = all.remove(name);
            if (s != null) {
                ordered.put(name, s);
            }
        }
        ordered.putAll(all);
        return ordered;
    }
}
