package org.voddesk.control.admin;

import java.time.Duration;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.ReHomingMode;
import org.voddesk.policy.Policies;

/**
 * The rules of {@link ControlSettings} that belong to the control room, and the defaults: a placement policy and a
 * planner the registry ({@link Policies}) knows, planner gains the gain planner accepts ({@link GainMapping}), and a
 * login idle time from {@link #LOGIN_IDLE_MIN} to {@link #LOGIN_IDLE_MAX} (long enough to read a screen, short enough
 * that a desk left open does not stay logged in for a day). The record itself checks what needs no policy (ranges,
 * required parts); every way in (the stored settings, the Settings form, a supervisor's change, the command line's
 * {@code --policy}) checks these too.
 */
public final class SettingsRules {
    /** The shortest login idle time a supervisor may set. */
    public static final Duration LOGIN_IDLE_MIN = Duration.ofMinutes(1);
    /** The longest login idle time a supervisor may set. */
    public static final Duration LOGIN_IDLE_MAX = Duration.ofHours(12);
    /**
     * The pair chosen by measurement ({@link Policies#DEFAULT_PLACEMENT} + {@link Policies#DEFAULT_PLANNER}, the
     * {@code default policy:} line of docs/benchmarks.md), polls every 5 s, planning every 30 s, 5 min expiry,
     * 10 min hold, automatic re-homing, overload alarm after 5 min, a login idle for 30 min ends.
     */
    public static final ControlSettings DEFAULT = check(new ControlSettings(
            new ControlSettings.PolicyChoice(Policies.DEFAULT_PLACEMENT, Policies.DEFAULT_PLANNER),
            new ControlSettings.Intervals(Duration.ofSeconds(5), Duration.ofSeconds(30)),
            new ControlSettings.PlanTimes(Duration.ofMinutes(5), Duration.ofMinutes(10)),
            new ControlSettings.ReHoming(ReHomingMode.AUTOMATIC, 0), 2_000_000, Duration.ofMinutes(5),
            GainMapping.defaults(), new ControlSettings.Logins(Duration.ofMinutes(30))));

    private SettingsRules() {
    }

    /** {@code settings}, if the control room's rules accept them; otherwise throws {@link IllegalArgumentException} naming why. */
    public static ControlSettings check(ControlSettings settings) {
        String placement = settings.placementPolicy();
        String planner = settings.migrationPlanner();
        if (!Policies.placementNames().contains(placement)) {
            throw new IllegalArgumentException("placement policy must be one of " + Policies.placementNames()
                    + ", got '" + placement + "'");
        }
        if (!Policies.plannerNames().contains(planner)) {
            throw new IllegalArgumentException("migration planner must be one of " + Policies.plannerNames()
                    + ", got '" + planner + "'");
        }
        GainMapping.params(settings.plans());
        Duration idle = settings.loginIdle();
        if (idle.compareTo(LOGIN_IDLE_MIN) < 0 || idle.compareTo(LOGIN_IDLE_MAX) > 0) {
            throw new IllegalArgumentException("login idle time must be from " + words(LOGIN_IDLE_MIN) + " to "
                    + words(LOGIN_IDLE_MAX) + ", got " + words(idle));
        }
        return settings;
    }

    /** {@code d} in the largest whole unit of h, min, s (say {@code 90 min}, {@code 59 s}); less than a second in ms. */
    private static String words(Duration d) {
        if (d.toMillis() % 1000 != 0) {
            return d.toMillis() + " ms";
        }
        long s = d.toSeconds();
        return s % 3600 == 0 ? s / 3600 + " h" : s % 60 == 0 ? s / 60 + " min" : s + " s";
    }

    /** Why the control room's rules refuse {@code settings}, or {@code null}. */
    public static String problem(ControlSettings settings) {
        try {
            check(settings);
            return null;
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
    }
}
