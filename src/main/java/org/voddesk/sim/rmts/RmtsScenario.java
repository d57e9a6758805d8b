package org.voddesk.sim.rmts;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.voddesk.policy.rmts.FailureReHoming;
import org.voddesk.policy.rmts.LastMinuteScheduler;
import org.voddesk.policy.rmts.NoMigrationScheduler;
import org.voddesk.policy.rmts.RemScheduler;
import org.voddesk.policy.rmts.ReplicaCatalogue;
import org.voddesk.policy.rmts.RequestScheduler;
import org.voddesk.policy.rmts.RmtsParameters;
import org.voddesk.policy.rmts.RmtsScheduler;
import org.voddesk.sim.Metric;
import org.voddesk.sim.ResultRow;
import org.voddesk.sim.RunResult;
import org.voddesk.sim.RunSpec;
import org.voddesk.sim.Scenario;
import org.voddesk.sim.ScenarioOptions;
import org.voddesk.sim.Summary;

/**
 * {@code rmts-2015} (ALGORITHMS.md §8.2): 20 servers of 120 sessions holding replicas of 200 videos, Poisson
 * arrivals of {@code --load} requests per minute, blocking; policies {@code no-migration}, {@code last-minute},
 * {@code rem}, {@code rmts} ({@code --alpha}) and our variant {@code rmts-on-block}; {@code --placement
 * standard|sparse}; {@code --fail-node} fails server 0 in the measured period and reports the re-homing.
 */
public final class RmtsScenario implements Scenario {
    public static final String NAME = "rmts-2015";
    static final List<String> POLICIES = List.of("no-migration", "last-minute", "rem", "rmts", "rmts-on-block");
    static final double MAX_ARRIVALS_PER_MINUTE = 1000;

    private final RmtsModel model;
    private final Popularity popularity;
    private final ReplicaCatalogue standard;
    private final ReplicaCatalogue sparse;

    public RmtsScenario(RmtsModel model) {
        this.model = model;
        this.popularity = new Popularity(model.videos(), model.zipfTheta());
        this.standard = ReplicaPlacement.STANDARD.place(model, popularity);
        this.sparse = ReplicaPlacement.SPARSE.place(model, popularity);
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
        return "arrivals/min";
    }

    @Override
    public List<Metric> chartMetrics() {
        return List.of(Metric.SUCCESS_RATE, Metric.MEAN_DELAY);
    }

    @Override
    public void validate(List<String> names, List<Double> loads, ScenarioOptions options) {
        requireKnownPolicies(names);
        for (double load : loads) {
            if (!(load > 0 && load <= MAX_ARRIVALS_PER_MINUTE)) {
                throw new IllegalArgumentException("--load for " + NAME + " is arrivals per minute in (0, "
                        + (int) MAX_ARRIVALS_PER_MINUTE + "], got " + load);
            }
        }
        if (options.placement() != null) {
            ReplicaPlacement.fromWord(options.placement());
        }
        if (options.planEveryMs() != null) {
            throw new IllegalArgumentException(NAME + " does not use --plan-every (its schedulers decide per request)");
        }
    }

    @Override
    public RunResult run(RunSpec spec) {
        RmtsParameters params = parameters(spec.options());
        ReplicaCatalogue catalogue = placement(spec.options()) == ReplicaPlacement.SPARSE ? sparse : standard;
        return new RmtsRun(model, catalogue, popularity, scheduler(spec.policy(), params),
                new FailureReHoming(params), spec.load(), spec.options().failNode(), spec.seed()).run();
    }

    /** The paper's parameters with the model's {@code Gamma} and {@code tau} and the chosen {@code alpha}. */
    RmtsParameters parameters(ScenarioOptions options) {
        RmtsParameters p = new RmtsParameters(model.gamma(), RmtsParameters.DEFAULT.thresholdFraction(),
                RmtsParameters.DEFAULT.b(), RmtsParameters.DEFAULT.alpha(), model.tau());
        return options.alpha() == null ? p : p.withAlpha(options.alpha());
    }

    static ReplicaPlacement placement(ScenarioOptions options) {
        return options.placement() == null ? ReplicaPlacement.STANDARD : ReplicaPlacement.fromWord(options.placement());
    }

    static RequestScheduler scheduler(String policy, RmtsParameters params) {
        return switch (policy) {
            case "no-migration" -> new NoMigrationScheduler(params);
            case "last-minute" -> new LastMinuteScheduler(params);
            case "rem" -> new RemScheduler(params);
            case "rmts" -> new RmtsScheduler(params);
            case "rmts-on-block" -> RmtsScheduler.onBlock(params);
            default -> throw new IllegalArgumentException("unknown policy " + policy + " for " + NAME);
        };
    }

    /** With {@code --fail-node}: {@code re-homed N, ended M} per row, and how many ended for want of a holder. */
    @Override
    public List<String> notes(List<ResultRow> rows) {
        List<String> lines = new ArrayList<>();
        for (ResultRow row : rows) {
            Summary reHomed = row.extras().get("re-homed");
            Summary ended = row.extras().get("ended");
            Summary noHolder = row.extras().get("ended_no_holder");
            if (reHomed != null && ended != null && noHolder != null) {
                lines.add(String.format(Locale.ROOT, "%s at %s: re-homed %s, ended %s (%s because no live server "
                                + "holds their video)", row.policy(), plain(row.load()), plain(reHomed.mean()),
                        plain(ended.mean()), plain(noHolder.mean())));
            }
        }
        return lines;
    }

    private static String plain(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : String.format(Locale.ROOT, "%.1f", v);
    }
}
