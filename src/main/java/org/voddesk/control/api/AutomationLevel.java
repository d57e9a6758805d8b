package org.voddesk.control.api;

import java.util.Locale;

/**
 * How far migration plans run without a supervisor (ALGORITHMS.md §7), a supervisor setting, audited:
 * {@link #MANUAL} (every plan waits; the default, as the control room asked), {@link #PARTIAL} (a plan whose
 * priority is within {@link PlanSettings#partialMaxPriority()} runs by itself), {@link #AUTOMATIC} (every plan runs
 * by itself). A plan that runs by itself is recorded as approved by {@code system}, with the level that allowed it.
 * Failure re-homing ({@link ReHomingMode}) and overload relief ({@link PlanSettings#relief()}) have their own switch.
 */
public enum AutomationLevel {
    MANUAL, PARTIAL, AUTOMATIC;

    /** The lower-case word used in settings. */
    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Parses {@link #word()}; throws {@link IllegalArgumentException} naming the accepted words. */
    public static AutomationLevel fromWord(String word) {
        for (AutomationLevel l : values()) {
            if (l.word().equals(word)) {
                return l;
            }
        }
        throw new IllegalArgumentException("automation level must be manual, partial or automatic, got '" + word + "'");
    }
}
