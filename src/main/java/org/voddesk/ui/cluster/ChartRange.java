package org.voddesk.ui.cluster;

import java.time.Duration;

/** The ranges of the cluster chart's picker: the live last hour, or stored history further back. */
public enum ChartRange {
    LAST_HOUR("Last hour (live)", Duration.ofHours(1)),
    LAST_6_HOURS("Last 6 hours", Duration.ofHours(6)),
    LAST_DAY("Last 24 hours", Duration.ofDays(1)),
    LAST_WEEK("Last 7 days", Duration.ofDays(7));

    private final String label;
    private final Duration span;

    ChartRange(String label, Duration span) {
        this.label = label;
        this.span = span;
    }

    public Duration span() {
        return span;
    }

    /** Whether new rounds are appended as they come (only the last hour is live). */
    public boolean live() {
        return this == LAST_HOUR;
    }

    @Override
    public String toString() {
        return label;
    }
}
