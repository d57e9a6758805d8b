package org.voddesk.control;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.voddesk.control.admin.SettingsCodec;
import org.voddesk.policy.Policies;

/**
 * {@link ControlSettings} as the key/value text the Settings screen edits (the notation of the stored settings:
 * {@code least-load}, {@code 5s}, {@code 2000000}), with the same rules the store's reading applies, so the
 * screen refuses a bad value as it is typed and sends only settings control would accept.
 */
public final class SettingTexts {
    private SettingTexts() {
    }

    /** Every key's value as text, in the order the screen and the audit lines list them. */
    public static Map<String, String> of(ControlSettings settings) {
        return SettingsCodec.encode(settings);
    }

    /** Why {@code text} is not a valid value of {@code key}, or {@code null}. */
    public static String problem(String key, String text) {
        return SettingsCodec.problem(key, text);
    }

    /**
     * The settings {@code values} describe (every key of {@link #of}), or a failure naming each key that is not
     * valid and why.
     */
    public static CommandResult<ControlSettings> read(Map<String, String> values) {
        List<String> problems = new ArrayList<>();
        values.forEach((k, v) -> {
            String p = problem(k, v);
            if (p != null) {
                problems.add(k + " = '" + v + "': " + p);
            }
        });
        return problems.isEmpty() ? CommandResult.ok("Valid.", SettingsCodec.decode(values, "the form").settings())
                : CommandResult.failed("Not valid, nothing was sent: " + String.join("; ", problems) + ".");
    }

    /** The placement policy names {@code placement.policy} may take. */
    public static List<String> placementChoices() {
        return List.copyOf(Policies.placementNames());
    }

    /** The migration planner names {@code migration.planner} may take. */
    public static List<String> plannerChoices() {
        return List.copyOf(Policies.plannerNames());
    }
}
