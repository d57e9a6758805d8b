package org.voddesk.sim.lichen;

import org.voddesk.policy.MigrationPlanner;
import org.voddesk.policy.PlacementPolicy;

/**
 * What a named policy of the scenario runs: a placement policy for every request and, optionally, a migration
 * planner run at every load report whose moves the simulator applies at once.
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
