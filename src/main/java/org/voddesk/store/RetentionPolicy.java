package org.voddesk.store;

import java.time.Duration;
import java.util.List;
import org.voddesk.core.Ids;

/**
 * How old samples are thinned: each tier keeps, for samples older than its age, the first sample per node
 * (and the first cluster sample) of every {@code keepOnePer} interval, counted from the epoch in UTC.
 * Thinning keeps real measurements rather than averages, so the report's queries read old and new days
 * alike; what is lost are short spikes inside an interval, which the report of a past month does not show.
 *
 * @param tiers            from the youngest to the oldest; ages and intervals must grow
 * @param maxWindowsPerRun how many windows (one transaction each) one {@link Retention#run} may thin, so
 *                         that a run on a long backlog stays short; the next run continues
 */
public record RetentionPolicy(List<Tier> tiers, int maxWindowsPerRun) {
    /** Full resolution for a day, one sample per minute to 30 days, then one per 15 minutes. */
    public static final RetentionPolicy DEFAULT = new RetentionPolicy(List.of(
            new Tier("minute", Duration.ofDays(1), Duration.ofMinutes(1)),
            new Tier("quarter-hour", Duration.ofDays(30), Duration.ofMinutes(15))), 192);

    public RetentionPolicy {
        tiers = List.copyOf(tiers);
        if (maxWindowsPerRun < 1) {
            throw new IllegalArgumentException("a retention run must thin at least one window");
        }
        for (int i = 1; i < tiers.size(); i++) {
            Tier a = tiers.get(i - 1);
            Tier b = tiers.get(i);
            if (b.olderThan().compareTo(a.olderThan()) <= 0 || b.keepOnePer().compareTo(a.keepOnePer()) <= 0) {
                throw new IllegalArgumentException("retention tiers must grow in age and interval: " + a + ", " + b);
            }
        }
    }

    /**
     * One tier of thinning.
     *
     * @param name       stable name, the key of its progress mark in the database
     * @param olderThan  age from which samples are thinned
     * @param keepOnePer interval of which one sample per node is kept (whole seconds, at least one)
     */
    public record Tier(String name, Duration olderThan, Duration keepOnePer) {
        /** Rows are thinned in windows of about this length, whole intervals each. */
        static final long TARGET_WINDOW_MS = Duration.ofMinutes(15).toMillis();

        public Tier {
            Ids.require(name, "retention tier name");
            if (olderThan == null || keepOnePer == null || olderThan.isNegative()
                    || keepOnePer.toMillis() < 1000 || keepOnePer.toMillis() % 1000 != 0) {
                throw new IllegalArgumentException("tier " + name + " needs an age >= 0 and an interval of whole seconds");
            }
        }

        /** The window length: whole intervals, at least {@link #TARGET_WINDOW_MS}, so no interval is split. */
        long windowMs() {
            long step = keepOnePer.toMillis();
            return step * Math.max(1, (TARGET_WINDOW_MS + step - 1) / step);
        }
    }
}
