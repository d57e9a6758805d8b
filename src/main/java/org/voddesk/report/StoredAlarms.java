package org.voddesk.report;

import java.util.List;
import java.util.Optional;
import org.voddesk.core.Alarm;
import org.voddesk.store.AlarmRepository;

/**
 * The day's alarm figures from the store's alarm history (the {@code alarm} table the console keeps): how many
 * alarms were raised and acknowledged in the period, and which one stayed unacknowledged longest within it.
 */
public final class StoredAlarms implements AlarmSource {
    private final AlarmRepository alarms;

    public StoredAlarms(AlarmRepository alarms) {
        this.alarms = alarms;
    }

    @Override
    public Optional<AlarmFigures> between(long fromMs, long toMs) {
        List<Alarm> rows = alarms.openDuring(fromMs, toMs);
        int opened = 0;
        int acknowledged = 0;
        Alarm longest = null;
        long longestMs = 0;
        for (Alarm a : rows) {
            opened += a.firstSeenMs() >= fromMs ? 1 : 0;
            Long ack = a.acknowledgedAtMs();
            acknowledged += ack != null && ack >= fromMs && ack < toMs ? 1 : 0;
            long unacknowledged = unacknowledgedWithin(a, fromMs, toMs);
            if (unacknowledged > longestMs) {
                longest = a;
                longestMs = unacknowledged;
            }
        }
        return Optional.of(new AlarmFigures(opened, acknowledged, longest == null ? null : longest.message(), longestMs));
    }

    /**
     * How long {@code a} was open and not acknowledged within {@code [fromMs, toMs)}: from when it was raised (or the
     * period's start) until it was acknowledged or cleared, whichever came first (or the period's end).
     */
    static long unacknowledgedWithin(Alarm a, long fromMs, long toMs) {
        long end = toMs;
        if (a.acknowledgedAtMs() != null) {
            end = Math.min(end, a.acknowledgedAtMs());
        }
        if (a.clearedAtMs() != null) {
            end = Math.min(end, a.clearedAtMs());
        }
        return Math.max(0, end - Math.max(fromMs, a.firstSeenMs()));
    }
}
