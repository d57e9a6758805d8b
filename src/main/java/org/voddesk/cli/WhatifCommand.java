package org.voddesk.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.voddesk.control.admin.SettingsCodec;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.core.whatif.DayTrace;
import org.voddesk.core.whatif.DayWindow;
import org.voddesk.core.whatif.LoopTimes;
import org.voddesk.core.whatif.ReplayPolicy;
import org.voddesk.core.whatif.ReplayReport;
import org.voddesk.core.whatif.ReplayRequest;
import org.voddesk.core.whatif.Replayer;
import org.voddesk.sim.whatif.TraceReplayer;
import org.voddesk.store.Store;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code voddesk whatif}: replays one recorded day of a database under other policies, calibrated against what
 * really happened. It only reads ({@link Store#openReadOnly}: no lease, no migration), so it runs beside a console.
 * The policy in force is the placement policy the day's decisions name and the planner of the stored settings; the
 * planning interval and move hold are the stored settings' too. A day with no sessions, a missing or foreign
 * database and an unknown policy each end with one line and exit 1.
 */
@Command(name = "whatif", mixinStandardHelpOptions = true,
        description = {"Replay a recorded day under other policies, calibrated against what really happened.",
            "Prints a calibration line, then one row per policy, the recorded day first. Read-only: runs beside a"
                    + " console."})
final class WhatifCommand implements Callable<Integer> {
    @Option(names = "--db", required = true, paramLabel = "FILE", description = "The VodDesk database to read.")
    Path db;

    @Option(names = "--date", required = true, paramLabel = "YYYY-MM-DD", description = "The day to replay.")
    String date;

    @Option(names = "--zone", paramLabel = "ZONE",
            description = "Time zone of the day, e.g. Europe/Berlin (default: this computer's).")
    String zone;

    @Option(names = "--policy", split = ",", paramLabel = "P",
            description = {"Policies to compare, comma-separated: <placement> or <placement>-<planner>",
                "(as simulate names them, e.g. similarity-rem, least-load, prefix-spread-gain).",
                "Default: the policy in force, the console's default, similarity-rem and least-load."})
    List<String> policies;

    @Option(names = "--runs", defaultValue = "1",
            description = "Seeded runs per policy (default ${DEFAULT-VALUE}); figures are means over the runs.")
    int runs;

    @Option(names = "--seed", defaultValue = "1", description = "Seed the runs derive from (default ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--csv", paramLabel = "FILE", description = "Write one row per policy as CSV.")
    Path csv;

    @Option(names = "--chart", paramLabel = "FILE.png", description = "Draw lambda over the day per policy as a PNG.")
    Path chart;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        if (runs < 1) {
            throw new ParameterException(spec.commandLine(), "--runs must be at least 1, got " + runs);
        }
        DayWindow day = DayWindow.of(day(), zone());
        if (!Files.isRegularFile(db)) {
            throw new WhatifFailure(Files.isDirectory(db) ? db + " is a directory, not a database"
                    : "no database " + db + " (give the file the console writes with --db)");
        }
        int threads = Math.max(1, Math.min(SimulateCommand.MAX_THREADS, Runtime.getRuntime().availableProcessors()));
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            return replay(day, new TraceReplayer(pool), threads);
        } finally {
            pool.shutdownNow();
        }
    }

    private int replay(DayWindow day, Replayer replayer, int threads) {
        ReplayRequest request;
        try (Store store = Store.openReadOnly(db)) {
            DayTrace trace = store.dayTraces().read(day);
            if (!trace.hasSessions()) {
                throw new WhatifFailure("no sessions on " + day.date() + " (" + day.zone().getId() + ") in " + db
                        + "; pick a day with playback (or give its --zone)");
            }
            ControlSettings settings = SettingsCodec.decode(store.settings().all(), "the database").settings();
            ReplayPolicy inForce = inForce(trace, settings, replayer);
            request = new ReplayRequest(trace, inForce, chosen(replayer, inForce), new LoopTimes(
                    settings.planningInterval().toMillis(), settings.moveHold().toMillis()), runs, seed);
        }
        long started = System.nanoTime();
        ReplayReport report = replayer.replay(request, p -> { }, () -> false);
        double seconds = (System.nanoTime() - started) / 1e9;
        var out = spec.commandLine().getOut();
        out.printf("%s (%s): %d requests, %d nodes; %d policies x %d runs, seed %d%n", day.date(), day.zone().getId(),
                request.trace().requests().size(), request.trace().nodes().size(), request.replayed().size(), runs,
                seed);
        out.print(WhatifTable.format(report));
        writeExtras(report, out);
        out.printf("replayed in %.1f s on %d threads%n", seconds, threads);
        out.flush();
        return 0;
    }

    private void writeExtras(ReplayReport report, java.io.PrintWriter out) {
        try {
            if (csv != null) {
                Path parent = csv.toAbsolutePath().getParent();
                if (parent != null) {
                    Files.createDirectories(parent);
                }
                Files.writeString(csv, WhatifCsv.format(report));
                out.println("wrote " + csv);
            }
            if (chart != null) {
                WhatifChart.write(chart, report);
                out.println("wrote " + chart);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + e.getMessage(), e);
        }
    }

    /**
     * Step: the policy in force that day: the placement policy its decisions name (the stored setting when it has
     * none) with the stored planner.
     */
    static ReplayPolicy inForce(DayTrace trace, ControlSettings settings, Replayer replayer) {
        ReplayPolicy p = trace.policyInForce(settings.placementPolicy(), settings.migrationPlanner());
        try {
            return replayer.policy(p.label());
        } catch (IllegalArgumentException e) {
            throw new WhatifFailure("the day's policy " + p.label() + " is not one this version can replay: "
                    + e.getMessage());
        }
    }

    /** Step: the policies of {@code --policy}, or the standard comparison; an unknown name is one line, exit 1. */
    List<ReplayPolicy> chosen(Replayer replayer, ReplayPolicy inForce) {
        if (policies == null || policies.isEmpty()) {
            return replayer.standardComparison(inForce);
        }
        List<ReplayPolicy> result = new ArrayList<>();
        for (String name : policies) {
            if (name.isBlank()) {
                continue;
            }
            try {
                result.add(replayer.policy(name.trim()));
            } catch (IllegalArgumentException e) {
                throw new WhatifFailure(e.getMessage());
            }
        }
        return result;
    }

    private LocalDate day() {
        try {
            return DayArguments.day(date);
        } catch (IllegalArgumentException e) {
            throw new WhatifFailure(e.getMessage());
        }
    }

    private ZoneId zone() {
        try {
            return DayArguments.zone(zone);
        } catch (IllegalArgumentException e) {
            throw new WhatifFailure(e.getMessage());
        }
    }

    /** A failure the user can act on: one line on stderr, exit 1. */
    static final class WhatifFailure extends RuntimeException {
        private static final long serialVersionUID = 1L;

        WhatifFailure(String message) {
            super(message);
        }
    }
}
