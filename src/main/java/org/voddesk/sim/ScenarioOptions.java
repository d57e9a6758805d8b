package org.voddesk.sim;

/**
 * The command-line options that only some scenarios use ({@code --alpha}, {@code --placement},
 * {@code --fail-node}); {@code null} / {@code false} when not given. A scenario refuses the options it does not
 * define ({@link Scenario#validate}).
 *
 * @param alpha     RMTS path-choice weight, or {@code null}
 * @param placement replica placement name, or {@code null}
 * @param failNode  whether to fail a node during the measured period
 */
public record ScenarioOptions(Double alpha, String placement, boolean failNode) {
    public static final ScenarioOptions NONE = new ScenarioOptions(null, null, false);

    public ScenarioOptions {
        if (alpha != null && !(alpha >= 0 && alpha <= 1)) {
            throw new IllegalArgumentException("--alpha must be in [0, 1], got " + alpha);
        }
    }
}
