package org.voddesk.bench;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Supplier;
import org.voddesk.policy.GainPlanner;
import org.voddesk.policy.PrefixAffinityPolicy;
import org.voddesk.sim.ResultCsv;
import org.voddesk.sim.ResultRow;
import org.voddesk.sim.ScenarioOptions;
import org.voddesk.sim.SweepRequest;
import org.voddesk.sim.SweepRunner;
import org.voddesk.sim.lichen.LiChenParameters;
import org.voddesk.sim.lichen.LiChenScenario;
import org.voddesk.sim.cluster.PolicySetup;

/**
 * The planner's parameter sweep of docs/benchmarks.md ("Plans: the trade-off curve"): li-chen-2014 with
 * {@code prefix-spread} placement and the {@code gain} planner at several values of its parameters, printed as
 * CSV (the policy column names the point). Arguments: {@code LOADS SEEDS RUNS PLAN_EVERY_S POINT...}, a point
 * being {@code maxExcess:minMoveGain:maxMoves[:minPlanGain[:band5]]} (placement's {@code maxExcess}, then the
 * planner's parameters), e.g. {@code 300,500,600 1,2 5 30 30:1:10 30:0.5:20:4}, or named values
 * ({@link Point#parse}), e.g. {@code x=30/mg=0.3/mm=30/tr=4/tg=1}.
 */
public final class PlanSweep {
    private PlanSweep() {
    }

    public static void main(String[] args) throws Exception {
        List<Double> loads = new ArrayList<>();
        for (String l : args[0].split(",")) {
            loads.add(Double.parseDouble(l));
        }
        String[] seeds = args[1].split(",");
        int runs = Integer.parseInt(args[2]);
        long planEveryMs = Math.round(Double.parseDouble(args[3]) * 1000);
        Map<String, Supplier<PolicySetup>> setups = new LinkedHashMap<>();
        for (int i = 4; i < args.length; i++) {
            String name = "spread-gain@" + args[i];
            Point point = Point.parse(args[i]);
            setups.put(name, () -> new PolicySetup(name, new PrefixAffinityPolicy(point.placement()),
                    new GainPlanner(point.gain())));
        }
        LiChenScenario scenario = new LiChenScenario(LiChenParameters.SPEC, setups);
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            System.out.print("seed," + ResultCsv.HEADER + "\n");
            for (String seed : seeds) {
                List<ResultRow> rows = new SweepRunner(pool).run(new SweepRequest(scenario,
                        List.copyOf(setups.keySet()), loads, runs, Long.parseLong(seed),
                        new ScenarioOptions(null, null, false, planEveryMs)));
                ResultCsv.format(rows).lines().skip(1).forEach(line -> System.out.println(seed + "," + line));
                System.out.flush();
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
