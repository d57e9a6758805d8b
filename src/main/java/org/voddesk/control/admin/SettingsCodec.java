package org.voddesk.control.admin;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.voddesk.control.api.AutomationLevel;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.ExportSchedule;
import org.voddesk.control.api.PlanSettings;
import org.voddesk.control.api.ReHomingMode;
import org.voddesk.control.api.SettingProblem;

/**
 * {@link ControlSettings} as key/value text, the notation of the {@code control_setting} table (and of the old
 * {@code control.properties}): names and words as they are ({@code least-load}, {@code propose}), whole numbers,
 * durations {@code 500ms}, {@code 5s}, {@code 10m} or {@code 1h}. Each key is read on its own and checked by
 * {@link ControlSettings}' rules, so one bad value costs only that key (its default is used). The daily export's
 * keys ({@link ExportSchedule#KEY_PREFIX}) share the table and are read by {@link ExportSchedule}.
 */
public final class SettingsCodec {
    public static final String PLACEMENT = "placement.policy";
    static final String PLANNER = "migration.planner";
    public static final String POLL = "poll.interval";
    static final String PLANNING = "planning.interval";
    static final String EXPIRY = "plan.expiry";
    static final String HOLD = "move.hold";
    static final String RE_HOMING = "rehoming.mode";
    public static final String CAPACITY = "rehoming.sessions_per_node";
    static final String BITRATE = "stream.default_bitrate_bps";
    static final String OVERLOAD_ALARM = "alarm.overload_after";
    static final String AUTOMATION = "automation.level";
    static final String PARTIAL_MAX = "automation.partial_max_priority";
    static final String RELIEF = "relief.mode";
    static final String MOVE_GAIN = "planner.min_move_gain";
    static final String PLAN_GAIN = "planner.min_plan_gain";
    static final String MAX_MOVES = "planner.max_moves";
    static final String LOGIN_IDLE = "login.idle";
    /** Every key, in the order the screen and the audit lines list them. */
    static final List<String> KEYS = List.of(PLACEMENT, PLANNER, POLL, PLANNING, EXPIRY, HOLD, RE_HOMING, CAPACITY,
            BITRATE, OVERLOAD_ALARM, AUTOMATION, PARTIAL_MAX, RELIEF, MOVE_GAIN, PLAN_GAIN, MAX_MOVES, LOGIN_IDLE);
    /**
     * Keys that settings files of an earlier release use (an export, the old {@code control.properties}), by the key
     * that reads them now; the database's rows carry the present keys (V18).
     */
    static final Map<String, String> FORMER_KEYS = Map.of("proposal.expiry", EXPIRY);
    private static final Pattern DURATION = Pattern.compile("(\\d{1,9})(ms|s|m|h)");

    /** The settings read from text, and the keys that could not be read. */
    public record Decoded(ControlSettings settings, List<SettingProblem> problems, Map<String, String> accepted) {
    }

    private SettingsCodec() {
    }

    /** Every key's value as text, in {@link #KEYS} order. */
    public static Map<String, String> encode(ControlSettings s) {
        Map<String, String> out = new LinkedHashMap<>();
        out.put(PLACEMENT, s.placementPolicy());
        out.put(PLANNER, s.migrationPlanner());
        out.put(POLL, duration(s.pollInterval()));
        out.put(PLANNING, duration(s.planningInterval()));
        out.put(EXPIRY, duration(s.planExpiry()));
        out.put(HOLD, duration(s.moveHold()));
        out.put(RE_HOMING, s.reHomingMode().word());
        out.put(CAPACITY, Integer.toString(s.sessionsPerNode()));
        out.put(BITRATE, Long.toString(s.defaultBitrateBps()));
        out.put(OVERLOAD_ALARM, duration(s.overloadAlarmAfter()));
        PlanSettings p = s.plans();
        out.put(AUTOMATION, p.automation().word());
        out.put(PARTIAL_MAX, Integer.toString(p.partialMaxPriority()));
        out.put(RELIEF, p.relief().word());
        out.put(MOVE_GAIN, decimal(p.minMoveGain()));
        out.put(PLAN_GAIN, decimal(p.minPlanGain()));
        out.put(MAX_MOVES, Integer.toString(p.maxMoves()));
        out.put(LOGIN_IDLE, duration(s.loginIdle()));
        return out;
    }

    /**
     * Reads {@code given} over the defaults: a missing key keeps its default; a former key ({@link #FORMER_KEYS})
     * is read as its present one; an unknown key or a value that does not parse or breaks a rule is a
     * {@link SettingProblem} (its default stays), never an exception.
     *
     * @param source where the values come from, for the messages ({@code the database}, a file name)
     */
    public static Decoded decode(Map<String, String> given, String source) {
        Map<String, String> values = withPresentKeys(given);
        ControlSettings s = SettingsRules.DEFAULT;
        List<SettingProblem> problems = new ArrayList<>();
        Map<String, String> accepted = new LinkedHashMap<>();
        // A key that breaks a rule across keys (the planner's gain per move is at most its gain per plan) may
        // hold once a later key is read: the keys that failed are read once more, and only then are problems.
        List<String> retry = new ArrayList<>();
        for (int pass = 0; pass < 2; pass++) {
            List<String> keys = pass == 0 ? KEYS : List.copyOf(retry);
            for (String key : keys) {
                String text = values.get(key);
                if (text != null) {
                    try {
                        s = with(s, key, text);
                        accepted.put(key, text);
                    } catch (IllegalArgumentException e) {
                        if (pass == 0) {
                            retry.add(key);
                        } else {
                            problems.add(new SettingProblem(key, text, source + ": setting " + key + " = '" + text
                                    + "' is not valid (" + e.getMessage() + "); the default "
                                    + encode(SettingsRules.DEFAULT).get(key) + " is used"));
                        }
                    }
                }
            }
        }
        values.keySet().stream().filter(k -> !KEYS.contains(k) && !k.startsWith(ExportSchedule.KEY_PREFIX)).sorted().forEach(k -> problems.add(
                new SettingProblem(k, values.get(k), source + ": unknown setting '" + k + "' = '" + values.get(k)
                        + "' is ignored; known settings: " + KEYS)));
        return new Decoded(s, List.copyOf(problems), accepted);
    }

    /** {@code values} with each former key under its present name; the present key wins where both are given. */
    private static Map<String, String> withPresentKeys(Map<String, String> values) {
        Map<String, String> present = new LinkedHashMap<>(values);
        FORMER_KEYS.forEach((former, key) -> {
            String text = present.remove(former);
            if (text != null) {
                present.putIfAbsent(key, text);
            }
        });
        return present;
    }

    /**
     * Why {@code text} is not a valid value of {@code key}, or {@code null}: the Settings screen checks each field
     * as it is typed, by the same rules {@link #decode} applies.
     */
    public static String problem(String key, String text) {
        try {
            with(SettingsRules.DEFAULT, key, text == null ? "" : text);
            return null;
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
    }

    /** {@code base} with one key set from text; throws {@link IllegalArgumentException} saying what is wrong. */
    static ControlSettings with(ControlSettings b, String key, String text) {
        String t = text.trim();
        return SettingsRules.check(switch (key) {
            case PLACEMENT -> b.withPlacementPolicy(t);
            case PLANNER -> b.withMigrationPlanner(t);
            case POLL -> b.withIntervals(parseDuration(t), b.planningInterval());
            case PLANNING -> b.withIntervals(b.pollInterval(), parseDuration(t));
            case EXPIRY -> b.withExpiryAndHold(parseDuration(t), b.moveHold());
            case HOLD -> b.withExpiryAndHold(b.planExpiry(), parseDuration(t));
            case RE_HOMING -> b.withReHoming(ReHomingMode.fromWord(t.toLowerCase(Locale.ROOT)), b.sessionsPerNode());
            case CAPACITY -> b.withReHoming(b.reHomingMode(), intNumber(t));
            case BITRATE -> b.withDefaultBitrate(number(t));
            case OVERLOAD_ALARM -> b.withOverloadAlarmAfter(parseDuration(t));
            case AUTOMATION -> b.withPlans(b.plans().withAutomation(
                    AutomationLevel.fromWord(t.toLowerCase(Locale.ROOT)), b.plans().partialMaxPriority()));
            case PARTIAL_MAX -> b.withPlans(b.plans().withAutomation(b.plans().automation(), intNumber(t)));
            case RELIEF -> b.withPlans(b.plans().withRelief(ReHomingMode.fromWord(t.toLowerCase(Locale.ROOT))));
            case MOVE_GAIN -> b.withPlans(b.plans().withPlanner(decimal(t), b.plans().minPlanGain(),
                    b.plans().maxMoves()));
            case PLAN_GAIN -> b.withPlans(b.plans().withPlanner(b.plans().minMoveGain(), decimal(t),
                    b.plans().maxMoves()));
            case MAX_MOVES -> b.withPlans(b.plans().withPlanner(b.plans().minMoveGain(), b.plans().minPlanGain(),
                    intNumber(t)));
            case LOGIN_IDLE -> b.withLoginIdle(parseDuration(t));
            default -> throw new IllegalArgumentException("unknown setting '" + key + "'; known: " + KEYS);
        });
    }

    static Duration parseDuration(String text) {
        Matcher m = DURATION.matcher(text.trim().toLowerCase(Locale.ROOT));
        if (!m.matches()) {
            throw new IllegalArgumentException("a duration is a whole number with ms, s, m or h (say 5s)");
        }
        long n = Long.parseLong(m.group(1));
        return switch (m.group(2)) {
            case "ms" -> Duration.ofMillis(n);
            case "s" -> Duration.ofSeconds(n);
            case "m" -> Duration.ofMinutes(n);
            default -> Duration.ofHours(n);
        };
    }

    static String duration(Duration d) {
        long ms = d.toMillis();
        if (ms % 3_600_000 == 0 && ms > 0) {
            return ms / 3_600_000 + "h";
        }
        if (ms % 60_000 == 0 && ms > 0) {
            return ms / 60_000 + "m";
        }
        return ms % 1000 == 0 ? ms / 1000 + "s" : ms + "ms";
    }

    private static int intNumber(String text) {
        long n = number(text);
        if (n < Integer.MIN_VALUE || n > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("a whole number up to " + Integer.MAX_VALUE + " is needed");
        }
        return (int) n;
    }

    /** A decimal number as the settings write it: plain, with a point ({@code 0.3}, {@code 2}). */
    static String decimal(double v) {
        return java.math.BigDecimal.valueOf(v).stripTrailingZeros().toPlainString();
    }

    private static double decimal(String text) {
        try {
            double v = Double.parseDouble(text);
            if (!Double.isFinite(v) || text.chars().anyMatch(Character::isLetter)) {
                throw new NumberFormatException(text);
            }
            return v;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("a decimal number is needed (say 0.3)", e);
        }
    }

    private static long number(String text) {
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("a whole number is needed", e);
        }
    }
}
