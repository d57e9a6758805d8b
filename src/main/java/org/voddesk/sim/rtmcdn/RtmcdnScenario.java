package org.voddesk.sim.rtmcdn;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.voddesk.policy.overload.AttachmentPolicy;
import org.voddesk.policy.overload.LeastConnection;
import org.voddesk.policy.overload.QualityChange;
import org.voddesk.policy.overload.RelievingAttachment;
import org.voddesk.policy.overload.SearchBounds;
import org.voddesk.policy.overload.SourceChange;
import org.voddesk.sim.Metric;
import org.voddesk.sim.RunResult;
import org.voddesk.sim.RunSpec;
import org.voddesk.sim.Scenario;
import org.voddesk.sim.ScenarioOptions;

/**
 * {@code rtmcdn-overload} (ALGORITHMS.md §8.3): 4 ring nodes of 100 Mb/s ({@code BL = 90}), 20 cameras carried by
 * two neighbouring nodes each, offered in the top {@code --load} qualities of 4/2/1 Mb/s; viewers arrive until
 * the policy first refuses one. Policies {@code least-connection}, {@code source-change},
 * {@code quality-change}. The relief searches run on a fixed clock, so only their variant bound can cut them and
 * runs stay deterministic.
 */
public final class RtmcdnScenario implements Scenario {
    public static final String NAME = "rtmcdn-overload";
    static final List<String> POLICIES = List.of("least-connection", "source-change", "quality-change");
    private static final Clock FIXED = Clock.fixed(Instant.EPOCH, ZoneOffset.UTC);

    private final RtmcdnModel model;
    private final SearchBounds bounds;

    public RtmcdnScenario(RtmcdnModel model, SearchBounds bounds) {
        this.model = model;
        this.bounds = bounds;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public List<String> policies() {
        return POLICIES;
    }

    @Override
    public String loadLabel() {
        return "qualities";
    }

    @Override
    public List<Metric> chartMetrics() {
        return List.of(Metric.CONNECTED_VIEWERS, Metric.ACCEPTED);
    }

    @Override
    public void validate(List<String> names, List<Double> loads, ScenarioOptions options) {
        requireKnownPolicies(names);
        int max = model.bitratesMbps().size();
        for (double load : loads) {
            if (!(load >= 1 && load <= max && load == Math.rint(load))) {
                throw new IllegalArgumentException("--load for " + NAME + " is the number of qualities per camera, 1.."
                        + max + ", got " + load);
            }
        }
        if (options.alpha() != null || options.placement() != null || options.failNode()
                || options.planEveryMs() != null) {
            throw new IllegalArgumentException(NAME + " does not use --alpha, --placement, --fail-node or --plan-every");
        }
    }

    @Override
    public RunResult run(RunSpec spec) {
        return new RtmcdnRun(model, policy(spec.policy()), (int) spec.load(), spec.seed()).run();
    }

    AttachmentPolicy policy(String name) {
        return switch (name) {
            case "least-connection" -> new LeastConnection();
            case "source-change" -> new RelievingAttachment(new SourceChange(bounds, FIXED));
            case "quality-change" -> new RelievingAttachment(new QualityChange(bounds, FIXED));
            default -> throw new IllegalArgumentException("unknown policy " + name + " for " + NAME);
        };
    }
}
