package org.voddesk.report;

import java.time.Duration;
import org.voddesk.core.LoadThresholds;

/**
 * What a report needs besides the history.
 *
 * @param clusterName   the name printed on every page
 * @param thresholds    the load-state boundaries (light, fit, overloaded)
 * @param maxSampleGap  the longest time one sample stands for; a longer gap between two samples of a node is time
 *                      nobody polled it (the console was not running). One minute covers a poll interval of
 *                      seconds and the one-sample-a-minute thinning of days older than a day.
 */
public record ReportSettings(String clusterName, LoadThresholds thresholds, Duration maxSampleGap) {
    /** The paper's thresholds and a one-minute gap. */
    public static ReportSettings of(String clusterName) {
        return new ReportSettings(clusterName, LoadThresholds.DEFAULT, Duration.ofMinutes(1));
    }

    public ReportSettings {
        if (clusterName == null || clusterName.isBlank()) {
            throw new IllegalArgumentException("a report needs the cluster's name");
        }
        if (thresholds == null || maxSampleGap == null || maxSampleGap.isNegative() || maxSampleGap.isZero()) {
            throw new IllegalArgumentException("a report needs thresholds and a positive sample gap");
        }
    }
}
