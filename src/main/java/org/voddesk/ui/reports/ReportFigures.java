package org.voddesk.ui.reports;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.voddesk.report.ClusterFigures;
import org.voddesk.report.DailyReport;
import org.voddesk.report.Fmt;
import org.voddesk.report.MigrationFigures;
import org.voddesk.report.Peak;
import org.voddesk.ui.common.Formats;

/**
 * The cluster figures of a report as name/value lines for the preview (units in the values; durations as the
 * report's summary and PDF write them, {@link Fmt#duration}).
 */
final class ReportFigures {
    /** One line of the figures grid. */
    record Figure(String name, String value) {
    }

    private ReportFigures() {
    }

    static List<Figure> of(DailyReport r) {
        ClusterFigures c = r.cluster();
        List<Figure> out = new ArrayList<>();
        out.add(new Figure("Time polled", Fmt.duration(c.polledMs())));
        out.add(new Figure("Mean λ (variance of node loads)", num(c.meanLambda())));
        out.add(new Figure("Mean σ (quadratic-mean load, %)", num(c.meanSigma())));
        out.add(new Figure("Worst quarter-hour of λ", peak(c.worstLambda(), r)));
        out.add(new Figure("Worst quarter-hour of σ (%)", peak(c.worstSigma(), r)));
        out.add(new Figure("Peak concurrent streams", count(c.peakStreams(), r)));
        out.add(new Figure("Playback requests accepted / refused", c.requests().accepted() + " / "
                + c.requests().refused()));
        MigrationFigures m = c.migrations();
        out.add(new Figure("Migrations proposed / done / failed", m.proposed() + " / " + m.done() + " / "
                + m.failed()));
        out.add(new Figure("Approved by hand / automatically / rejected / expired", m.approvedByHand() + " / "
                + m.approvedByAutomation() + " / " + m.rejected() + " / " + m.expired()));
        out.add(new Figure("Sessions re-homed off failed nodes", Integer.toString(c.reHomed())));
        out.add(new Figure("Sessions ended", c.ended() + (c.endedSessions().isEmpty() ? ""
                : " " + c.endedSessions())));
        out.add(new Figure("Alarms opened / acknowledged", c.alarms().map(a -> a.opened() + " / "
                + a.acknowledged()).orElse("not recorded")));
        return out;
    }

    static String num(double v) {
        return Double.isNaN(v) ? "no data" : String.format(Locale.ROOT, "%.1f", v);
    }

    private static String peak(Peak p, DailyReport r) {
        return p == null ? "no data" : num(p.value()) + " at " + Formats.time(p.atMs(), r.day().zone());
    }

    /** A peak of a count (streams): a whole number, never "51.0". */
    private static String count(Peak p, DailyReport r) {
        return p == null ? "no data" : Math.round(p.value()) + " at " + Formats.time(p.atMs(), r.day().zone());
    }
}
