package org.voddesk.sim;

import java.util.List;

/**
 * What {@code voddesk simulate} asks for: a scenario, the policies and loads to cross, how many runs per cell
 * and the seed they derive from.
 */
public record SweepRequest(Scenario scenario, List<String> policies, List<Double> loads, int runs, long seed,
                           ScenarioOptions options) {
    public SweepRequest {
        if (scenario == null || options == null) {
            throw new IllegalArgumentException("a sweep needs a scenario and options");
        }
        if (policies == null || policies.isEmpty()) {
            throw new IllegalArgumentException("--policy needs at least one policy");
        }
        if (loads == null || loads.isEmpty()) {
            throw new IllegalArgumentException("--load needs at least one value");
        }
        if (runs < 1) {
            throw new IllegalArgumentException("--runs must be at least 1, got " + runs);
        }
        policies = List.copyOf(policies);
        loads = List.copyOf(loads);
        scenario.validate(policies, loads, options);
    }
}
