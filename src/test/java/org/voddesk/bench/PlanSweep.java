package org.voddesk.bench;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Supplier;
import org.voddesk.policy.GainParams;
import org.voddesk.policy.GainPlanner;
import org.voddesk.policy.PlanBands;
import org.voddesk.policy.PrefixAffinityParams;
import org.voddesk.policy.PrefixAffinityPolicy;
import org.voddesk.sim.ResultCsv;
import org.voddesk.sim.ResultRow;
import org.voddesk.sim.ScenarioOptions;
import org.voddesk.sim.SweepRequest;
import org.voddesk.sim.SweepRunner;
import org.voddesk.sim.lichen.LiChenParameters;
import org.voddesk.sim.lichen.LiChenScenario;
import org.voddesk.sim.lichen.PolicySetup;

/**
 * The planner's parameter sweep of docs/benchmarks.md ("Plans: the trade-off curve"): li-chen-2014 with
 * {@code prefix-spread} placement and the {@code gain} planner at several values of its parameters, printed as
 * CSV (the policy column names the point). Arguments: {@code LOADS SEEDS RUNS PLAN_EVERY_S POINT...}, a point
 * being {@code maxExcess:minMoveGain:maxMoves[:minPlanGain[:band5]]} (placement's {@code maxExcess}, then the
 * planner's parameters), e.g. {@code 300,500,600 1,2 5 30 30:1:10 30:0.5:20:4}.
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
            String[] v = args[i].split(":");
            double maxExcess = Double.parseDouble(v[0]);
            double perMove = Double.parseDouble(v[1]);
            double perPlan = v.length > 3 ? Double.parseDouble(v[3]) : perMove;
            double band5 = v.length > 4 ? Double.parseDouble(v[4]) : PlanBands.DEFAULT.band5();
            GainParams gain = GainParams.DEFAULT.withGains(perMove, perPlan).withMaxMoves(Integer.parseInt(v[2]))
                    .withBands(new PlanBands(Math.max(0.6, band5), Math.max(0.4, band5), Math.max(0.25, band5), band5));
            String name = "spread-gain@" + args[i];
            setups.put(name, () -> new PolicySetup(name, new PrefixAffinityPolicy(
                    new PrefixAffinityParams(300_000L, maxExcess, false)), new GainPlanner(gain)));
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
