package org.voddesk.policy;

/**
 * Short, allocation-light number formatting for explanations: at most two decimals, trailing zeros dropped
 * ({@code 63.4}, {@code 1.5}, {@code 20}). {@code String.format} would cost more than a whole placement.
 */
final class Fmt {
    private Fmt() {
    }

    static String num(double value) {
        if (Double.isNaN(value)) {
            return "n/a";
        }
        if (Double.isInfinite(value) || Math.abs(value) >= 1e15) {
            return Double.toString(value);
        }
        long hundredths = Math.round(value * 100);
        StringBuilder sb = new StringBuilder(12);
        if (hundredths < 0) {
            sb.append('-');
            hundredths = -hundredths;
        }
        sb.append(hundredths / 100);
        long frac = hundredths % 100;
        if (frac != 0) {
            sb.append('.').append(frac / 10);
            if (frac % 10 != 0) {
                sb.append(frac % 10);
            }
        }
        return sb.toString();
    }
}
