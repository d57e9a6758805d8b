package org.voddesk.core;

import java.util.regex.Pattern;

/**
 * Validation of the identifiers that cross the wire to a node (DESIGN.md, node protocol): camera, session
 * and node names are {@code [A-Za-z0-9._-]{1,64}}, so they can never carry shell syntax.
 */
public final class Ids {
    private static final int MAX_LENGTH = 64;
    private static final Pattern ID = Pattern.compile("[A-Za-z0-9._-]{1,64}");
    /** The allowed ASCII characters, as a lookup table (immutable after class initialisation). */
    private static final boolean[] ALLOWED = new boolean[128];

    static {
        for (char c = 'a'; c <= 'z'; c++) {
            ALLOWED[c] = true;
            ALLOWED[Character.toUpperCase(c)] = true;
        }
        for (char c = '0'; c <= '9'; c++) {
            ALLOWED[c] = true;
        }
        ALLOWED['.'] = true;
        ALLOWED['_'] = true;
        ALLOWED['-'] = true;
    }

    private Ids() {
    }

    /** Whether {@code value} is a well-formed identifier. */
    public static boolean isValid(String value) {
        // A character loop rather than a regex: every Session and request is checked, and the simulator makes
        // millions of them per sweep.
        if (value == null || value.isEmpty() || value.length() > MAX_LENGTH) {
            return false;
        }
        for (int i = 0; i < value.length(); i++) {
            if (!allowed(value.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /** The rule as a regular expression, for documentation and for the property test that checks the loop. */
    static Pattern pattern() {
        return ID;
    }

    private static boolean allowed(char c) {
        return c < ALLOWED.length && ALLOWED[c];
    }

    /**
     * Returns {@code value} when it is a well-formed identifier.
     *
     * @throws IllegalArgumentException naming {@code what} and the rule, with the offending value shortened
     */
    public static String require(String value, String what) {
        if (!isValid(value)) {
            throw new IllegalArgumentException(what + " must match [A-Za-z0-9._-]{1,64}, got " + shorten(value));
        }
        return value;
    }

    private static String shorten(String value) {
        if (value == null) {
            return "nothing";
        }
        String shown = value.length() > 40 ? value.substring(0, 40) + "..." : value;
        return "'" + shown.replaceAll("\\p{Cntrl}", "?") + "'";
    }
}
