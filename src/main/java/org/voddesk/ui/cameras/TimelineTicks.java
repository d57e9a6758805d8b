package org.voddesk.ui.cameras;

import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;

/**
 * Where the recording timeline's axis puts its ticks: on round local times (every 4 h at 00:00, 04:00, ...; every
 * 10 min at :00, :10, ...), the fewest-step spacing that keeps at most the given number of ticks, so an operator
 * reads "12:00" and not "12:24" whatever the window's width.
 */
final class TimelineTicks {
    private static final long S = 1_000L;
    private static final long M = 60 * S;
    private static final long H = 60 * M;
    private static final long[] STEPS = {S, 2 * S, 5 * S, 10 * S, 15 * S, 30 * S, M, 2 * M, 5 * M, 10 * M, 15 * M,
        30 * M, H, 2 * H, 3 * H, 4 * H, 6 * H, 12 * H, 24 * H, 48 * H, 7 * 24 * H};

    private TimelineTicks() {
    }

    /** The spacing of ticks over {@code spanMs}: the smallest round step giving at most {@code most} ticks. */
    static long step(long spanMs, int most) {
        for (long s : STEPS) {
            if (spanMs / s <= most) {
                return s;
            }
        }
        return STEPS[STEPS.length - 1];
    }

    /** The tick times in [{@code startMs}, {@code endMs}]: multiples of the step in {@code zone}'s local time. */
    static List<Long> times(long startMs, long endMs, int most, ZoneId zone) {
        long step = step(Math.max(1, endMs - startMs), most);
        long offset = zone.getRules().getOffset(Instant.ofEpochMilli(startMs)).getTotalSeconds() * S;
        long first = Math.floorDiv(startMs + offset + step - 1, step) * step - offset;
        List<Long> out = new ArrayList<>();
        for (long t = first; t <= endMs; t += step) {
            out.add(t);
        }
        return out;
    }
}
