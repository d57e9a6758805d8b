package org.voddesk.ui.settings;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Control;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.Principal;
import org.voddesk.control.api.SettingProblem;
import org.voddesk.ui.common.FxHop;
import org.voddesk.ui.common.Notice;
import org.voddesk.ui.common.Tone;

/**
 * The Settings screen's policy parameters and automation level: every control setting as text (the notation of
 * the stored settings), each checked as typed by control's rules ({@link #problem}); Apply sends them only when
 * all are valid (a supervisor's change, audited by control), Reset shows the settings in force again. Stored
 * values the console could not use at start are shown as a warning until a change rewrites them.
 */
public final class PolicyViewModel {
    static final String READ_ONLY = "Read-only: only supervisors change the policy settings.";
    static final String NO_SCHEDULE = "The daily report export is scheduled on the Reports screen (Ctrl+6).";

    private final Control control;
    private final FxHop hop;
    private final Principal user;
    private final List<SettingRow> rows;
    private final ReadOnlyObjectWrapper<Notice> notice = new ReadOnlyObjectWrapper<>(Notice.NONE);
    private final ReadOnlyObjectWrapper<Notice> stored = new ReadOnlyObjectWrapper<>(Notice.NONE);

    public PolicyViewModel(Control control, FxHop hop, Principal user) {
        this.control = control;
        this.hop = hop;
        this.user = user;
        this.rows = control.settingsForm().of(control.settings()).entrySet().stream()
                .map(e -> SettingRow.of(SettingLabels.of(e.getKey(), control.settingsForm()), e.getValue()))
                .sorted(java.util.Comparator.comparingInt(r -> SettingLabels.order(r.category()))).toList();
    }

    /** Shows the settings in force and the stored values that could not be used. */
    public void onReset() {
        show(control.settings());
        List<SettingProblem> problems = control.settingsProblems();
        stored.set(problems.isEmpty() ? Notice.NONE : new Notice(Tone.WARNING, "Stored settings not in use: "
                + String.join("; ", problems.stream().map(SettingProblem::message).toList())
                + ". Apply rewrites them."));
    }

    /** Sends the typed settings, if every one is valid. */
    public void onApply() {
        if (!writable()) {
            notice.set(Notice.failed(READ_ONLY));
            return;
        }
        Map<String, String> typed = new LinkedHashMap<>();
        rows.forEach(r -> typed.put(r.key(), r.value().get() == null ? "" : r.value().get().strip()));
        CommandResult<ControlSettings> read = control.settingsForm().read(typed);
        if (!read.ok()) {
            notice.set(Notice.failed(read.message()));
            return;
        }
        notice.set(Notice.working("Changing settings..."));
        hop.then(control.updateSettingsAsync(user, read.value()), r -> {
            notice.set(r.ok() ? Notice.done(r.message()) : Notice.failed(r.message()));
            if (r.ok()) {
                onReset();
            }
        });
    }

    private void show(ControlSettings s) {
        Map<String, String> now = control.settingsForm().of(s);
        rows.forEach(r -> r.value().set(now.get(r.key())));
    }

    /** Why {@code text} is not valid for {@code key}, or {@code null}. */
    public String problem(String key, String text) {
        return control.settingsForm().problem(key, text);
    }

    /** Where the export schedule is set, while this tab shows no report setting; empty once it does. */
    public String scheduleNote() {
        return rows.stream().anyMatch(r -> r.category().equals(SettingLabels.REPORTS)) ? "" : NO_SCHEDULE;
    }

    public List<SettingRow> rows() {
        return rows;
    }

    /** The row of {@code key}. */
    public SettingRow row(String key) {
        return rows.stream().filter(r -> r.key().equals(key)).findFirst().orElseThrow();
    }

    public boolean writable() {
        return user.role().supervises();
    }

    public ReadOnlyObjectProperty<Notice> noticeProperty() {
        return notice.getReadOnlyProperty();
    }

    /** Stored values the console could not use at start (a warning), or none. */
    public ReadOnlyObjectProperty<Notice> storedProblemsProperty() {
        return stored.getReadOnlyProperty();
    }
}
