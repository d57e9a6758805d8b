package org.voddesk.control.api;

import java.time.LocalDate;
import java.time.ZoneId;
import java.util.List;
import org.voddesk.core.whatif.ReplayPolicy;

/**
 * What a supervisor asks a what-if run for ({@link WhatIfRuns#start}): one recorded local day, the policies to
 * compare with the one that was in force, and how many seeded runs each gets. Checked where it is made: a bound
 * out of range is refused naming it.
 *
 * @param day      the local date to replay
 * @param zone     the time zone the day is counted in (the desk's)
 * @param policies the policies to compare, in the order the report lists them; empty for the standard comparison
 *                 (the policy in force, the console's default pair, the papers' pair and least-load)
 * @param runs     seeded runs per policy, 1 to {@link #MAX_RUNS}; figures are means over the runs
 * @param seed     seed of the runs: the same day, policies and seed give the same report
 */
public record WhatIfAsk(LocalDate day, ZoneId zone, List<ReplayPolicy> policies, int runs, long seed) {
    /** The most runs per policy a run may ask for. */
    public static final int MAX_RUNS = 10;
    /** The most policies a run may compare. */
    public static final int MAX_POLICIES = 24;
    /** The runs of a run that names none: one, as {@code voddesk whatif} does. */
    public static final int DEFAULT_RUNS = 1;
    /** The seed of a run that names none: 1, as {@code voddesk whatif} does, so both give the same table. */
    public static final long DEFAULT_SEED = 1;

    public WhatIfAsk {
        if (day == null || zone == null) {
            throw new IllegalArgumentException("a what-if run needs its day and time zone");
        }
        policies = List.copyOf(policies);
        if (policies.size() > MAX_POLICIES) {
            throw new IllegalArgumentException("a what-if run compares at most " + MAX_POLICIES + " policies, got "
                    + policies.size());
        }
        if (runs < 1 || runs > MAX_RUNS) {
            throw new IllegalArgumentException("a what-if run has 1 to " + MAX_RUNS + " runs per policy, got "
                    + runs);
        }
    }

    /** {@code policies} on {@code day} in {@code zone}, with {@link #DEFAULT_RUNS} and {@link #DEFAULT_SEED}. */
    public static WhatIfAsk of(LocalDate day, ZoneId zone, List<ReplayPolicy> policies) {
        return new WhatIfAsk(day, zone, policies, DEFAULT_RUNS, DEFAULT_SEED);
    }
}
