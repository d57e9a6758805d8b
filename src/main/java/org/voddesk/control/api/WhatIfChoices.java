package org.voddesk.control.api;

import java.util.List;
import org.voddesk.core.whatif.ReplayPolicy;

/**
 * What a supervisor may pick for a what-if run ({@link WhatIfRuns#choicesAsync}): the placement policies and the
 * migration planners the simulator replays, and the comparison it runs when none is picked.
 *
 * @param placements the placement policy names, in the registry's order
 * @param planners   the migration planner names, in the registry's order
 * @param inForce    the policy pair in force now (the settings'); a day's own may differ (its placement decisions
 *                   name it)
 * @param standard   the standard comparison for {@code inForce}: it, the console's default pair, the papers' pair
 *                   (similarity + REM) and least-load, each once
 */
public record WhatIfChoices(List<String> placements, List<String> planners, ReplayPolicy inForce,
                            List<ReplayPolicy> standard) {
    public WhatIfChoices {
        if (inForce == null) {
            throw new IllegalArgumentException("what-if choices name the policy in force");
        }
        placements = List.copyOf(placements);
        planners = List.copyOf(planners);
        standard = List.copyOf(standard);
    }
}
