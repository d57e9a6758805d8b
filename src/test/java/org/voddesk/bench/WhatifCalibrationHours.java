package org.voddesk.bench;

import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.List;
import java.util.Locale;
import org.voddesk.core.whatif.Calibration;
import org.voddesk.core.whatif.DayTrace;
import org.voddesk.core.whatif.DayWindow;
import org.voddesk.core.whatif.HourComparison;
import org.voddesk.core.whatif.LoopTimes;
import org.voddesk.core.whatif.NodeHourComparison;
import org.voddesk.core.whatif.ReplayPolicy;
import org.voddesk.core.whatif.ReplayRequest;
import org.voddesk.sim.whatif.TraceReplayer;
import org.voddesk.store.Store;

/**
 * The calibration of a recorded day hour by hour, for docs/benchmarks.md ("What if"): each node's mean load per hour
 * as recorded / as replayed under the policy in force (the decisions' placement, {@code gain} unless a planner is
 * given), and {@code lambda} per hour. Reads the database read-only.
 *
 * <p>Run: {@code mvn -q test-compile exec:java -Dexec.classpathScope=test
 * -Dexec.mainClass=org.voddesk.bench.WhatifCalibrationHours -Dexec.args="DB YYYY-MM-DD ZONE [PLANNER]"}
 */
public final class WhatifCalibrationHours {
    private WhatifCalibrationHours() {
    }

    public static void main(String[] args) {
        DayWindow day = DayWindow.of(LocalDate.parse(args[1]), ZoneId.of(args[2]));
        DayTrace trace;
        try (Store store = Store.openReadOnly(Path.of(args[0]))) {
            trace = store.dayTraces().read(day);
        }
        ReplayPolicy inForce = new ReplayPolicy(trace.recorded().placementPolicy(), args.length > 3 ? args[3] : "gain");
        Calibration c = new TraceReplayer().replay(new ReplayRequest(trace, inForce, List.of(), LoopTimes.DEFAULT, 1,
                1), p -> { }, () -> false).calibration();
        System.out.printf(Locale.ROOT, "%s: mean load error %.1f%%; per hour, each node's mean load recorded/replayed,"
                + " then lambda recorded/replayed%n", inForce.label(), c.meanLoadError() * 100);
        for (HourComparison h : c.hours()) {
            StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%02d", h.hour()));
            for (NodeHourComparison n : c.nodeHours()) {
                if (n.hour() == h.hour()) {
                    line.append(String.format(Locale.ROOT, "  %5.1f/%5.1f", n.meanLoad().recorded(),
                            n.meanLoad().replayed()));
                }
            }
            line.append(String.format(Locale.ROOT, "  | %5.2f/%5.2f", h.lambda().recorded(), h.lambda().replayed()));
            System.out.println(line);
        }
    }
}
