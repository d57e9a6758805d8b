package org.voddesk.node.protocol;

import java.math.BigDecimal;
import java.util.regex.Pattern;
import org.voddesk.core.Ids;
import org.voddesk.core.Rates;

/**
 * The scalar forms of {@code vodnode/1}: identifiers, epoch milliseconds, bit rates, playback rates and URLs,
 * each parsed strictly (no signs, no exponents, no surrounding space) and formatted canonically.
 */
public final class Wire {
    /** Longest line a node may send; longer lines are refused rather than buffered without bound. */
    public static final int MAX_LINE = 4096;

    private static final int MAX_DIGITS = 18;
    private static final int MAX_INT_DIGITS = 3;
    private static final int MAX_FRACTION_DIGITS = 6;
    private static final double[] POWERS_OF_TEN = {1, 10, 100, 1e3, 1e4, 1e5, 1e6};
    private static final Pattern CODE = Pattern.compile("[a-z][a-z0-9-]{0,63}");
    private static final Pattern URL = Pattern.compile("[\\x21-\\x7e]{1,2048}");

    private Wire() {
    }

    static String id(String value, String what, int line) throws ProtocolException {
        if (!Ids.isValid(value)) {
            throw new ProtocolException(line, what + " must match [A-Za-z0-9._-]{1,64}, got " + shown(value));
        }
        return value;
    }

    static long millis(String value, String what, int line) throws ProtocolException {
        long n = digits(value);
        if (n < 0) {
            throw new ProtocolException(line, what + " must be epoch milliseconds (digits), got " + shown(value));
        }
        return n;
    }

    /**
     * Step: the value of 1 to {@value #MAX_DIGITS} ASCII digits ({@code [0-9]{1,18}}: no sign, no space, no other
     * script's digits), or -1 for anything else. 18 digits always fit in a {@code long}, so there is no overflow.
     */
    static long digits(String s) {
        if (s == null || s.isEmpty() || s.length() > MAX_DIGITS) {
            return -1;
        }
        long n = 0;
        for (int i = 0; i < s.length(); i++) {
            int d = s.charAt(i) - '0';
            if (d < 0 || d > 9) {
                return -1;
            }
            n = n * 10 + d;
        }
        return n;
    }

    static long positive(String value, String what, int line) throws ProtocolException {
        long n = millis(value, what, line);
        if (n <= 0) {
            throw new ProtocolException(line, what + " must be positive, got " + value);
        }
        return n;
    }

    static double rate(String value, int line) throws ProtocolException {
        double rate = decimal(value);
        if (Double.isNaN(rate)) {
            throw new ProtocolException(line, "rate must be a decimal like 1 or 0.5, got " + shown(value));
        }
        if (!(rate > 0 && rate <= Rates.MAX)) {
            throw new ProtocolException(line, "rate must be in (0, " + formatRate(Rates.MAX) + "], got " + value);
        }
        return rate;
    }

    /**
     * Step: the value of a decimal {@code [0-9]{1,3}(\.[0-9]{1,6})?} (ASCII digits, at most 3 before and 1-6 after
     * an optional point; no sign, exponent or space), or NaN for anything else. The digits make an exact integer
     * {@code m} below 2^53 and the value is {@code m / 10^k}: one IEEE division of two exact doubles is correctly
     * rounded, so the result is the double {@link Double#parseDouble} gives for the same text.
     */
    static double decimal(String s) {
        if (s == null) {
            return Double.NaN;
        }
        int len = s.length();
        int i = 0;
        long m = 0;
        while (i < len && i <= MAX_INT_DIGITS && isDigit(s.charAt(i))) {
            m = m * 10 + (s.charAt(i++) - '0');
        }
        if (i == 0 || i > MAX_INT_DIGITS) {
            return Double.NaN;
        }
        if (i == len) {
            return m;
        }
        if (s.charAt(i) != '.') {
            return Double.NaN;
        }
        int fraction = len - i - 1;
        if (fraction < 1 || fraction > MAX_FRACTION_DIGITS) {
            return Double.NaN;
        }
        for (i++; i < len; i++) {
            if (!isDigit(s.charAt(i))) {
                return Double.NaN;
            }
            m = m * 10 + (s.charAt(i) - '0');
        }
        return m / POWERS_OF_TEN[fraction];
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    static String code(String value, int line) throws ProtocolException {
        if (value == null || !CODE.matcher(value).matches()) {
            throw new ProtocolException(line, "error code must be a lower-case word, got " + shown(value));
        }
        return value;
    }

    static String url(String value, int line) throws ProtocolException {
        if (value == null || !URL.matcher(value).matches()) {
            throw new ProtocolException(line, "url must be 1-2048 printable characters without spaces, got "
                    + shown(value));
        }
        return value;
    }

    /** Whether {@code code} is a valid error code word. */
    public static boolean isCode(String code) {
        return code != null && CODE.matcher(code).matches();
    }

    /** Whether {@code url} can be carried in a reply. */
    public static boolean isUrl(String url) {
        return url != null && URL.matcher(url).matches();
    }

    /** The canonical text of a rate: no exponent, no trailing zeros ({@code 1}, {@code 0.5}). */
    public static String formatRate(double rate) {
        return BigDecimal.valueOf(Rates.carried(rate)).setScale(Rates.FRACTION_DIGITS, java.math.RoundingMode.HALF_EVEN)
                .stripTrailingZeros().toPlainString();
    }

    /** Parses a rate the way the parser does, for callers that read one from a user (CLI, settings). */
    public static double parseRate(String text) {
        try {
            return rate(text, 0);
        } catch (ProtocolException e) {
            throw new IllegalArgumentException(e.reason(), e);
        }
    }

    /** A value as shown in an error: quoted, shortened, control characters replaced. */
    static String shown(String value) {
        if (value == null) {
            return "nothing";
        }
        String s = value.length() > 40 ? value.substring(0, 40) + "..." : value;
        return "'" + s.replaceAll("\\p{Cntrl}", "?") + "'";
    }
}
