package org.voddesk.core;

import java.util.regex.Pattern;

/**
 * Validation of the identifiers that cross the wire to a node (DESIGN.md, node protocol): camera, session
 * and node names are {@code [A-Za-z0-9._-]{1,64}}, so they can never carry shell syntax.
 */
public final class Ids {
    private static final Pattern ID = Pattern.compile("[A-Za-z0-9._-]{1,64}");

    private Ids() {
    }

    /** Whether {@code value} is a well-formed identifier. */
    public static boolean isValid(String value) {
        // A loop, not ID.matcher(value).matches(): ids are checked on every record a poll reads and writes, and
        // the regex was a fifth of the CPU of a poll round. IdsProperties checks that both agree.
        if (value == null || value.isEmpty() || value.length() > 64) {
            return false;
        }
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            boolean ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                    || c == '.' || c == '_' || c == '-';
            if (!ok) {
                return false;
            }
        }
        return true;
    }

    /** The rule as a regular expression (for documentation and tests). */
    static Pattern pattern() {
        return ID;
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
