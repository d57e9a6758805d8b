package org.voddesk.sim.cluster;

import org.voddesk.policy.MigrationPlanner;
import org.voddesk.policy.PlacementPolicy;

/**
 * What a named policy of a simulation runs: a placement policy for every request and, optionally, a migration
 * planner (run at every load report in a paper scenario, at the console's planning interval in a replay).
 *
 * @param name      the name on the command line
 * @param placement the placement policy
 * @param planner   the migration planner, or {@code null}
 */
public record PolicySetup(String name, PlacementPolicy placement, MigrationPlanner planner) {
    public PolicySetup {
        if (name == null || placement == null) {
            throw new IllegalArgumentException("a policy setup needs a name and a placement policy");
        }
    }
}
