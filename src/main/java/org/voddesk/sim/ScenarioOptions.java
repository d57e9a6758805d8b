package org.voddesk.sim;

/**
 * The command-line options that only some scenarios use ({@code --alpha}, {@code --placement},
 * {@code --fail-node}, {@code --plan-every}); {@code null} / {@code false} when not given. A scenario refuses the
 * options it does not define ({@link Scenario#validate}).
 *
 * @param alpha       RMTS path-choice weight, or {@code null}
 * @param placement   replica placement name, or {@code null}
 * @param failNode    whether to fail a node during the measured period
 * @param planEveryMs how often a migration planner runs (the console's planning interval), or {@code null} for
 *                    at every load report (the papers' REM)
 */
public record ScenarioOptions(Double alpha, String placement, boolean failNode, Long planEveryMs) {
    public static final ScenarioOptions NONE = new ScenarioOptions(null, null, false, null);

    public ScenarioOptions {
        if (alpha != null && !(alpha >= 0 && alpha <= 1)) {
            throw new IllegalArgumentException("--alpha must be in [0, 1], got " + alpha);
        }
        if (planEveryMs != null && planEveryMs < 1) {
            throw new IllegalArgumentException("--plan-every must be a positive number of seconds, got "
                    + planEveryMs / 1000.0);
        }
    }

    /** The options without {@code --plan-every}. */
    public ScenarioOptions(Double alpha, String placement, boolean failNode) {
        this(alpha, placement, failNode, null);
    }
}
