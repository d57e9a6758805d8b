package org.voddesk.core;

import java.util.Locale;

/**
 * Why a migration plan was made, which decides the switch that may run it without a supervisor (ALGORITHMS.md
 * §7): a balancing plan follows the automation level; overload relief and failure re-homing have their own
 * switches because they must act within seconds.
 */
public enum PlanKind {
    /** The planner's round: lowers the cluster's {@code lambda}. */
    BALANCE,
    /** The planner's round that relieves a node above {@code Loadmax} (priority 1). */
    RELIEF,
    /** The sessions of a failed node (one orphan, with the hand-overs that free its slot). */
    RE_HOMING;

    /** The word used in the database and in messages ({@code balance}, {@code relief}, {@code re-homing}). */
    public String word() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** Parses {@link #word()}; throws {@link IllegalArgumentException} for anything else. */
    public static PlanKind fromWord(String word) {
        for (PlanKind k : values()) {
            if (k.word().equals(word)) {
                return k;
            }
        }
        throw new IllegalArgumentException("unknown plan kind '" + word + "'");
    }
}
