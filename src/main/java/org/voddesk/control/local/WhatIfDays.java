package org.voddesk.control.local;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.core.whatif.DayTrace;
import org.voddesk.core.whatif.DayWindow;
import org.voddesk.core.whatif.LoopTimes;
import org.voddesk.core.whatif.ReplayPolicy;
import org.voddesk.core.whatif.ReplayRequest;
import org.voddesk.core.whatif.Replayer;

/**
 * What a what-if run replays: a recorded day read from the history, under the policy that was in force that day and
 * the policies asked, with the loop's times of the settings in force. The reader of days and the simulator's
 * {@link Replayer} come from the start-up wiring (this layer knows neither the simulator nor how the day is read);
 * the console's what if and the daily report's section make their requests here, so that both replay a day alike.
 */
public final class WhatIfDays {
    private final Function<DayWindow, DayTrace> traces;
    private final Replayer replayer;

    /**
     * @param traces   reads one day of the history (read-only; blocking, so called off the loop)
     * @param replayer the simulator's replay
     */
    public WhatIfDays(Function<DayWindow, DayTrace> traces, Replayer replayer) {
        if (traces == null || replayer == null) {
            throw new IllegalArgumentException("a what-if needs a reader of days and a replayer");
        }
        this.traces = traces;
        this.replayer = replayer;
    }

    /** The simulator's replay. */
    public Replayer replayer() {
        return replayer;
    }

    /**
     * Reads {@code day} and makes its request. Blocking (it reads the history), so never on the loop or FX thread.
     *
     * @param settings the settings in force (the planner, the planning interval and the move hold)
     * @param chosen   the policies to compare; empty for the standard comparison
     * @throws Refused with one sentence when the day has no sessions, or a policy (the day's own included) is not one
     *                 the simulator replays
     */
    public ReplayRequest request(DayWindow day, ControlSettings settings, List<ReplayPolicy> chosen, int runs,
                                 long seed) {
        DayTrace trace = traces.apply(day);
        if (!trace.hasSessions()) {
            throw new Refused("No sessions on " + day.date() + " (" + day.zone().getId() + ") in the history;"
                    + " pick a day with playback.");
        }
        ReplayPolicy inForce = inForce(trace, settings);
        return new ReplayRequest(trace, inForce, compared(inForce, chosen), times(settings), runs, seed);
    }

    /**
     * Step: the policy in force on the day: the placement policy its placement decisions name (the setting's when it
     * has none) with the planner of the settings, as the simulator names it.
     */
    ReplayPolicy inForce(DayTrace trace, ControlSettings settings) {
        ReplayPolicy p = trace.policyInForce(settings.placementPolicy(), settings.migrationPlanner());
        try {
            return replayer.policy(p.label());
        } catch (IllegalArgumentException e) {
            throw new Refused("The day's policy " + p.label() + " is not one the simulator replays: "
                    + e.getMessage());
        }
    }

    /** Step: the policies asked, each known to the simulator; none asked is the standard comparison. */
    List<ReplayPolicy> compared(ReplayPolicy inForce, List<ReplayPolicy> chosen) {
        if (chosen.isEmpty()) {
            return replayer.standardComparison(inForce);
        }
        List<ReplayPolicy> known = new ArrayList<>();
        for (ReplayPolicy p : chosen) {
            try {
                known.add(replayer.policy(p.label()));
            } catch (IllegalArgumentException e) {
                throw new Refused(e.getMessage());
            }
        }
        return known;
    }

    /** Step: the planning interval and the move hold of the settings, which the replay's loop follows. */
    static LoopTimes times(ControlSettings settings) {
        return new LoopTimes(settings.intervals().planning().toMillis(), settings.planTimes().moveHold().toMillis());
    }

    /** A day or a policy a what-if cannot replay; its message is one sentence for the user. */
    public static final class Refused extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Refused(String message) {
            super(message);
        }
    }
}
