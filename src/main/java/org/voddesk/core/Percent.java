package org.voddesk.core;

/** Checks of utilisations in percent. */
final class Percent {
    private Percent() {
    }

    static double require(double value, String what) {
        if (!(value >= 0 && value <= 100)) {
            throw new IllegalArgumentException(what + " must be a percentage in [0, 100], got " + value);
        }
        return value;
    }
}
