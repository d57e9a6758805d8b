package org.voddesk.policy;

/**
 * The priority bands of a migration plan (ALGORITHMS.md §7), in the manner of VMware DRS recommendations: priority
 * 1 relieves a node above {@code Loadmax}; priorities 2-5 are bands of the relative fall of the cluster's
 * {@code lambda} the plan predicts, {@code (before - after) / before}. A plan that relieves no overload and
 * predicts a fall below {@code band5} has no priority and is not proposed.
 *
 * @param band2 least relative fall of priority 2
 * @param band3 least relative fall of priority 3
 * @param band4 least relative fall of priority 4
 * @param band5 least relative fall of priority 5, the least a plan must promise to be proposed at all
 */
public record PlanBands(double band2, double band3, double band4, double band5) {
    /** 2: lambda falls by at least 60%; 3: 40%; 4: 25%; 5: 10%. */
    public static final PlanBands DEFAULT = new PlanBands(0.60, 0.40, 0.25, 0.10);
    /** No plan is proposed without a priority; {@link #priority} returns this. */
    public static final int NONE = 0;

    public PlanBands {
        if (!(band5 > 0 && band5 <= band4 && band4 <= band3 && band3 <= band2 && band2 <= 1)) {
            throw new IllegalArgumentException("plan bands need 0 < band5 <= band4 <= band3 <= band2 <= 1, got "
                    + band2 + ", " + band3 + ", " + band4 + ", " + band5);
        }
    }

    /** The priority 1-5 of a plan, or {@link #NONE} when it relieves no overload and falls short of band 5. */
    public int priority(double lambdaBefore, double lambdaAfter, boolean relievesOverload) {
        if (relievesOverload) {
            return 1;
        }
        double fall = lambdaBefore > 0 ? (lambdaBefore - lambdaAfter) / lambdaBefore : 0;
        if (fall >= band2) {
            return 2;
        }
        if (fall >= band3) {
            return 3;
        }
        if (fall >= band4) {
            return 4;
        }
        return fall >= band5 ? 5 : NONE;
    }
}
