package org.voddesk.control;

import java.time.Duration;
import org.voddesk.policy.Policies;

/**
 * The control loop's settings, validated where they are made (a bad value is refused with a message naming it).
 *
 * @param placementPolicy   placement policy name ({@link Policies#placementNames()})
 * @param migrationPlanner  migration planner name ({@link Policies#plannerNames()})
 * @param pollInterval      time between poll rounds
 * @param planningInterval  time between migration planning passes (at most one per round)
 * @param proposalExpiry    a pending proposal lapses after this (ALGORITHMS.md §7: 5 min)
 * @param moveHold          anti-flapping hold: a session that moved is not proposed again within this time
 * @param reHomingMode      what happens to the sessions of a failed node
 * @param sessionsPerNode   failure re-homing capacity of every node in sessions; 0 derives it from each node's
 *                          {@code Bord} and {@code defaultBitrateBps} ({@code Capacity})
 * @param defaultBitrateBps stream bit rate assumed where none is known (capacity, a request for an unknown camera)
 * @param overloadAlarmAfter how long a node must stay overloaded before its alarm opens (10 s to 24 h; alarms)
 * @param plans             automation level and planner parameters of migration plans (checked by
 *                          {@link GainMapping})
 */
public record ControlSettings(String placementPolicy, String migrationPlanner, Duration pollInterval,
                              Duration planningInterval, Duration proposalExpiry, Duration moveHold,
                              ReHomingMode reHomingMode, int sessionsPerNode, long defaultBitrateBps,
                              Duration overloadAlarmAfter, PlanSettings plans) {
    /** The bounds of {@link #overloadAlarmAfter}. */
    public static final Duration OVERLOAD_ALARM_MIN = Duration.ofSeconds(10);
    public static final Duration OVERLOAD_ALARM_MAX = Duration.ofHours(24);

    /**
     * The pair chosen by measurement ({@link Policies#DEFAULT_PLACEMENT} + {@link Policies#DEFAULT_PLANNER}, the
     * {@code default policy:} line of docs/benchmarks.md), polls every 5 s, planning every 30 s, 5 min expiry,
     * 10 min hold, automatic re-homing, overload alarm after 5 min.
     */
    public static final ControlSettings DEFAULT = new ControlSettings(Policies.DEFAULT_PLACEMENT, Policies.DEFAULT_PLANNER,
            Duration.ofSeconds(5), Duration.ofSeconds(30), Duration.ofMinutes(5), Duration.ofMinutes(10),
            ReHomingMode.AUTOMATIC, 0, 2_000_000, Duration.ofMinutes(5), GainMapping.defaults());

    /** Settings with the default plan settings ({@link GainMapping#defaults()}). */
    public ControlSettings(String placementPolicy, String migrationPlanner, Duration pollInterval,
                           Duration planningInterval, Duration proposalExpiry, Duration moveHold,
                           ReHomingMode reHomingMode, int sessionsPerNode, long defaultBitrateBps,
                           Duration overloadAlarmAfter) {
        this(placementPolicy, migrationPlanner, pollInterval, planningInterval, proposalExpiry, moveHold,
                reHomingMode, sessionsPerNode, defaultBitrateBps, overloadAlarmAfter, GainMapping.defaults());
    }

    public ControlSettings {
        if (placementPolicy == null || !Policies.placementNames().contains(placementPolicy)) {
            throw new IllegalArgumentException("placement policy must be one of " + Policies.placementNames()
                    + ", got '" + placementPolicy + "'");
        }
        if (migrationPlanner == null || !Policies.plannerNames().contains(migrationPlanner)) {
            throw new IllegalArgumentException("migration planner must be one of " + Policies.plannerNames()
                    + ", got '" + migrationPlanner + "'");
        }
        requireAtLeast(pollInterval, Duration.ofMillis(100), "poll interval");
        requireAtLeast(planningInterval, Duration.ZERO, "planning interval");
        requireAtLeast(proposalExpiry, Duration.ofSeconds(1), "proposal expiry");
        requireAtLeast(moveHold, Duration.ZERO, "move hold");
        if (reHomingMode == null) {
            throw new IllegalArgumentException("re-homing mode is required (automatic or propose)");
        }
        if (sessionsPerNode < 0) {
            throw new IllegalArgumentException("sessions per node must be >= 0 (0 = derived from bandwidth), got "
                    + sessionsPerNode);
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
        GainMapping.params(plans);
    }

    private static void requireAtLeast(Duration d, Duration min, String what) {
        if (d == null || d.compareTo(min) < 0) {
            throw new IllegalArgumentException(what + " must be at least " + min + ", got " + d);
        }
    }

    public ControlSettings withPlacementPolicy(String name) {
        return new ControlSettings(name, migrationPlanner, pollInterval, planningInterval, proposalExpiry, moveHold,
                reHomingMode, sessionsPerNode, defaultBitrateBps, overloadAlarmAfter, plans);
    }

    public ControlSettings withMigrationPlanner(String name) {
        return new ControlSettings(placementPolicy, name, pollInterval, planningInterval, proposalExpiry, moveHold,
                reHomingMode, sessionsPerNode, defaultBitrateBps, overloadAlarmAfter, plans);
    }

    public ControlSettings withIntervals(Duration poll, Duration planning) {
        return new ControlSettings(placementPolicy, migrationPlanner, poll, planning, proposalExpiry, moveHold,
                reHomingMode, sessionsPerNode, defaultBitrateBps, overloadAlarmAfter, plans);
    }

    public ControlSettings withExpiryAndHold(Duration expiry, Duration hold) {
        return new ControlSettings(placementPolicy, migrationPlanner, pollInterval, planningInterval, expiry, hold,
                reHomingMode, sessionsPerNode, defaultBitrateBps, overloadAlarmAfter, plans);
    }

    public ControlSettings withOverloadAlarmAfter(Duration after) {
        return new ControlSettings(placementPolicy, migrationPlanner, pollInterval, planningInterval, proposalExpiry,
                moveHold, reHomingMode, sessionsPerNode, defaultBitrateBps, after, plans);
    }

    public ControlSettings withReHoming(ReHomingMode mode, int capacity) {
        return new ControlSettings(placementPolicy, migrationPlanner, pollInterval, planningInterval, proposalExpiry,
                moveHold, mode, capacity, defaultBitrateBps, overloadAlarmAfter, plans);
    }

    /** The same settings with other plan settings (automation level, planner parameters). */
    public ControlSettings withPlans(PlanSettings next) {
        return new ControlSettings(placementPolicy, migrationPlanner, pollInterval, planningInterval, proposalExpiry,
                moveHold, reHomingMode, sessionsPerNode, defaultBitrateBps, overloadAlarmAfter, next);
    }
}
