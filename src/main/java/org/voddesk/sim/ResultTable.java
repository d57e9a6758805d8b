package org.voddesk.sim;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The table {@code voddesk simulate} prints: one line per (policy, load), each figure as {@code mean ± spread}
 * over the runs (sample standard deviation); only the figures some row defines get a column.
 */
public final class ResultTable {
    private ResultTable() {
    }

    public static String format(String loadLabel, List<ResultRow> rows) {
        List<Metric> metrics = new ArrayList<>();
        for (Metric m : Metric.values()) {
            if (rows.stream().anyMatch(r -> r.figures().containsKey(m))) {
                metrics.add(m);
            }
        }
        Set<String> extras = new LinkedHashSet<>();
        rows.forEach(r -> extras.addAll(r.extras().keySet()));

        List<List<String>> cells = new ArrayList<>();
        List<String> header = new ArrayList<>(List.of("policy", loadLabel, "runs"));
        metrics.forEach(m -> header.add(m.column()));
        header.addAll(extras);
        cells.add(header);
        for (ResultRow row : rows) {
            List<String> line = new ArrayList<>(List.of(row.policy(), NumberFormat.load(row.load()),
                    Integer.toString(row.runs())));
            metrics.forEach(m -> line.add(cell(row.figures().get(m))));
            extras.forEach(e -> line.add(cell(row.extras().get(e))));
            cells.add(line);
        }
        return render(cells);
    }

    private static String cell(Summary s) {
        if (s == null) {
            return "";
        }
        return NumberFormat.plain(s.mean(), 4) + " ± " + NumberFormat.plain(s.spread(), 2);
    }

    private static String render(List<List<String>> cells) {
        int columns = cells.get(0).size();
        int[] width = new int[columns];
        for (List<String> line : cells) {
            for (int c = 0; c < columns; c++) {
                width[c] = Math.max(width[c], line.get(c).length());
            }
        }
        StringBuilder out = new StringBuilder();
        for (List<String> line : cells) {
            for (int c = 0; c < columns; c++) {
                String v = line.get(c);
                out.append(c < 2 ? pad(v, width[c], false) : pad(v, width[c], true));
                out.append(c + 1 < columns ? "  " : "");
            }
            out.append('\n');
        }
        return out.toString();
    }

    private static String pad(String v, int width, boolean right) {
        String fill = " ".repeat(width - v.length());
        return right ? fill + v : v + fill;
    }
}
