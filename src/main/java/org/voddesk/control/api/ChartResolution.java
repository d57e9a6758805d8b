package org.voddesk.control.api;

/** What a history chart's points are. */
public enum ChartResolution {
    /** One point per poll, from the samples (retention may have thinned old ones to one a minute). */
    SAMPLES,
    /** One point per quarter-hour, from the rollups (exact over every sample ever recorded). */
    QUARTER_HOURS
}
