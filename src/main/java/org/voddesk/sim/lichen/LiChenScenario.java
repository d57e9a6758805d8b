package org.voddesk.sim.lichen;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.voddesk.sim.RunResult;
import org.voddesk.sim.RunSpec;
import org.voddesk.sim.Scenario;
import org.voddesk.sim.ScenarioOptions;
import org.voddesk.sim.cluster.PolicySetup;

/**
 * {@code li-chen-2014} (ALGORITHMS.md §8.1): surveillance playback from a shared IPSAN on 5 nodes with
 * segment-prefix caches and interval caching, at a mean of {@code --load} concurrent streams; reports startup
 * latency, {@code lambda}, prefix hit ratio, migrations and rejections.
 */
public final class LiChenScenario implements Scenario {
    public static final String NAME = "li-chen-2014";
    /** Loads above this are refused: the model is about clusters of a few hundred streams. */
    static final int MAX_STREAMS = 100_000;

    private final LiChenParameters parameters;
    private final Map<String, Supplier<PolicySetup>> policies;

    /**
     * @param parameters the model's constants ({@link LiChenParameters#SPEC})
     * @param policies   the policies by name, in the order they are listed; a supplier gives a fresh setup per run
     */
    public LiChenScenario(LiChenParameters parameters, Map<String, Supplier<PolicySetup>> policies) {
        if (parameters == null || policies == null || policies.isEmpty()) {
            throw new IllegalArgumentException("the scenario needs its parameters and at least one policy");
        }
        this.parameters = parameters;
        this.policies = new LinkedHashMap<>(policies);
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public List<String> policies() {
        return List.copyOf(policies.keySet());
    }

    @Override
    public String loadLabel() {
        return "streams";
    }

    @Override
    public void validate(List<String> names, List<Double> loads, ScenarioOptions options) {
        requireKnownPolicies(names);
        for (double load : loads) {
            if (!(load >= 1 && load <= MAX_STREAMS && load == Math.rint(load))) {
                throw new IllegalArgumentException("--load for " + NAME + " is a whole number of concurrent streams in 1.."
                        + MAX_STREAMS + ", got " + load);
            }
        }
        if (options.planEveryMs() != null && options.planEveryMs() % parameters.reportPeriodMs() != 0) {
            throw new IllegalArgumentException("--plan-every for " + NAME + " is a multiple of the "
                    + parameters.reportPeriodMs() / 1000 + " s report period, got "
                    + options.planEveryMs() / 1000.0 + " s");
        }
        if (options.alpha() != null || options.placement() != null || options.failNode()) {
            throw new IllegalArgumentException(NAME + " does not use --alpha, --placement or --fail-node");
        }
    }

    @Override
    public RunResult run(RunSpec spec) {
        Supplier<PolicySetup> setup = policies.get(spec.policy());
        if (setup == null) {
            throw new IllegalArgumentException("unknown policy " + spec.policy() + " for " + NAME);
        }
        return new LiChenRun(parameters, setup.get(), (int) spec.load(), spec.seed(), spec.options().planEveryMs())
                .run();
    }
}
