package org.voddesk.cli;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Date;
import javax.imageio.ImageIO;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.DateAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.time.FixedMillisecond;
import org.jfree.data.time.TimeSeries;
import org.jfree.data.time.TimeSeriesCollection;
import org.voddesk.core.whatif.LambdaPoint;
import org.voddesk.core.whatif.LambdaSeries;
import org.voddesk.core.whatif.ReplayReport;
import org.voddesk.report.WhatIfText;

/**
 * Draws {@code lambda} over the replayed day as a PNG without a display (JFreeChart on a headless AWT): a line per
 * row of the report, the recorded day first, 5 min means, times in the day's zone.
 */
final class WhatifChart {
    static final int WIDTH = 1100;
    static final int HEIGHT = 550;

    private WhatifChart() {
    }

    static void write(Path png, ReplayReport report) throws IOException {
        System.setProperty("java.awt.headless", "true");
        BufferedImage image = chart(report).createBufferedImage(WIDTH, HEIGHT);
        Path parent = png.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        if (!ImageIO.write(image, "png", png.toFile())) {
            throw new IOException("no PNG writer available");
        }
    }

    static JFreeChart chart(ReplayReport report) {
        TimeSeriesCollection data = new TimeSeriesCollection(java.util.TimeZone.getTimeZone(report.day().zone()));
        for (LambdaSeries s : report.series()) {
            TimeSeries line = new TimeSeries(s.policy().label() + " (" + WhatIfText.kind(s.kind()) + ")");
            for (LambdaPoint p : s.points()) {
                line.addOrUpdate(new FixedMillisecond(p.timeMs()), p.lambda());
            }
            data.addSeries(line);
        }
        JFreeChart chart = ChartFactory.createTimeSeriesChart("lambda over " + report.day().date() + " ("
                + report.day().zone().getId() + "), 5 min means", "time", "lambda (load variance, %²)", data,
                true, false, false);
        XYPlot plot = chart.getXYPlot();
        DateAxis time = (DateAxis) plot.getDomainAxis();
        time.setTimeZone(java.util.TimeZone.getTimeZone(report.day().zone()));
        time.setRange(new Date(report.day().fromMs()), new Date(report.day().toMs()));
        XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(true, false);
        for (int i = 0; i < data.getSeriesCount(); i++) {
            renderer.setSeriesPaint(i, SimulationChart.PALETTE[i % SimulationChart.PALETTE.length]);
        }
        plot.setRenderer(renderer);
        plot.setBackgroundPaint(Color.WHITE);
        plot.setRangeGridlinePaint(Color.LIGHT_GRAY);
        plot.setDomainGridlinePaint(Color.LIGHT_GRAY);
        return chart;
    }
}
