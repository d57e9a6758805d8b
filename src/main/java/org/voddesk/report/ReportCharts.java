package org.voddesk.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Shape;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Rectangle2D;
import java.text.SimpleDateFormat;
import java.util.Date;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TimeZone;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.DateAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.title.LegendTitle;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.voddesk.core.LoadThresholds;

/**
 * The report's charts, drawn by JFreeChart without a display. Made to be read in black and white: every line
 * has its own dash pattern and marker shape as well as its own grey or colour, on a white background.
 */
final class ReportCharts {
    /** Nodes drawn in one load chart; more would make the lines hard to tell apart. */
    static final int NODES_PER_CHART = 5;

    private static final Color[] INKS = {Color.BLACK, new Color(0x1f, 0x4e, 0x9a), new Color(0xb0, 0x3a, 0x2e),
            new Color(0x2e, 0x7d, 0x32), new Color(0x6a, 0x1b, 0x9a)};
    private static final float[][] DASHES = {null, {6f, 3f}, {2f, 2f}, {8f, 3f, 2f, 3f}, {1f, 4f}};
    private static final Shape[] MARKS = {new Rectangle2D.Double(-2, -2, 4, 4), new Ellipse2D.Double(-2, -2, 4, 4),
            new java.awt.Polygon(new int[] {0, 3, -3}, new int[] {-3, 3, 3}, 3),
            new java.awt.Polygon(new int[] {0, 3, 0, -3}, new int[] {-3, 0, 3, 0}, 4),
            new Rectangle2D.Double(-3, -1, 6, 2)};
    /** Quarter-hours between two markers of a line. */
    private static final int MARK_EVERY = 8;
    private static final Font SMALL = new Font(Font.SANS_SERIF, Font.PLAIN, 9);

    private ReportCharts() {
    }

    /** The cluster's lambda per quarter-hour over the day. */
    static JFreeChart lambda(ReportDay day, List<SeriesPoint> points) {
        XYSeriesCollection data = new XYSeriesCollection();
        data.addSeries(series("λ (quarter-hour mean)", points));
        JFreeChart chart = chart(day, data, "λ (variance of node loads)");
        chart.removeLegend();
        return chart;
    }

    /** The mean load per quarter-hour of up to {@link #NODES_PER_CHART} nodes, with the load-state boundaries. */
    static JFreeChart nodeLoad(ReportDay day, Map<String, List<SeriesPoint>> nodes, LoadThresholds thresholds) {
        XYSeriesCollection data = new XYSeriesCollection();
        nodes.forEach((node, points) -> data.addSeries(series(node, points)));
        JFreeChart chart = chart(day, data, "load %");
        XYPlot plot = chart.getXYPlot();
        ((NumberAxis) plot.getRangeAxis()).setRange(0, Math.max(100, maxOf(nodes) + 5));
        plot.addRangeMarker(boundary(thresholds.loadMax(), "overloaded above " + Fmt.num(thresholds.loadMax())));
        plot.addRangeMarker(boundary(thresholds.loadMin(), "light below " + Fmt.num(thresholds.loadMin())));
        return chart;
    }

    private static double maxOf(Map<String, List<SeriesPoint>> nodes) {
        return nodes.values().stream().flatMap(List::stream).mapToDouble(SeriesPoint::value).max().orElse(0);
    }

    private static ValueMarker boundary(double value, String label) {
        ValueMarker m = new ValueMarker(value, Color.GRAY, new BasicStroke(0.7f, BasicStroke.CAP_BUTT,
                BasicStroke.JOIN_MITER, 1f, new float[] {3f, 3f}, 0f));
        m.setLabel(label);
        m.setLabelFont(SMALL);
        // the label sits just under its line, inside the plot
        m.setLabelAnchor(org.jfree.chart.ui.RectangleAnchor.BOTTOM_LEFT);
        m.setLabelTextAnchor(org.jfree.chart.ui.TextAnchor.TOP_LEFT);
        m.setLabelBackgroundColor(Color.WHITE);
        return m;
    }

    private static XYSeries series(String name, List<SeriesPoint> points) {
        XYSeries s = new XYSeries(name, true, false);
        points.forEach(p -> s.add(p.timeMs(), p.value()));
        return s;
    }

    private static JFreeChart chart(ReportDay day, XYSeriesCollection data, String rangeLabel) {
        DateAxis time = new DateAxis("local time (" + day.zoneName() + ")");
        time.setTimeZone(TimeZone.getTimeZone(day.zone()));
        SimpleDateFormat hours = new SimpleDateFormat("HH:mm", Locale.ROOT);
        hours.setTimeZone(TimeZone.getTimeZone(day.zone()));
        time.setDateFormatOverride(hours);
        time.setRange(new Date(day.fromMs()), new Date(day.toMs()));
        NumberAxis range = new NumberAxis(rangeLabel);
        for (var axis : List.of(time, range)) {
            axis.setLabelFont(SMALL);
            axis.setTickLabelFont(SMALL);
        }
        XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(true, true) {
            private static final long serialVersionUID = 1L;

            /** A marker every two hours, staggered per series, so the lines stay readable where they cross. */
            @Override
            public boolean getItemShapeVisible(int series, int item) {
                return item % MARK_EVERY == (series * 2) % MARK_EVERY;
            }
        };
        for (int i = 0; i < data.getSeriesCount(); i++) {
            int k = i % INKS.length;
            renderer.setSeriesPaint(i, INKS[k]);
            renderer.setSeriesStroke(i, new BasicStroke(1.2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 1f,
                    DASHES[k], 0f));
            renderer.setSeriesShape(i, MARKS[k]);
        }
        XYPlot plot = new XYPlot(data, time, range, renderer);
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinePaint(Color.LIGHT_GRAY);
        plot.setRangeGridlinePaint(Color.LIGHT_GRAY);
        JFreeChart chart = new JFreeChart(null, SMALL, plot, true);
        chart.setBackgroundPaint(Color.WHITE);
        LegendTitle legend = chart.getLegend();
        legend.setItemFont(SMALL);
        legend.setPosition(RectangleEdge.BOTTOM);
        return chart;
    }
}
