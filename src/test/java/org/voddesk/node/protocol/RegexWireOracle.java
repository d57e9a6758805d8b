package org.voddesk.node.protocol;

import java.util.regex.Pattern;
import org.voddesk.core.Rates;

/**
 * The regular-expression versions of {@link Wire#millis} and {@link Wire#rate}, as they were in {@code Wire} until
 * the hand-written parsers replaced them (they had been reported at about 12% of a poll's client CPU). Kept as the
 * test oracle of {@link WireNumberProperties}: the grammar written the way DESIGN.md reads.
 */
final class RegexWireOracle {
    private static final Pattern MILLIS = Pattern.compile("[0-9]{1,18}");
    private static final Pattern RATE = Pattern.compile("[0-9]{1,3}(\\.[0-9]{1,6})?");

    private RegexWireOracle() {
    }

    static long millis(String value, String what, int line) throws ProtocolException {
        if (value == null || !MILLIS.matcher(value).matches()) {
            throw new ProtocolException(line, what + " must be epoch milliseconds (digits), got "
                    + Wire.shown(value));
        }
        return Long.parseLong(value);
    }

    static double rate(String value, int line) throws ProtocolException {
        if (value == null || !RATE.matcher(value).matches()) {
            throw new ProtocolException(line, "rate must be a decimal like 1 or 0.5, got " + Wire.shown(value));
        }
        double rate = Double.parseDouble(value);
        if (!(rate > 0 && rate <= Rates.MAX)) {
            throw new ProtocolException(line, "rate must be in (0, " + Wire.formatRate(Rates.MAX) + "], got "
                    + value);
        }
        return rate;
    }
}
