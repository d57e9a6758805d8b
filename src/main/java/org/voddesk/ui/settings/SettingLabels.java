package org.voddesk.ui.settings;

import java.util.List;
import org.voddesk.control.api.SettingsForm;

/**
 * How each control setting is shown on the Settings screen: group, name, description and choices. A key control
 * adds without a line here is still shown and edited (group "Other", its key as its name).
 *
 * <p>The group {@link #AUTOMATION} is the one place for how much the console does alone: the plans' automation
 * level (manual, partial, automatic) and its priority threshold, failure re-homing and overload relief. The daily
 * report export is set on the Reports screen; a report key control adds would be listed in {@link #REPORTS}.
 */
final class SettingLabels {
    static final String AUTOMATION = "Automation";
    static final String REPORTS = "Reports";

    /** How one key is shown. */
    record Label(String key, String category, String name, String description, List<String> choices) {
    }

    private SettingLabels() {
    }

    private static final List<Label> KNOWN = List.of(
            new Label("placement.policy", "Policy", "Placement policy",
                    "How a playback request picks its node.", List.of()),
            new Label("migration.planner", "Policy", "Migration planner",
                    "How the planner proposes moves that even the load.", List.of()),
            new Label("planner.min_move_gain", "Policy", "Planner: least gain per move",
                    "The gain planner proposes a move only if it lowers λ by at least this (1.5).", List.of()),
            new Label("planner.min_plan_gain", "Policy", "Planner: least gain per plan",
                    "The gain planner proposes a plan only if it lowers λ by at least this in all (5).", List.of()),
            new Label("planner.max_moves", "Policy", "Planner: most moves per plan",
                    "A plan holds at most this many moves (10).", List.of()),
            new Label("automation.level", AUTOMATION, "Automation level",
                    "manual: every plan waits for a supervisor; partial: plans of priority up to the threshold run by"
                            + " themselves (approved by system); automatic: every plan runs by itself.",
                    List.of("manual", "partial", "automatic")),
            new Label("automation.partial_max_priority", AUTOMATION, "Partial automation: highest priority",
                    "With partial: plans of priority 1 (most urgent) up to this number (1-5) run by themselves.",
                    List.of()),
            new Label("relief.mode", AUTOMATION, "Overload relief",
                    "automatic: relief plans of an overloaded node run at once, whatever the level; propose: they"
                            + " follow the automation level.", List.of("automatic", "propose")),
            new Label("rehoming.mode", AUTOMATION, "Re-homing on node failure",
                    "automatic: move a failed node's sessions at once; propose: a supervisor approves each move.",
                    List.of("automatic", "propose")),
            new Label("rehoming.sessions_per_node", AUTOMATION, "Re-homing capacity (sessions per node)",
                    "Sessions a node may take when re-homing; 0 derives it from the node's bandwidth.", List.of()),
            new Label("poll.interval", "Loop", "Poll interval",
                    "Time between poll rounds: a whole number with ms, s, m or h (5s).", List.of()),
            new Label("planning.interval", "Loop", "Planning interval",
                    "Time between migration planning passes (30s; 0s plans every round).", List.of()),
            new Label("plan.expiry", "Loop", "Plan expiry",
                    "A pending plan lapses after this (5m).", List.of()),
            new Label("move.hold", "Loop", "Move hold",
                    "A session that moved is not proposed again within this (10m).", List.of()),
            new Label("stream.default_bitrate_bps", "Streams", "Default bit rate (bit/s)",
                    "Bit rate assumed where a stream's is unknown, in bit/s (2000000 = 2 Mbit/s).", List.of()),
            new Label("alarm.overload_after", "Alarms", "Overload alarm after",
                    "How long a node stays overloaded before its alarm opens (10s to 24h).", List.of()),
            new Label("login.idle", "Logins", "Login idle time (control server)",
                    "The control server's login idle time: a desk's login that makes no call for this long ends, and"
                            + " its user logs in again (1m to 12h; 30m). A console on one desk has no logins to end.",
                    List.of()));

    private static final List<String> GROUPS = List.of("Policy", AUTOMATION, "Loop", "Streams", "Alarms",
            "Logins", REPORTS);

    /** Where group {@code category} is listed (unknown groups last). */
    static int order(String category) {
        int i = GROUPS.indexOf(category);
        return i < 0 ? GROUPS.size() : i;
    }

    /** How {@code key} is shown, the policy keys with the choices of {@code form}. */
    static Label of(String key, SettingsForm form) {
        Label l = of(key);
        List<String> choices = switch (key) {
            case "placement.policy" -> form.placementChoices();
            case "migration.planner" -> form.plannerChoices();
            default -> l.choices();
        };
        return new Label(l.key(), l.category(), l.name(), l.description(), choices);
    }

    /** How {@code key} is shown. */
    static Label of(String key) {
        return KNOWN.stream().filter(l -> l.key().equals(key)).findFirst()
                .orElse(new Label(key, key.startsWith("report") ? REPORTS : "Other", key, key, List.of()));
    }
}
