package org.voddesk.cli;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYErrorRenderer;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;
import org.voddesk.sim.Metric;
import org.voddesk.sim.ResultRow;
import org.voddesk.sim.Scenario;
import org.voddesk.sim.Summary;

/**
 * Draws a sweep as a PNG without a display (JFreeChart on a headless AWT): one panel per figure the scenario
 * charts (latency and variance for li-chen-2014) against load, a line per policy, error bars of one standard
 * deviation over the runs.
 */
final class SimulationChart {
    static final int PANEL_WIDTH = 700;
    static final int HEIGHT = 500;
    /** Okabe-Ito colours: distinguishable with the common colour-vision deficiencies, and none too pale. */
    static final Color[] PALETTE = {new Color(0xD55E00), new Color(0x0072B2), new Color(0x009E73),
        new Color(0xE69F00), new Color(0xCC79A7), new Color(0x56B4E9), new Color(0x000000), new Color(0xF0E442)};

    private SimulationChart() {
    }

    static void write(Path png, Scenario scenario, List<ResultRow> rows) throws IOException {
        System.setProperty("java.awt.headless", "true");
        List<Metric> metrics = scenario.chartMetrics();
        BufferedImage image = new BufferedImage(PANEL_WIDTH * metrics.size(), HEIGHT, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setColor(Color.WHITE);
            g.fillRect(0, 0, image.getWidth(), image.getHeight());
            for (int i = 0; i < metrics.size(); i++) {
                chart(scenario, rows, metrics.get(i)).draw(g,
                        new Rectangle2D.Double(i * PANEL_WIDTH, 0, PANEL_WIDTH, HEIGHT));
            }
        } finally {
            g.dispose();
        }
        Path parent = png.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        if (!ImageIO.write(image, "png", png.toFile())) {
            throw new IOException("no PNG writer available");
        }
    }

    static JFreeChart chart(Scenario scenario, List<ResultRow> rows, Metric metric) {
        YIntervalSeriesCollection data = new YIntervalSeriesCollection();
        for (ResultRow row : rows) {
            Summary s = row.figures().get(metric);
            if (s == null) {
                continue;
            }
            YIntervalSeries series = seriesOf(data, row.policy());
            series.add(row.load(), s.mean(), s.mean() - s.spread(), s.mean() + s.spread());
        }
        JFreeChart chart = ChartFactory.createXYLineChart(scenario.name() + ": " + metric.label() + " vs load",
                scenario.loadLabel(), metric.label(), data, PlotOrientation.VERTICAL, true, false, false);
        XYPlot plot = chart.getXYPlot();
        XYErrorRenderer renderer = new XYErrorRenderer();
        renderer.setDefaultLinesVisible(true);
        renderer.setDefaultShapesVisible(true);
        renderer.setDrawXError(false);
        for (int i = 0; i < data.getSeriesCount(); i++) {
            renderer.setSeriesPaint(i, PALETTE[i % PALETTE.length]);
        }
        renderer.setErrorPaint(null);
        plot.setRenderer(renderer);
        plot.setBackgroundPaint(Color.WHITE);
        plot.setRangeGridlinePaint(Color.LIGHT_GRAY);
        plot.setDomainGridlinePaint(Color.LIGHT_GRAY);
        return chart;
    }

    private static YIntervalSeries seriesOf(YIntervalSeriesCollection data, String policy) {
        for (int i = 0; i < data.getSeriesCount(); i++) {
            if (data.getSeries(i).getKey().equals(policy)) {
                return data.getSeries(i);
            }
        }
        YIntervalSeries series = new YIntervalSeries(policy);
        data.addSeries(series);
        return series;
    }
}
