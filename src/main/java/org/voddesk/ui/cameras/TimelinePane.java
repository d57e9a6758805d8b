package org.voddesk.ui.cameras;

import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.function.LongConsumer;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.value.ObservableLongValue;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Region;
import javafx.scene.shape.Line;
import javafx.scene.shape.Polygon;
import javafx.scene.shape.Rectangle;
import org.voddesk.control.api.CameraTimeline;
import org.voddesk.core.Session;
import org.voddesk.ui.common.Formats;

/**
 * A camera's timeline drawn as lanes, one per node: each node's recorded spans as bars, the gaps (no node holds
 * the recording) shaded across all lanes, the live sessions as markers at their play position on their node's
 * lane, and the picked begin time as a vertical line. A click on the lanes picks a time. Colours come from the
 * style sheet ({@code timeline-*} classes), so both themes work. Shapes are rebuilt only when the timeline, the
 * picked time or the size changed.
 */
final class TimelinePane extends Region {
    static final double GUTTER = 96;
    static final double LANE = 28;
    static final double AXIS = 22;
    /** A tick label's property: the x of its time. */
    private static final String TICK_AT = "timeline-tick-at";

    private final ObjectProperty<CameraTimeline> timeline = new SimpleObjectProperty<>();
    private final ObservableLongValue picked;
    private final ZoneId zone;
    private Object drawn;

    TimelinePane(ObservableLongValue picked, ZoneId zone, LongConsumer onPick) {
        this.picked = picked;
        this.zone = zone;
        getStyleClass().add("timeline");
        setId("timeline");
        timeline.addListener((o, a, b) -> requestLayout());
        picked.addListener((o, a, b) -> requestLayout());
        setOnMouseClicked(e -> {
            CameraTimeline t = timeline.get();
            if (t != null && !t.spans().isEmpty() && e.getX() >= GUTTER) {
                onPick.accept(timeAt(t, e.getX()));
            }
        });
    }

    ObjectProperty<CameraTimeline> timelineProperty() {
        return timeline;
    }

    @Override
    protected double computePrefHeight(double width) {
        CameraTimeline t = timeline.get();
        return Math.max(1, t == null ? 1 : t.lanes().size()) * LANE + AXIS + 4;
    }

    @Override
    protected double computeMinHeight(double width) {
        return computePrefHeight(width);
    }

    @Override
    protected void layoutChildren() {
        Object now = List.of(Objects.requireNonNullElse(timeline.get(), ""), picked.get(), getWidth());
        if (!now.equals(drawn)) {
            drawn = now;
            getChildren().setAll(shapes());
        }
        super.layoutChildren(); // sizes the labels; shapes keep their geometry
        placeTicks();
    }

    /**
     * Centres each tick's label on its time, kept inside the pane; done once the labels are sized, as a label's width
     * depends on its text and the theme's font.
     */
    private void placeTicks() {
        for (Node n : getChildren()) {
            if (n.getProperties().get(TICK_AT) instanceof Double at) {
                double w = n.getLayoutBounds().getWidth();
                n.setLayoutX(Math.max(GUTTER, Math.min(getWidth() - w, at - w / 2)));
            }
        }
    }

    private List<Node> shapes() {
        CameraTimeline t = timeline.get();
        List<Node> out = new ArrayList<>();
        if (t == null || t.spans().isEmpty()) {
            Label none = new Label(t == null ? "Select a camera." : "No node lists a recording of " + t.cameraId() + ".");
            none.getStyleClass().add("muted");
            none.relocate(GUTTER, 4);
            out.add(none);
            return out;
        }
        List<String> lanes = t.lanes();
        double width = Math.max(10, getWidth() - GUTTER - 8);
        for (int i = 0; i < lanes.size(); i++) {
            Rectangle lane = rect("timeline-lane", GUTTER, i * LANE + 2, width, LANE - 4);
            Label name = new Label(lanes.get(i));
            name.getStyleClass().add("timeline-node");
            name.relocate(4, i * LANE + 5);
            out.add(lane);
            out.add(name);
        }
        for (CameraTimeline.Gap g : t.gaps()) {
            Rectangle r = rect("timeline-gap", x(t, g.startMs()), 0, x(t, g.endMs()) - x(t, g.startMs()),
                    lanes.size() * LANE);
            Tooltip.install(r, new Tooltip("Gap: no node holds " + time(g.startMs()) + " - " + time(g.endMs())));
            out.add(r);
        }
        for (CameraTimeline.Span s : t.spans()) {
            int lane = lanes.indexOf(s.node());
            Rectangle r = rect("timeline-span", x(t, s.startMs()), lane * LANE + 6,
                    Math.max(2, x(t, s.endMs()) - x(t, s.startMs())), LANE - 12);
            Tooltip.install(r, new Tooltip(s.node() + " holds " + time(s.startMs()) + " - " + time(s.endMs())));
            out.add(r);
        }
        for (Session s : t.sessions()) {
            double cx = x(t, Math.max(t.startMs(), Math.min(t.endMs(), s.positionMs())));
            double top = lanes.indexOf(s.nodeName()) * LANE + 3;
            Polygon marker = new Polygon(cx - 6, top, cx + 6, top, cx, top + 12);
            marker.getStyleClass().add("timeline-session");
            Tooltip.install(marker, new Tooltip("Session " + s.id() + " at " + time(s.positionMs()) + ", "
                    + Formats.rate(s.rate())));
            out.add(marker);
        }
        if (picked.get() >= 0) {
            double px = x(t, Math.max(t.startMs(), Math.min(t.endMs(), picked.get())));
            Line pick = new Line(px, 0, px, lanes.size() * LANE);
            pick.getStyleClass().add("timeline-pick");
            out.add(pick);
        }
        out.addAll(axis(t, lanes.size() * LANE, width));
        return out;
    }

    private List<Node> axis(CameraTimeline t, double y, double width) {
        List<Node> out = new ArrayList<>();
        int ticks = (int) Math.max(2, Math.min(8, width / 140));
        List<Long> times = TimelineTicks.times(t.startMs(), t.endMs(), ticks, zone);
        DateTimeFormatter f = DateTimeFormatter.ofPattern(tickPattern(t.endMs() - t.startMs(),
                Math.max(1, times.size())), Locale.ROOT);
        for (long ms : times) {
            Label l = new Label(f.format(Instant.ofEpochMilli(ms).atZone(zone)));
            l.getStyleClass().add("timeline-tick");
            l.getProperties().put(TICK_AT, x(t, ms)); // placed once sized (placeTicks)
            l.relocate(GUTTER, y + 2);
            out.add(l);
        }
        return out;
    }

    /**
     * How the axis writes its times: with the day when the span passes a day, with seconds when ticks are less
     * than a minute apart (a few short recordings would otherwise read "17:00" at every tick).
     */
    static String tickPattern(long spanMs, int ticks) {
        if (spanMs > 86_400_000L) {
            return "MM-dd HH:mm";
        }
        return spanMs / ticks < 60_000L ? "HH:mm:ss" : "HH:mm";
    }

    private Rectangle rect(String style, double x, double y, double w, double h) {
        Rectangle r = new Rectangle(x, y, Math.max(0, w), h);
        r.getStyleClass().add(style);
        r.setMouseTransparent(false);
        return r;
    }

    private double x(CameraTimeline t, long ms) {
        double span = Math.max(1, t.endMs() - t.startMs());
        return GUTTER + (ms - t.startMs()) / span * Math.max(10, getWidth() - GUTTER - 8);
    }

    private long timeAt(CameraTimeline t, double x) {
        double f = (x - GUTTER) / Math.max(10, getWidth() - GUTTER - 8);
        return t.startMs() + Math.round(Math.max(0, Math.min(1, f)) * (t.endMs() - t.startMs() - 1));
    }

    private String time(long ms) {
        return Formats.dateTime(ms, zone);
    }
}
