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

    private static final Pattern MILLIS = Pattern.compile("[0-9]{1,18}");
    private static final Pattern RATE = Pattern.compile("[0-9]{1,3}(\\.[0-9]{1,6})?");
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
        if (value == null || !MILLIS.matcher(value).matches()) {
            throw new ProtocolException(line, what + " must be epoch milliseconds (digits), got " + shown(value));
        }
        return Long.parseLong(value);
    }

    static long positive(String value, String what, int line) throws ProtocolException {
        long n = millis(value, what, line);
        if (n <= 0) {
            throw new ProtocolException(line, what + " must be positive, got " + value);
        }
        return n;
    }

    static double rate(String value, int line) throws ProtocolException {
        if (value == null || !RATE.matcher(value).matches()) {
            throw new ProtocolException(line, "rate must be a decimal like 1 or 0.5, got " + shown(value));
        }
        double rate = Double.parseDouble(value);
        if (!(rate > 0 && rate <= Rates.MAX)) {
            throw new ProtocolException(line, "rate must be in (0, " + formatRate(Rates.MAX) + "], got " + value);
        }
        return rate;
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
        Rates.require(rate);
        return BigDecimal.valueOf(rate).stripTrailingZeros().toPlainString();
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
