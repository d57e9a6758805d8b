package org.voddesk.control.api;

import java.time.Duration;

/**
 * The control loop's settings, checked where they are made (a value out of range or a missing part is refused with
 * a message naming it). Whether the named policies exist and the planner accepts the gains is the control room's
 * rule, checked wherever settings come in (a change, the stored settings, the form); the defaults are the control
 * room's too.
 *
 * @param policies           placement policy and migration planner names
 * @param intervals          time between poll rounds and between planning passes
 * @param planTimes          how long a pending plan lives and how long a moved session is held
 * @param reHoming           what happens to the sessions of a failed node, and the re-homing capacity
 * @param defaultBitrateBps  stream bit rate assumed where none is known (capacity, a request for an unknown camera)
 * @param overloadAlarmAfter how long a node must stay overloaded before its alarm opens (10 s to 24 h; alarms)
 * @param plans              automation level and planner parameters of migration plans (checked by
 *                           the control room)
 * @param logins             how long a desk's login at the control server lives (its range is the control room's)
 */
public record ControlSettings(PolicyChoice policies, Intervals intervals, PlanTimes planTimes,
                              ReHoming reHoming, long defaultBitrateBps, Duration overloadAlarmAfter,
                              PlanSettings plans, Logins logins) {
    /**
     * Which policies run.
     *
     * @param placement placement policy name (one of the settings form's placement choices)
     * @param planner   migration planner name (one of the settings form's planner choices)
     */
    public record PolicyChoice(String placement, String planner) {
    }

    /**
     * How often the loop works.
     *
     * @param poll     time between poll rounds
     * @param planning time between migration planning passes (at most one per round)
     */
    public record Intervals(Duration poll, Duration planning) {
    }

    /**
     * How long plans and moves count.
     *
     * @param expiry   a pending plan lapses after this (ALGORITHMS.md §7: 5 min)
     * @param moveHold anti-flapping hold: a session that moved is not proposed again within this time
     */
    public record PlanTimes(Duration expiry, Duration moveHold) {
    }

    /**
     * What happens to the sessions of a failed node.
     *
     * @param mode            re-home them automatically, or propose it
     * @param sessionsPerNode failure re-homing capacity of every node in sessions; 0 derives it from each node's
     *                        {@code Bord} and {@code defaultBitrateBps} ({@code Capacity})
     */
    public record ReHoming(ReHomingMode mode, int sessionsPerNode) {
    }

    /**
     * How long a desk's login at the control server lives. A console on one desk (the control in process) has no
     * logins to end; the setting counts only where a control server serves the desks.
     *
     * @param idle a login whose token makes no call for this long ends, and its user logs in again
     */
    public record Logins(Duration idle) {
    }

    /** The bounds of {@link #overloadAlarmAfter}. */
    public static final Duration OVERLOAD_ALARM_MIN = Duration.ofSeconds(10);
    public static final Duration OVERLOAD_ALARM_MAX = Duration.ofHours(24);

    public ControlSettings {
        if (policies == null || intervals == null || planTimes == null || reHoming == null) {
            throw new IllegalArgumentException("policies, intervals, plan times and re-homing are required");
        }
        if (isBlank(policies.placement()) || isBlank(policies.planner())) {
            throw new IllegalArgumentException("a placement policy and a migration planner are required, got '"
                    + policies.placement() + "' and '" + policies.planner() + "'");
        }
        requireAtLeast(intervals.poll(), Duration.ofMillis(100), "poll interval");
        requireAtLeast(intervals.planning(), Duration.ZERO, "planning interval");
        requireAtLeast(planTimes.expiry(), Duration.ofSeconds(1), "plan expiry");
        requireAtLeast(planTimes.moveHold(), Duration.ZERO, "move hold");
        if (reHoming.mode() == null) {
            throw new IllegalArgumentException("re-homing mode is required (automatic or propose)");
        }
        if (reHoming.sessionsPerNode() < 0) {
            throw new IllegalArgumentException("sessions per node must be >= 0 (0 = derived from bandwidth), got "
                    + reHoming.sessionsPerNode());
        }
        if (defaultBitrateBps <= 0) {
            throw new IllegalArgumentException("default bit rate must be positive, got " + defaultBitrateBps);
        }
        requireAtLeast(overloadAlarmAfter, OVERLOAD_ALARM_MIN, "overload alarm delay");
        if (overloadAlarmAfter.compareTo(OVERLOAD_ALARM_MAX) > 0) {
            throw new IllegalArgumentException("overload alarm delay must be at most " + OVERLOAD_ALARM_MAX + ", got "
                    + overloadAlarmAfter);
        }
        if (plans == null) {
            throw new IllegalArgumentException("plan settings are required");
        }
        if (logins == null) {
            throw new IllegalArgumentException("login settings are required");
        }
        requireAtLeast(logins.idle(), Duration.ofMillis(1), "login idle time");
    }

    private static boolean isBlank(String s) {
        return s == null || s.isBlank();
    }

    private static void requireAtLeast(Duration d, Duration min, String what) {
        if (d == null || d.compareTo(min) < 0) {
            throw new IllegalArgumentException(what + " must be at least " + min + ", got " + d);
        }
    }

    public ControlSettings withPlacementPolicy(String name) {
        return new ControlSettings(new PolicyChoice(name, policies.planner()), intervals, planTimes, reHoming,
                defaultBitrateBps, overloadAlarmAfter, plans, logins);
    }

    public ControlSettings withMigrationPlanner(String name) {
        return new ControlSettings(new PolicyChoice(policies.placement(), name), intervals, planTimes, reHoming,
                defaultBitrateBps, overloadAlarmAfter, plans, logins);
    }

    public ControlSettings withIntervals(Duration poll, Duration planning) {
        return new ControlSettings(policies, new Intervals(poll, planning), planTimes, reHoming, defaultBitrateBps,
                overloadAlarmAfter, plans, logins);
    }

    public ControlSettings withExpiryAndHold(Duration expiry, Duration hold) {
        return new ControlSettings(policies, intervals, new PlanTimes(expiry, hold), reHoming, defaultBitrateBps,
                overloadAlarmAfter, plans, logins);
    }

    public ControlSettings withOverloadAlarmAfter(Duration after) {
        return new ControlSettings(policies, intervals, planTimes, reHoming, defaultBitrateBps, after, plans, logins);
    }

    public ControlSettings withReHoming(ReHomingMode mode, int capacity) {
        return new ControlSettings(policies, intervals, planTimes, new ReHoming(mode, capacity), defaultBitrateBps,
                overloadAlarmAfter, plans, logins);
    }

    /** The same settings with another default bit rate. */
    public ControlSettings withDefaultBitrate(long bitrateBps) {
        return new ControlSettings(policies, intervals, planTimes, reHoming, bitrateBps, overloadAlarmAfter, plans,
                logins);
    }

    /** The same settings with other plan settings (automation level, planner parameters). */
    public ControlSettings withPlans(PlanSettings next) {
        return new ControlSettings(policies, intervals, planTimes, reHoming, defaultBitrateBps, overloadAlarmAfter,
                next, logins);
    }

    /** The same settings with another login idle time (the control room checks its range). */
    public ControlSettings withLoginIdle(Duration idle) {
        return new ControlSettings(policies, intervals, planTimes, reHoming, defaultBitrateBps, overloadAlarmAfter,
                plans, new Logins(idle));
    }

    // The parts' settings, read through.

    public String placementPolicy() {
        return policies.placement();
    }

    public String migrationPlanner() {
        return policies.planner();
    }

    public Duration pollInterval() {
        return intervals.poll();
    }

    public Duration planningInterval() {
        return intervals.planning();
    }

    public Duration planExpiry() {
        return planTimes.expiry();
    }

    public Duration moveHold() {
        return planTimes.moveHold();
    }

    public ReHomingMode reHomingMode() {
        return reHoming.mode();
    }

    public int sessionsPerNode() {
        return reHoming.sessionsPerNode();
    }

    public Duration loginIdle() {
        return logins.idle();
    }
}
