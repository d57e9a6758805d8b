package org.voddesk.report;

import com.lowagie.text.Element;
import com.lowagie.text.Font;
import com.lowagie.text.List;
import com.lowagie.text.ListItem;
import com.lowagie.text.Paragraph;
import com.lowagie.text.Phrase;
import com.lowagie.text.pdf.PdfPCell;
import com.lowagie.text.pdf.PdfPTable;
import java.awt.Color;
import java.util.Map;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.NodeState;

/** The PDF's text blocks and tables; numbers right-aligned, header rows shaded grey and repeated on each page. */
final class PdfTables {
    /** Refusal reasons listed one by one; the rest are counted together. */
    private static final int SHOWN_REASONS = 5;
    private static final Color HEADER_GREY = new Color(0xe0, 0xe0, 0xe0);

    private final Font font;
    private final Font bold;
    private final GreekText greek;

    PdfTables(Font font, Font bold, GreekText greek) {
        this.font = font;
        this.bold = bold;
        this.greek = greek;
    }

    Paragraph heading(String text, Font headingFont) {
        Paragraph p = new Paragraph(greek.phrase(text, headingFont));
        p.setSpacingBefore(10);
        p.setSpacingAfter(4);
        return p;
    }

    List bullets(java.util.List<String> lines, Font lineFont) {
        List list = new List(List.UNORDERED, 10);
        list.setListSymbol("-");
        lines.forEach(l -> list.add(new ListItem(greek.phrase(l, lineFont))));
        return list;
    }

    PdfPTable clusterFigures(DailyReport r) {
        ClusterFigures c = r.cluster();
        ReportDay day = r.day();
        PdfPTable t = table(new float[] {2, 5});
        row(t, "Time covered by cluster samples", Fmt.duration(c.polledMs()) + " of " + Fmt.duration(day.lengthMs()));
        row(t, "λ, time-averaged", Fmt.num(c.meanLambda()) + worst(day, c.worstLambda()));
        row(t, "σ, time-averaged", Fmt.num(c.meanSigma()) + worst(day, c.worstSigma()));
        row(t, "Peak concurrent streams", c.peakStreams() == null ? "-"
                : (int) c.peakStreams().value() + " at " + Fmt.at(day, c.peakStreams().atMs()));
        RequestFigures q = c.requests();
        row(t, "Playback requests", q.total() + ": " + q.accepted() + " placed, " + q.refused() + " refused");
        reasons(t, q.reasons());
        row(t, "Startup latency (mean, p95)", "not measured: the history does not record when a stream starts playing");
        MigrationFigures m = c.migrations();
        row(t, "Migrations proposed", Integer.toString(m.proposed()));
        row(t, "  approved", m.approvedByHand() + " by hand, " + m.approvedByAutomation() + " by automation");
        row(t, "  rejected, expired", m.rejected() + ", " + m.expired());
        row(t, "  carried out, failed, open", m.done() + ", " + m.failed() + ", " + m.open());
        row(t, "Sessions re-homed off failed nodes", Integer.toString(c.reHomed()));
        row(t, "Sessions ended", c.ended() + ended(c.endedSessions()));
        row(t, "Alarms", c.alarms().map(a -> a.opened() + " opened, " + a.acknowledged() + " acknowledged"
                + (a.longestUnacknowledged() == null ? "" : "; longest unacknowledged: " + a.longestUnacknowledged()
                + " (" + Fmt.duration(a.longestUnacknowledgedMs()) + ")"))
                .orElse("not recorded: this history has no alarm record"));
        return t;
    }

    /** The most frequent refusal reasons, the rest summed in one line, so a day of varied refusals stays short. */
    private void reasons(PdfPTable t, Map<String, Integer> reasons) {
        int shown = 0;
        int otherReasons = 0;
        int otherRefusals = 0;
        for (Map.Entry<String, Integer> e : reasons.entrySet()) {
            if (shown < SHOWN_REASONS) {
                row(t, "  refused because", e.getKey() + " (" + e.getValue() + ")");
                shown++;
            } else {
                otherReasons++;
                otherRefusals += e.getValue();
            }
        }
        if (otherReasons > 0) {
            row(t, "  refused because", Fmt.count(otherReasons, "other reason", "other reasons") + " ("
                    + otherRefusals + ")");
        }
    }

    private static String worst(ReportDay day, Peak p) {
        return p == null ? "" : "; worst quarter-hour " + Fmt.range(day, p.atMs(), p.atMs() + 900_000) + " ("
                + Fmt.num(p.value()) + ")";
    }

    private static String ended(Map<String, Integer> byReason) {
        StringBuilder b = new StringBuilder();
        byReason.forEach((reason, n) -> b.append(b.length() == 0 ? " (" : ", ").append(n).append(' ')
                .append(reason.replace('_', ' ')));
        return b.length() == 0 ? "" : b.append(')').toString();
    }

    PdfPTable nodes(DailyReport r) {
        PdfPTable t = table(new float[] {3, 2.2f, 2.2f, 2.2f, 2.4f, 2.4f, 2.6f, 2.6f, 2.8f, 2.4f, 2.4f, 2.8f, 2.2f,
            2.2f});
        header(t, "node", "mean load %", "p95 load %", "max load %", "light h:mm", "fit h:mm", "over- loaded h:mm",
                "de- graded h:mm", "unreach- able h:mm", "failed h:mm", "not polled h:mm", "sessions served",
                "moved in", "moved out");
        for (NodeFigures n : r.nodes()) {
            cells(t, n.node(), Fmt.num(n.meanLoad()), Fmt.num(n.p95Load()), Fmt.num(n.maxLoad()),
                    hm(n.ms(NodeState.LIGHT)), hm(n.ms(NodeState.FIT)), hm(n.ms(NodeState.OVERLOADED)),
                    hm(n.ms(NodeHealth.DEGRADED)), hm(n.ms(NodeHealth.UNREACHABLE)), hm(n.ms(NodeHealth.FAILED)),
                    hm(n.notPolledMs()), Integer.toString(n.sessionsServed()), Integer.toString(n.migrationsIn()),
                    Integer.toString(n.migrationsOut()));
        }
        return t;
    }

    PdfPTable hours(DailyReport r) {
        PdfPTable t = table(new float[] {3, 2, 2, 2, 2, 2, 2, 2.6f});
        header(t, "hour", "λ", "σ", "peak streams", "placed", "refused", "moves done",
                "node time overloaded h:mm");
        for (ClusterHour h : r.clusterHours()) {
            cells(t, Fmt.at(r.day(), h.hourStartMs()), Fmt.num(h.meanLambda()), Fmt.num(h.meanSigma()),
                    h.peakStreams() < 0 ? "-" : Integer.toString(h.peakStreams()), Integer.toString(h.accepted()),
                    Integer.toString(h.refused()), Integer.toString(h.migrationsDone()), hm(h.overloadedMs()));
        }
        return t;
    }

    /**
     * The What if's comparison, recorded day first: {@code lambda} mean and peak, moves, plans, refused requests, the
     * busiest node's peak and the mean startup latency of each row ({@link WhatIfText}'s words).
     */
    PdfPTable whatIf(org.voddesk.core.whatif.ReplayReport r) {
        PdfPTable t = table(new float[] {3.4f, 1.8f, 1.8f, 1.8f, 1.6f, 1.6f, 1.6f, 3, 1.8f});
        header(t, "policy", "row", "λ mean", "λ peak", "moves", "plans", "refused", "busiest node (peak %)",
                "mean startup ms");
        for (org.voddesk.core.whatif.PolicyRow row : r.rows()) {
            java.util.List<String> c = WhatIfText.cells(row);
            cells(t, c.get(0), c.get(1), c.get(4), c.get(5), c.get(7), c.get(8), c.get(9), c.get(10), c.get(2));
        }
        return t;
    }

    /** "h:mm", rounded to the minute ({@link Fmt#minutes}). */
    static String hm(long ms) {
        long minutes = Fmt.minutes(ms);
        return minutes / 60 + ":" + String.format(java.util.Locale.ROOT, "%02d", minutes % 60);
    }

    private static PdfPTable table(float[] widths) {
        PdfPTable t = new PdfPTable(widths);
        t.setWidthPercentage(100);
        t.setHeaderRows(0);
        return t;
    }

    private void header(PdfPTable t, String... names) {
        for (String n : names) {
            PdfPCell c = new PdfPCell(greek.phrase(n, bold));
            c.setBackgroundColor(HEADER_GREY);
            c.setHorizontalAlignment(Element.ALIGN_CENTER);
            t.addCell(c);
        }
        t.setHeaderRows(1);
    }

    private void cells(PdfPTable t, String first, String... numbers) {
        t.addCell(new PdfPCell(new Phrase(first, font)));
        for (String n : numbers) {
            PdfPCell c = new PdfPCell(new Phrase(n, font));
            c.setHorizontalAlignment(Element.ALIGN_RIGHT);
            t.addCell(c);
        }
    }

    private void row(PdfPTable t, String label, String value) {
        t.addCell(new PdfPCell(greek.phrase(label, bold)));
        t.addCell(new PdfPCell(new Phrase(value, font)));
    }
}
