package org.voddesk.ui.settings;

import java.util.List;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * One control setting on the Settings screen: its key, where and how it is shown, and its value as typed.
 *
 * @param key         the stored key ({@code poll.interval})
 * @param category    the group it is listed under ({@code Automation})
 * @param name        its name for a person
 * @param description what it does and how it is written
 * @param choices     the values it may take, or empty for free text
 * @param value       the value as typed (the notation of the stored settings)
 */
public record SettingRow(String key, String category, String name, String description, List<String> choices,
                         StringProperty value) {
    /** A row holding {@code text}. */
    static SettingRow of(SettingLabels.Label label, String text) {
        return new SettingRow(label.key(), label.category(), label.name(), label.description(), label.choices(),
                new SimpleStringProperty(text));
    }
}
