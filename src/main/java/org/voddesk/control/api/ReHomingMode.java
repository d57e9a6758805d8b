package org.voddesk.control.api;

import java.util.Locale;

/**
 * What the control loop does with the sessions of a node that turned failed (ALGORITHMS.md §4, §7):
 * re-home them at once ({@link #AUTOMATIC}, recorded as moves approved by {@code system}), or make pending
 * moves a supervisor approves ({@link #PROPOSE}).
 */
public enum ReHomingMode {
    AUTOMATIC, PROPOSE;

    /** The lower-case word used in settings files. */
    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Parses {@link #word()}; throws {@link IllegalArgumentException} naming the accepted words. */
    public static ReHomingMode fromWord(String word) {
        for (ReHomingMode m : values()) {
            if (m.word().equals(word)) {
                return m;
            }
        }
        throw new IllegalArgumentException("re-homing mode must be automatic or propose, got '" + word + "'");
    }
}
