package org.voddesk.report;

import com.lowagie.text.Document;
import com.lowagie.text.DocumentException;
import com.lowagie.text.Font;
import com.lowagie.text.Image;
import com.lowagie.text.PageSize;
import com.lowagie.text.Paragraph;
import com.lowagie.text.pdf.BaseFont;
import com.lowagie.text.pdf.PdfTemplate;
import com.lowagie.text.pdf.PdfWriter;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jfree.chart.JFreeChart;
import org.voddesk.core.LoadThresholds;

/**
 * The report as a PDF a manager reads: the summary, the cluster's figures, the lambda chart, the node table, the
 * hourly table, each node's load chart and the What if (the day under other policies); the cluster, the day and the
 * time zone on every page, and page numbers. Built-in PDF fonts (Helvetica), so nothing depends on the fonts of the
 * machine that writes it.
 */
public final class PdfReport {
    private static final float CHART_WIDTH = 523;
    private static final float CHART_HEIGHT = 220;

    private final LoadThresholds thresholds;

    /** @param thresholds the load-state boundaries drawn on the load charts */
    public PdfReport(LoadThresholds thresholds) {
        this.thresholds = thresholds;
    }

    /** Writes the report to {@code target}, whole or not at all. */
    public Path write(DailyReport report, Path target) {
        return AtomicFile.write(target, out -> write(report, out));
    }

    void write(DailyReport report, OutputStream out) throws IOException {
        Document doc = new Document(PageSize.A4, 36, 36, 54, 48);
        try {
            BaseFont helvetica = BaseFont.createFont(BaseFont.HELVETICA, BaseFont.WINANSI, BaseFont.NOT_EMBEDDED);
            BaseFont bold = BaseFont.createFont(BaseFont.HELVETICA_BOLD, BaseFont.WINANSI, BaseFont.NOT_EMBEDDED);
            PdfWriter writer = PdfWriter.getInstance(doc, out);
            writer.setPageEvent(new PageDecoration(header(report), helvetica));
            doc.addTitle("Daily load report " + report.clusterName() + " " + report.day().date());
            doc.addCreator("VodDesk");
            doc.open();
            BaseFont symbol = BaseFont.createFont(BaseFont.SYMBOL, BaseFont.WINANSI, BaseFont.NOT_EMBEDDED);
            PdfTables tables = new PdfTables(new Font(helvetica, 8), new Font(bold, 8), new GreekText(symbol));
            doc.add(new Paragraph("Daily load report: " + report.clusterName(), new Font(bold, 16)));
            doc.add(new Paragraph(report.day().date() + ", " + report.day().zoneName() + ", "
                    + Fmt.duration(report.day().lengthMs()), new Font(helvetica, 10)));
            doc.add(tables.heading("Summary", new Font(bold, 11)));
            doc.add(tables.bullets(report.summary(), new Font(helvetica, 9)));
            doc.add(tables.heading("Cluster", new Font(bold, 11)));
            doc.add(tables.clusterFigures(report));
            doc.add(tables.heading("λ over the day", new Font(bold, 11)));
            doc.add(chart(writer, ReportCharts.lambda(report.day(), report.lambda())));
            doc.newPage();
            doc.add(tables.heading("Nodes", new Font(bold, 11)));
            doc.add(tables.nodes(report));
            doc.add(tables.heading("Hour by hour (cluster)", new Font(bold, 11)));
            doc.add(tables.hours(report));
            doc.newPage();
            doc.add(tables.heading("Load of each node over the day (quarter-hour means)", new Font(bold, 11)));
            for (Map<String, List<SeriesPoint>> group : groups(report.nodeLoad())) {
                doc.add(chart(writer, ReportCharts.nodeLoad(report.day(), group, thresholds)));
            }
            whatIf(doc, tables, report.whatIf(), helvetica, bold);
            doc.close();
        } catch (DocumentException e) {
            throw new IOException("the PDF could not be composed: " + e.getMessage(), e);
        }
    }

    /**
     * The What if section: the day's policy replayed against the console's default and the papers' pair, with the
     * calibration line and, when the model misses the day, the warning above the table; or why it is not there.
     */
    private static void whatIf(Document doc, PdfTables tables, WhatIfSection section, BaseFont helvetica,
                               BaseFont bold) throws DocumentException {
        Font text = new Font(helvetica, 9);
        doc.add(tables.heading("What if: this day under the console's default and the papers' pair",
                new Font(bold, 11)));
        if (!section.made()) {
            doc.add(new Paragraph(section.note(), text));
            return;
        }
        doc.add(new Paragraph("The day's requests replayed in the simulator under the policy in force (calibrated"
                + " against what happened), the console's default pair and similarity + REM (Li & Chen 2014).", text));
        doc.add(new Paragraph(WhatIfText.calibrationLine(section.replay().calibration()), text));
        if (!section.replay().calibration().fits()) {
            doc.add(new Paragraph(WhatIfText.DOES_NOT_FIT, new Font(bold, 9)));
        }
        doc.add(tables.whatIf(section.replay()));
    }

    private static String header(DailyReport report) {
        return report.clusterName() + " | daily load report | " + report.day().date() + " | time zone "
                + report.day().zoneName();
    }

    /** The nodes in groups of {@link ReportCharts#NODES_PER_CHART}, in name order. */
    private static List<Map<String, List<SeriesPoint>>> groups(Map<String, List<SeriesPoint>> nodes) {
        List<Map<String, List<SeriesPoint>>> groups = new ArrayList<>();
        for (Map.Entry<String, List<SeriesPoint>> e : nodes.entrySet()) {
            if (groups.isEmpty() || groups.get(groups.size() - 1).size() == ReportCharts.NODES_PER_CHART) {
                groups.add(new LinkedHashMap<>());
            }
            groups.get(groups.size() - 1).put(e.getKey(), e.getValue());
        }
        return groups;
    }

    /** A chart drawn as vector shapes into a template, placed as an image that flows with the text. */
    private static Image chart(PdfWriter writer, JFreeChart chart) throws DocumentException {
        PdfTemplate template = writer.getDirectContent().createTemplate(CHART_WIDTH, CHART_HEIGHT);
        Graphics2D g = template.createGraphicsShapes(CHART_WIDTH, CHART_HEIGHT);
        try {
            chart.draw(g, new Rectangle2D.Double(0, 0, CHART_WIDTH, CHART_HEIGHT));
        } finally {
            g.dispose();
        }
        Image image = Image.getInstance(template);
        image.setSpacingBefore(4);
        return image;
    }
}
