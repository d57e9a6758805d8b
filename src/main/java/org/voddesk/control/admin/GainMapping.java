package org.voddesk.control.admin;

import org.voddesk.control.api.AutomationLevel;
import org.voddesk.control.api.PlanSettings;
import org.voddesk.control.api.ReHomingMode;
import org.voddesk.policy.GainParams;

/**
 * The one place where the settings' planner parameters ({@link PlanSettings}) meet policy's {@link GainParams}:
 * the defaults are GainParams', and GainParams' own rules check a setting (its message is the setting's error).
 * Fields of GainParams the settings do not expose keep their defaults.
 */
public final class GainMapping {
    private GainMapping() {
    }

    /** Manual automation, partial up to priority 2, relief proposed, and GainParams' default planner values. */
    public static PlanSettings defaults() {
        GainParams d = GainParams.DEFAULT;
        return new PlanSettings(AutomationLevel.MANUAL, 2, ReHomingMode.PROPOSE, d.minMoveGain(), d.minPlanGain(),
                d.maxMoves());
    }

    /** The gain planner's parameters of {@code s}; throws {@link IllegalArgumentException} when they break a rule. */
    public static GainParams params(PlanSettings s) {
        return GainParams.DEFAULT.withGains(s.minMoveGain(), s.minPlanGain()).withMaxMoves(s.maxMoves());
    }
}
