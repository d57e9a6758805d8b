package org.voddesk.sim;

/**
 * One run of a scenario: which policy, at which load, with which seed.
 *
 * @param policy   the policy name as the scenario lists it
 * @param load     the scenario's load parameter ({@code --load}: concurrent streams, arrivals per minute, ...)
 * @param runIndex 0-based index of the run within its (policy, load) cell
 * @param seed     the run's seed; the same for every policy at the same load and run index, so that policies
 *                 are compared on the same workload (common random numbers)
 * @param options  the scenario-specific options
 */
public record RunSpec(String policy, double load, int runIndex, long seed, ScenarioOptions options) {
    public RunSpec {
        if (policy == null || policy.isBlank()) {
            throw new IllegalArgumentException("a run needs a policy");
        }
        if (!Double.isFinite(load)) {
            throw new IllegalArgumentException("load must be finite, got " + load);
        }
        if (runIndex < 0) {
            throw new IllegalArgumentException("run index must be >= 0, got " + runIndex);
        }
        if (options == null) {
            throw new IllegalArgumentException("options are required (use ScenarioOptions.NONE)");
        }
    }
}
