package org.voddesk.sim.whatif;

import java.util.ArrayList;
import java.util.List;
import org.voddesk.core.whatif.ReplayPolicy;
import org.voddesk.policy.Policies;
import org.voddesk.sim.cluster.PolicySetup;

/**
 * The policy pairs a replay knows, from the console's own registry ({@link Policies}): a name is a placement policy
 * alone, {@code <placement>-<planner>} as {@code voddesk simulate} names pairs, or {@code <placement>+<planner>}.
 */
final class PolicyNames {
    /** The papers' pair (Li &amp; Chen 2014: similarity-based placement with cache-aware REM). */
    static final ReplayPolicy PAPERS = new ReplayPolicy("similarity", "rem");
    /** The traditional baseline: least-load placement, no planner. */
    static final ReplayPolicy LEAST_LOAD = new ReplayPolicy("least-load", null);

    private PolicyNames() {
    }

    /** The pair {@code name} stands for; throws {@link IllegalArgumentException} naming the known ones. */
    static ReplayPolicy parse(String name) {
        String n = name == null ? "" : name.trim();
        int plus = n.indexOf('+');
        if (plus >= 0) {
            ReplayPolicy p = new ReplayPolicy(n.substring(0, plus).trim(), n.substring(plus + 1).trim());
            return requireKnown(p, name);
        }
        if (Policies.placementNames().contains(n)) {
            return new ReplayPolicy(n, null);
        }
        for (String planner : Policies.plannerNames()) {
            String suffix = "-" + planner;
            if (n.endsWith(suffix) && Policies.placementNames().contains(n.substring(0, n.length() - suffix.length()))) {
                return new ReplayPolicy(n.substring(0, n.length() - suffix.length()), planner);
            }
        }
        throw unknown(name);
    }

    /** {@code p} if its placement policy and planner are known; otherwise the error {@link #parse} gives. */
    static ReplayPolicy requireKnown(ReplayPolicy p, String asWritten) {
        if (!Policies.placementNames().contains(p.placement())
                || (p.planner() != null && !Policies.plannerNames().contains(p.planner()))) {
            throw unknown(asWritten);
        }
        return p;
    }

    private static IllegalArgumentException unknown(String name) {
        return new IllegalArgumentException("unknown policy '" + name + "'; write <placement> or <placement>-<planner>"
                + " with a placement of " + String.join(", ", Policies.placementNames()) + " and a planner of "
                + String.join(", ", Policies.plannerNames()));
    }

    /** The console's default pair. */
    static ReplayPolicy consoleDefault() {
        return new ReplayPolicy(Policies.DEFAULT_PLACEMENT, Policies.DEFAULT_PLANNER);
    }

    /** The policy in force, the console's default, the papers' pair and least-load, each once, in that order. */
    static List<ReplayPolicy> standardComparison(ReplayPolicy inForce) {
        List<ReplayPolicy> all = new ArrayList<>();
        for (ReplayPolicy p : List.of(inForce, consoleDefault(), PAPERS, LEAST_LOAD)) {
            if (!all.contains(p)) {
                all.add(p);
            }
        }
        return List.copyOf(all);
    }

    /** New policy objects for one run of {@code p} (with the registry's default parameters). */
    static PolicySetup setup(ReplayPolicy p) {
        requireKnown(p, p.label());
        return new PolicySetup(p.label(), Policies.placement(p.placement()),
                p.planner() == null ? null : Policies.planner(p.planner()));
    }
}
