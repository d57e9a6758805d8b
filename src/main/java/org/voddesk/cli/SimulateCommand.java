package org.voddesk.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.voddesk.sim.ResultCsv;
import org.voddesk.sim.ResultRow;
import org.voddesk.sim.ResultTable;
import org.voddesk.sim.Scenario;
import org.voddesk.sim.ScenarioOptions;
import org.voddesk.sim.Scenarios;
import org.voddesk.sim.StandardScenarios;
import org.voddesk.sim.SweepRequest;
import org.voddesk.sim.SweepRunner;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code voddesk simulate}: runs a scenario of ALGORITHMS.md §8 for every (policy, load) over {@code --runs}
 * seeds, prints a table of mean ± spread, and optionally writes the CSV of DESIGN.md and a PNG chart. Runs go
 * to a pool of at most two threads; the results do not depend on it (each run is seeded on its own).
 */
@Command(name = "simulate", mixinStandardHelpOptions = true,
        description = "Run a paper scenario in the discrete-event simulator and compare policies.")
final class SimulateCommand implements Callable<Integer> {
    static final int MAX_THREADS = 2;

    @Spec
    CommandSpec spec;

    @Option(names = "--scenario", required = true, paramLabel = "NAME", description = "Scenario to run.")
    String scenarioName;

    @Option(names = "--policy", required = true, split = ",", paramLabel = "P", description = "Policies, comma-separated.")
    List<String> policies;

    @Option(names = "--load", required = true, paramLabel = "L[,L..]",
            description = "Loads, comma-separated; their meaning depends on the scenario.")
    String loads;

    @Option(names = "--runs", defaultValue = "5", description = "Seeded runs per (policy, load) (default ${DEFAULT-VALUE}).")
    int runs;

    @Option(names = "--seed", defaultValue = "1", description = "Seed the runs derive from (default ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--csv", paramLabel = "FILE", description = "Write the results as CSV.")
    Path csv;

    @Option(names = "--chart", paramLabel = "FILE.png", description = "Draw the results as a PNG chart.")
    Path chart;

    @Option(names = "--alpha", paramLabel = "A", description = "RMTS path-choice weight (rmts-2015).")
    Double alpha;

    @Option(names = "--placement", paramLabel = "standard|sparse", description = "Replica placement (rmts-2015).")
    String placement;

    @Option(names = "--plan-every", paramLabel = "SECONDS",
            description = "Run the migration planner this often, as the console's planning interval does"
                    + " (li-chen-2014; default: at every load report, as the papers' REM).")
    Double planEverySeconds;

    @Option(names = "--fail-node", description = "Fail a node during the measured period (rmts-2015).")
    boolean failNode;


    @Override
    public Integer call() {
        SweepRequest request = request();
        long started = System.nanoTime();
        int threads = Math.max(1, Math.min(MAX_THREADS, Runtime.getRuntime().availableProcessors()));
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        List<ResultRow> rows;
        try {
            rows = new SweepRunner(pool).run(request);
        } finally {
            pool.shutdownNow();
        }
        double seconds = (System.nanoTime() - started) / 1e9;
        Scenario scenario = request.scenario();
        var out = spec.commandLine().getOut();
        out.printf("%s: %d policies x %d loads x %d runs, seed %d; mean ± sample standard deviation over runs%n",
                scenario.name(), request.policies().size(), request.loads().size(), request.runs(), request.seed());
        out.print(ResultTable.format(scenario.loadLabel(), rows));
        scenario.notes(rows).forEach(out::println);
        if (csv != null) {
            write(csv, ResultCsv.format(rows), "CSV");
            out.println("wrote " + csv);
        }
        if (chart != null) {
            try {
                SimulationChart.write(chart, scenario, rows);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write the chart to " + chart + ": " + e.getMessage(), e);
            }
            out.println("wrote " + chart);
        }
        out.printf("%d runs in %.1f s on %d threads%n", rows.size() * request.runs(), seconds, threads);
        out.flush();
        return 0;
    }

    /** Checks the arguments; anything wrong is bad usage (exit 2) with a message saying what to change. */
    SweepRequest request() {
        // made here, not in a constructor: picocli makes every subcommand at every start, the console's too
        Scenarios scenarios = StandardScenarios.all();
        Scenario scenario = scenarios.find(scenarioName).orElseThrow(() -> usage("unknown scenario '" + scenarioName
                + "'; known: " + String.join(", ", scenarios.names())));
        List<String> names = new ArrayList<>();
        for (String p : policies) {
            if (!p.isBlank()) {
                names.add(p.trim());
            }
        }
        if (names.isEmpty()) {
            throw usage("--policy needs at least one policy; known for " + scenario.name() + ": "
                    + String.join(", ", scenario.policies()));
        }
        if (runs < 1) {
            throw usage("--runs must be at least 1, got " + runs);
        }
        try {
            return new SweepRequest(scenario, names, parseLoads(loads), runs, seed,
                    new ScenarioOptions(alpha, placement, failNode, planEveryMs()));
        } catch (IllegalArgumentException e) {
            throw usage(e.getMessage());
        }
    }

    private Long planEveryMs() {
        if (planEverySeconds == null) {
            return null;
        }
        if (!(planEverySeconds > 0 && planEverySeconds <= 86_400)) {
            throw usage("--plan-every is a number of seconds in (0, 86400], got " + planEverySeconds);
        }
        return Math.round(planEverySeconds * 1000);
    }

    private List<Double> parseLoads(String text) {
        List<Double> values = new ArrayList<>();
        for (String part : text.split(",", -1)) {
            String t = part.trim();
            if (t.isEmpty()) {
                continue;
            }
            try {
                double v = Double.parseDouble(t);
                if (!Double.isFinite(v)) {
                    throw new NumberFormatException();
                }
                values.add(v);
            } catch (NumberFormatException e) {
                throw usage("--load: '" + t + "' is not a number");
            }
        }
        if (values.isEmpty()) {
            throw usage("--load needs at least one value, e.g. --load 100,200,300");
        }
        return values;
    }

    private ParameterException usage(String message) {
        return new ParameterException(spec.commandLine(), message);
    }

    private static void write(Path file, String text, String what) {
        try {
            Path parent = file.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            Files.writeString(file, text);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the " + what + " to " + file + ": " + e.getMessage(), e);
        }
    }
}
