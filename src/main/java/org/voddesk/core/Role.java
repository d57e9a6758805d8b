package org.voddesk.core;

import java.util.Locale;

/**
 * What a console user may do (DESIGN.md, "Who uses it"): an {@link #OPERATOR} plays, stops and changes the
 * speed of playback; a {@link #SUPERVISOR} may also approve or reject migrations, edit nodes and settings,
 * manage users and export reports.
 */
public enum Role {
    OPERATOR, SUPERVISOR;

    /** Whether this role may decide migration plans and their moves and change settings. */
    public boolean supervises() {
        return this == SUPERVISOR;
    }

    /** The lower-case word used in files and the database ({@code operator}, {@code supervisor}). */
    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Parses {@link #word()}; throws {@link IllegalArgumentException} naming the accepted words. */
    public static Role fromWord(String word) {
        for (Role r : values()) {
            if (r.word().equals(word)) {
                return r;
            }
        }
        throw new IllegalArgumentException("role must be operator or supervisor, got '" + word + "'");
    }
}
