package org.voddesk.control.moves;

import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.ReHomingMode;
import org.voddesk.core.PlanDraft;

/**
 * Which setting lets a plan run without a supervisor (ALGORITHMS.md §7): failure re-homing only by its own switch
 * ({@link ControlSettings#reHomingMode()}); overload relief by its own switch or by the level; a balancing plan by
 * the automation level ({@code partial} up to a priority, or {@code automatic}).
 */
public final class PlanAutomation {
    private PlanAutomation() {
    }

    /** The setting that lets the plan run by itself, as the plan records it; {@code null} when it must wait. */
    public static String allows(PlanDraft plan, ControlSettings s) {
        return switch (plan.kind()) {
            case RE_HOMING -> s.reHomingMode() == ReHomingMode.AUTOMATIC ? "re-homing automatic" : null;
            case RELIEF -> s.plans().relief() == ReHomingMode.AUTOMATIC ? "relief automatic" : level(plan, s);
            case BALANCE -> level(plan, s);
        };
    }

    private static String level(PlanDraft plan, ControlSettings s) {
        return s.plans().levelRuns(plan.priority()) ? s.plans().levelText() : null;
    }
}
