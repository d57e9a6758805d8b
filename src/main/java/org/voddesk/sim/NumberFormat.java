package org.voddesk.sim;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/** Plain, locale-independent number text for tables and CSV: no exponent, no trailing zeros. */
final class NumberFormat {
    private NumberFormat() {
    }

    /** {@code value} rounded to {@code significant} digits (and at most 6 decimals), as plain text. */
    static String plain(double value, int significant) {
        if (value == 0) {
            return "0";
        }
        BigDecimal d = new BigDecimal(value).round(new MathContext(significant, RoundingMode.HALF_EVEN));
        if (d.scale() > 6) {
            d = d.setScale(6, RoundingMode.HALF_EVEN);
        }
        String s = d.stripTrailingZeros().toPlainString();
        return s.equals("-0") ? "0" : s;
    }

    /** A load value such as {@code 500} or {@code 0.5}. */
    static String load(double load) {
        return plain(load, 10);
    }
}
