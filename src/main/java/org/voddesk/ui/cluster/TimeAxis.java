package org.voddesk.ui.cluster;

import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import javafx.scene.chart.NumberAxis;
import javafx.util.StringConverter;
import org.voddesk.control.ClusterPoint;

/**
 * A chart's time axis (epoch ms) with about six ticks over the data's span, labelled to the span: seconds for a
 * few minutes, hours and minutes for hours, day and time for days.
 */
final class TimeAxis {
    private static final int TICKS = 6;
    private final NumberAxis axis = new NumberAxis();
    private DateTimeFormatter format = DateTimeFormatter.ofPattern("HH:mm", Locale.ROOT);

    TimeAxis(ZoneId zone) {
        axis.setAutoRanging(false);
        axis.setMinorTickVisible(false);
        axis.setTickLabelFormatter(new StringConverter<>() {
            @Override
            public String toString(Number t) {
                return format.format(Instant.ofEpochMilli(t.longValue()).atZone(zone));
            }

            @Override
            public Number fromString(String s) {
                throw new UnsupportedOperationException("axis labels are not parsed");
            }
        });
    }

    NumberAxis axis() {
        return axis;
    }

    /** Fits the axis to {@code points} (at least one minute wide). */
    void fit(List<? extends ClusterPoint> points) {
        if (points.isEmpty()) {
            return;
        }
        long from = points.get(0).timeMs();
        long to = Math.max(points.get(points.size() - 1).timeMs(), from + 60_000);
        long span = to - from;
        format = DateTimeFormatter.ofPattern(span <= 10 * 60_000L ? "HH:mm:ss"
                : span <= 24 * 3_600_000L ? "HH:mm" : "dd MMM HH:mm", Locale.ROOT);
        axis.setLowerBound(from);
        axis.setUpperBound(to);
        axis.setTickUnit(span / (double) TICKS);
    }
}
