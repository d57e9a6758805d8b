package org.voddesk.policy;

import java.util.List;
import java.util.random.RandomGenerator;
import org.voddesk.core.ClusterView;

/**
 * Plans load migrations over a cluster snapshot. In the console the result is a list of moves a supervisor
 * approves or rejects (ALGORITHMS.md §7); in the simulator they are applied at once. Same view and same
 * random sequence give the same plan.
 */
public interface MigrationPlanner {
    /** The planner's name ({@code rem}, ...). */
    String name();

    /** One planning pass; the moves are ordered as they were made and are meant to be applied in order. */
    List<MigrationMove> plan(ClusterView view, RandomGenerator random);
}
