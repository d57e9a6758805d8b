package org.voddesk.core.whatif;

/**
 * The control loop's timing settings a replay follows, from the settings in force (the Settings screen's planning
 * interval and move hold). The poll interval comes from the recorded day itself ({@link RecordedDay#samplePeriodMs}).
 *
 * @param planningEveryMs time between migration planning passes, ms (default 30 s); a pass runs at the first load
 *                        report at least this long after the previous one
 * @param moveHoldMs      a session that moved is not moved again within this time, ms (default 10 min)
 */
public record LoopTimes(long planningEveryMs, long moveHoldMs) {
    /** The console's defaults: planning every 30 s, a 10 min hold. */
    public static final LoopTimes DEFAULT = new LoopTimes(30_000L, 600_000L);

    public LoopTimes {
        if (planningEveryMs < 0 || moveHoldMs < 0) {
            throw new IllegalArgumentException("planning interval and move hold must be >= 0");
        }
    }
}
