package org.voddesk.control.admin;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.SettingsForm;
import org.voddesk.policy.Policies;

/**
 * The settings form in the notation of the stored settings ({@code least-load}, {@code 5s}, {@code 2000000}): the
 * rules are {@link SettingsCodec}'s and {@link SettingsRules}', the ones the stored settings are read with, and the
 * choices are {@link Policies}' names.
 */
public final class TextSettingsForm implements SettingsForm {
    /** The one form: it holds no state. */
    public static final TextSettingsForm INSTANCE = new TextSettingsForm();

    private TextSettingsForm() {
    }

    @Override
    public Map<String, String> of(ControlSettings settings) {
        return SettingsCodec.encode(settings);
    }

    @Override
    public String problem(String key, String text) {
        return SettingsCodec.problem(key, text);
    }

    @Override
    public CommandResult<ControlSettings> read(Map<String, String> values) {
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

    @Override
    public List<String> placementChoices() {
        return List.copyOf(Policies.placementNames());
    }

    @Override
    public List<String> plannerChoices() {
        return List.copyOf(Policies.plannerNames());
    }
}
