package org.voddesk.report;

import java.util.List;
import java.util.Map;

/**
 * The day's series for the charts, per quarter-hour.
 *
 * @param lambda   the cluster's {@code lambda} (time-averaged)
 * @param nodeLoad each node's mean load, by node name
 */
public record DaySeries(List<SeriesPoint> lambda, Map<String, List<SeriesPoint>> nodeLoad) {
    public DaySeries {
        lambda = List.copyOf(lambda);
        nodeLoad = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(nodeLoad));
    }
}
