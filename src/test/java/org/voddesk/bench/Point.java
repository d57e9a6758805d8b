package org.voddesk.bench;

import java.util.HashMap;
import java.util.Map;
import org.voddesk.policy.GainParams;
import org.voddesk.policy.PlanBands;
import org.voddesk.policy.PrefixAffinityParams;

/**
 * One point of {@link PlanSweep}: the {@code prefix-spread} placement's and the {@code gain} planner's parameters.
 *
 * @param placement the placement's parameters
 * @param gain      the planner's parameters
 */
record Point(PrefixAffinityParams placement, GainParams gain) {
    /**
     * Parses {@code maxExcess:minMoveGain:maxMoves[:minPlanGain[:band5]]}, or named values separated by slashes:
     * {@code x} maxExcess, {@code r} replicateExcess ({@code Infinity}: no replication), {@code mg} minMoveGain,
     * {@code pg} minPlanGain (default: mg), {@code mm} maxMoves, {@code b5} band 5, {@code tr} trigger lambda,
     * {@code tg} target lambda. Values not given are those of {@code prefix-spread} and the default planner.
     */
    static Point parse(String text) {
        Map<String, Double> v = new HashMap<>();
        if (text.contains("=")) {
            for (String pair : text.split("/")) {
                String[] kv = pair.split("=");
                v.put(kv[0], Double.parseDouble(kv[1]));
            }
        } else {
            String[] p = text.split(":");
            String[] keys = {"x", "mg", "mm", "pg", "b5"};
            for (int i = 0; i < p.length; i++) {
                v.put(keys[i], Double.parseDouble(p[i]));
            }
        }
        GainParams d = GainParams.DEFAULT;
        double perMove = v.getOrDefault("mg", d.minMoveGain());
        double band5 = v.getOrDefault("b5", d.bands().band5());
        GainParams gain = d.withGains(perMove, v.getOrDefault("pg", perMove))
                .withMaxMoves((int) Math.round(v.getOrDefault("mm", (double) d.maxMoves())))
                .withBands(new PlanBands(Math.max(0.6, band5), Math.max(0.4, band5), Math.max(0.25, band5), band5))
                .withBand(v.getOrDefault("tr", d.triggerLambda()), v.getOrDefault("tg", d.targetLambda()));
        PrefixAffinityParams d2 = PrefixAffinityParams.SPREAD;
        PrefixAffinityParams placement = new PrefixAffinityParams(d2.intervalWindowMs(),
                v.getOrDefault("x", d2.maxExcess()), false, v.getOrDefault("r", d2.replicateExcess()), d2.cacheSlots());
        return new Point(placement, gain);
    }
}
