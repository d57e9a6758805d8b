package org.voddesk.core;

/**
 * Where a playback is in its recording and how fast it moves.
 *
 * @param beginMs    where playback began, epoch ms (the paper's {@code T_s})
 * @param positionMs current play position, epoch ms
 * @param rate       playback rate (as the protocol carries it, {@link Rates#carried})
 */
public record Playhead(long beginMs, long positionMs, double rate) {
    public Playhead {
        rate = Rates.carried(rate); // what the protocol carries is what is recorded
    }

    /** A playback that has not moved yet: its position is where it began. */
    public static Playhead atBegin(long beginMs, double rate) {
        return new Playhead(beginMs, beginMs, rate);
    }

    public Playhead withRate(double newRate) {
        return new Playhead(beginMs, positionMs, newRate);
    }

    public Playhead withPosition(long newPositionMs) {
        return new Playhead(beginMs, newPositionMs, rate);
    }
}
