package org.voddesk.wire.events;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.SettingProblem;
import org.voddesk.wire.SettingProblemData;
import org.voddesk.wire.SettingsState;
import org.voddesk.wire.model.Settings;

/** The settings in force and the stored settings' problems ({@code Control.settingsProblems()}) as one message. */
public final class SettingsStates {
    private SettingsStates() {
    }

    public static SettingsState toWire(ControlSettings settings, List<SettingProblem> problems) {
        SettingsState.Builder m = SettingsState.newBuilder().setSettings(Settings.toWire(settings));
        for (SettingProblem p : problems) {
            m.addProblems(SettingProblemData.newBuilder().setKey(Objects.toString(p.key(), ""))
                    .setValue(Objects.toString(p.value(), "")).setMessage(Objects.toString(p.message(), "")));
        }
        return m.build();
    }

    /** The settings {@code m} carries. */
    public static ControlSettings settings(SettingsState m) {
        if (!m.hasSettings()) {
            throw new IllegalArgumentException("cannot read the settings in force: they are missing");
        }
        return Settings.fromWire(m.getSettings());
    }

    /** The problems {@code m} carries. */
    public static List<SettingProblem> problems(SettingsState m) {
        List<SettingProblem> problems = new ArrayList<>(m.getProblemsCount());
        for (SettingProblemData p : m.getProblemsList()) {
            problems.add(new SettingProblem(p.getKey(), p.getValue(), p.getMessage()));
        }
        return List.copyOf(problems);
    }
}
