package org.voddesk.ui.cluster;

import java.time.Instant;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.scene.chart.ValueAxis;
import org.voddesk.control.api.ClusterPoint;

/**
 * A chart's time axis (epoch ms) over the data's span, ticked at round local times ({@link #ticks}: 14:06, 14:07, ...
 * rather than the span cut in six, which read 14:06:26, 14:07:33), as many as the axis's width has room for, and
 * labelled to the span: seconds for a few minutes, hours and minutes for hours, day and time for days. The axis's
 * ends carry no label: an end a moment from a tick had its label drawn over that tick's, and JavaFX then left one
 * of them out.
 */
final class TimeAxis {
    private static final long DAY_MS = 86_400_000L;
    /** The tick steps a person reads at a glance, shortest first (ms). */
    private static final long[] UNITS = {1_000, 2_000, 5_000, 10_000, 15_000, 30_000, 60_000, 120_000, 300_000,
            600_000, 900_000, 1_800_000, 3_600_000, 7_200_000, 10_800_000, 14_400_000, 21_600_000, 43_200_000, DAY_MS,
            2 * DAY_MS, 7 * DAY_MS};
    /** Width of a label's character, and the free room between two labels (px), for the labels' room. */
    private static final int CHAR_PX = 7;
    private static final int GAP_PX = 24;
    private final ZoneId zone;
    private final Ticked axis = new Ticked();
    private String pattern = "HH:mm";
    private DateTimeFormatter format = DateTimeFormatter.ofPattern(pattern, Locale.ROOT);

    TimeAxis(ZoneId zone) {
        this.zone = zone;
        axis.setAutoRanging(false);
        axis.setMinorTickVisible(false);
    }

    ValueAxis<Number> axis() {
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
        pattern = span <= 10 * 60_000L ? "HH:mm:ss" : span <= DAY_MS ? "HH:mm" : "dd MMM HH:mm";
        format = DateTimeFormatter.ofPattern(pattern, Locale.ROOT);
        axis.setLowerBound(from);
        axis.setUpperBound(to);
    }

    /** The width one label takes on the axis, with the room before the next (px). */
    private double labelRoom() {
        return pattern.length() * CHAR_PX + GAP_PX;
    }

    /**
     * Step of the axis: the shortest round step that cuts {@code spanMs} into at most {@code most} intervals (at
     * least one).
     */
    static long unit(long spanMs, int most) {
        for (long u : UNITS) {
            if (spanMs <= u * Math.max(1, most)) {
                return u;
            }
        }
        return UNITS[UNITS.length - 1];
    }

    /**
     * Step of the axis: the ticks from {@code fromMs} to {@code toMs}, both included, at the round local times of
     * the span's {@link #unit} in {@code zone}: a step under a day from a multiple of it since local midnight, a step
     * of days from local midnight.
     */
    static List<Long> ticks(long fromMs, long toMs, ZoneId zone, int most) {
        long unit = unit(toMs - fromMs, most);
        ZonedDateTime from = Instant.ofEpochMilli(fromMs).atZone(zone);
        ZonedDateTime first = from.toLocalDate().atStartOfDay(zone);
        if (unit < DAY_MS) {
            long intoDayMs = from.toLocalTime().toNanoOfDay() / 1_000_000L;
            first = first.with(LocalTime.ofNanoOfDay(intoDayMs / unit * unit * 1_000_000L));
        }
        List<Long> out = new ArrayList<>();
        for (ZonedDateTime t = first; t.toInstant().toEpochMilli() <= toMs;
                t = unit >= DAY_MS ? t.plusDays(unit / DAY_MS) : t.plusNanos(unit * 1_000_000L)) {
            long ms = t.toInstant().toEpochMilli();
            if (ms >= fromMs) {
                out.add(ms);
            }
        }
        return out;
    }

    /**
     * The axis itself: JavaFX's {@code NumberAxis} (final) always ticks its two ends and steps from multiples of its
     * unit in epoch ms; this one ticks only {@link #ticks}.
     */
    private final class Ticked extends ValueAxis<Number> {
        @Override
        protected List<Number> calculateMinorTickMarks() {
            return List.of();
        }

        @Override
        protected void setRange(Object range, boolean animate) {
            double[] r = (double[]) range;
            setLowerBound(r[0]);
            setUpperBound(r[1]);
            setScale(r[2]);
            currentLowerBound.set(r[0]);
        }

        @Override
        protected Object getRange() {
            return new double[] {getLowerBound(), getUpperBound(), getScale()};
        }

        @Override
        protected List<Number> calculateTickValues(double length, Object range) {
            double[] r = (double[]) range;
            return new ArrayList<>(ticks((long) r[0], (long) r[1], zone, (int) (length / labelRoom())));
        }

        @Override
        protected String getTickMarkLabel(Number value) {
            return format.format(Instant.ofEpochMilli(value.longValue()).atZone(zone));
        }
    }
}
