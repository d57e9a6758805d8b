package org.voddesk.cli;

import java.util.ArrayList;
import java.util.List;
import org.voddesk.core.whatif.PolicyRow;
import org.voddesk.core.whatif.ReplayReport;
import org.voddesk.report.WhatIfText;

/**
 * The text {@code voddesk whatif} prints: the calibration line, the warning when the model does not fit the day, then
 * one row per policy, the recorded day first, in columns. The words are the Reports screen's and the PDF's
 * ({@link WhatIfText}).
 */
final class WhatifTable {
    private static final String[] HEADER = WhatIfText.HEADER.toArray(String[]::new);

    private WhatifTable() {
    }

    /** The whole text: calibration line, the warning when it does not fit, the table. */
    static String format(ReplayReport report) {
        StringBuilder out = new StringBuilder();
        out.append(WhatIfText.calibrationLine(report.calibration())).append('\n');
        if (!report.calibration().fits()) {
            out.append(WhatIfText.DOES_NOT_FIT).append('\n');
        }
        List<String[]> lines = new ArrayList<>();
        lines.add(HEADER);
        for (PolicyRow r : report.rows()) {
            lines.add(WhatIfText.cells(r).toArray(String[]::new));
        }
        int[] widths = new int[HEADER.length];
        for (String[] line : lines) {
            for (int i = 0; i < line.length; i++) {
                widths[i] = Math.max(widths[i], line[i].length());
            }
        }
        for (String[] line : lines) {
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < line.length; i++) {
                String cell = i < 2 || i == line.length - 1 ? pad(line[i], widths[i]) : padLeft(line[i], widths[i]);
                b.append(i == 0 ? "" : "  ").append(cell);
            }
            out.append(b.toString().stripTrailing()).append('\n');
        }
        return out.toString();
    }

    private static String pad(String s, int width) {
        return s + " ".repeat(width - s.length());
    }

    private static String padLeft(String s, int width) {
        return " ".repeat(width - s.length()) + s;
    }
}
