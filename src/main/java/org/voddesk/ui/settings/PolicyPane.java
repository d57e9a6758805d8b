package org.voddesk.ui.settings;

import java.util.Optional;
import javafx.beans.value.ObservableValue;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.TextInputControl;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import org.controlsfx.control.PropertySheet;
import org.controlsfx.property.editor.Editors;
import org.controlsfx.property.editor.PropertyEditor;
import org.controlsfx.validation.ValidationResult;
import org.controlsfx.validation.ValidationSupport;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.materialdesign2.MaterialDesignC;
import org.kordamp.ikonli.materialdesign2.MaterialDesignL;
import org.kordamp.ikonli.materialdesign2.MaterialDesignR;
import org.voddesk.ui.common.NoticeLabel;

/**
 * The Settings screen's Policy tab: a ControlsFX {@link PropertySheet} of every control setting, all open at once
 * (name mode, each name led by its group: Policy, Automation, Loop, Streams, Alarms; in group order), choices as
 * choice boxes and the rest as text fields decorated invalid as they are typed; under the sheet, what the setting
 * being edited does (the sheet shows it otherwise only as a tooltip on the name); Apply and Reset. An operator
 * reads the same sheet and descriptions, every value read-only.
 * Binds to {@link PolicyViewModel}.
 */
final class PolicyPane extends VBox {
    private final PolicyViewModel model;
    private static final double EDITOR_WIDTH = 200;
    static final String NO_SETTING = "Click a setting's value to see here what it does and how it is written.";
    private final ValidationSupport validation = new ValidationSupport();
    private final Label description = new Label(NO_SETTING);

    PolicyPane(PolicyViewModel model) {
        super(10);
        this.model = model;
        PropertySheet sheet = new PropertySheet();
        sheet.setId("policy-sheet");
        sheet.setMode(PropertySheet.Mode.NAME);
        sheet.setModeSwitcherVisible(false);
        sheet.setSearchBoxVisible(false);
        sheet.setPropertyEditorFactory(item -> editor((RowItem) item));
        model.rows().forEach(r -> sheet.getItems().add(new RowItem(r)));
        // as high as its rows, so the description and Apply sit right under them; a lower window scrolls the sheet
        sheet.setMaxHeight(USE_PREF_SIZE);
        description.setId("setting-description");
        description.getStyleClass().add("muted");
        description.setWrapText(true);
        description.setMinHeight(USE_PREF_SIZE); // two lines of a long description, never cut to "..."

        Button apply = new Button("Apply", new FontIcon(MaterialDesignC.CHECK));
        apply.setId("settings-apply");
        apply.getStyleClass().add("accent");
        apply.setOnAction(e -> model.onApply());
        Button reset = new Button("Reset", new FontIcon(MaterialDesignR.RESTORE));
        reset.setId("settings-reset");
        reset.setOnAction(e -> model.onReset());
        apply.setDisable(!model.writable());
        reset.setDisable(!model.writable());
        HBox actions = new HBox(8, apply, reset);
        actions.setAlignment(Pos.CENTER_LEFT);
        NoticeLabel notice = new NoticeLabel(model.noticeProperty());
        notice.setId("policy-notice");
        NoticeLabel stored = new NoticeLabel(model.storedProblemsProperty());
        stored.setId("stored-problems");
        getChildren().addAll(sheet, description, actions, notice, stored);
        if (!model.writable()) {
            Label ro = new Label(PolicyViewModel.READ_ONLY, new FontIcon(MaterialDesignL.LOCK));
            ro.setId("policy-read-only");
            ro.getStyleClass().add("muted");
            getChildren().add(0, ro);
        }
        if (!model.scheduleNote().isEmpty()) {
            Label schedule = new Label(model.scheduleNote());
            schedule.setId("report-schedule");
            schedule.setWrapText(true);
            schedule.getStyleClass().add("muted");
            getChildren().add(schedule);
        }
        setPadding(new Insets(8));
    }

    /**
     * A choice box for a choice, else a text field checked as typed; for an operator every value is a read-only
     * text field, which takes the focus (so the description below explains it, as for a supervisor) but no change.
     */
    private PropertyEditor<?> editor(RowItem item) {
        if (!item.row.choices().isEmpty() && model.writable()) {
            return describing(narrow(Editors.createChoiceEditor(item, item.row.choices())), item);
        }
        PropertyEditor<?> text = describing(narrow(Editors.createTextEditor(item)), item);
        TextInputControl field = (TextInputControl) text.getEditor();
        field.setId("setting-" + item.row.key().replace('.', '-'));
        field.setEditable(model.writable());
        if (model.writable()) {
            validation.registerValidator(field, false, (Control c, String v) -> {
                String p = model.problem(item.row.key(), v);
                return ValidationResult.fromErrorIf(c, p == null ? "" : item.row.name() + ": " + p, p != null);
            });
        }
        return text;
    }

    /**
     * A small preferred width for an editor (it still grows to fill its column): the sheet's grid then gives each
     * name its whole width, where a wide editor cut the names to "Planner: least gain ..." at 1280 px.
     */
    private static PropertyEditor<?> narrow(PropertyEditor<?> editor) {
        ((Control) editor.getEditor()).setPrefWidth(EDITOR_WIDTH);
        return editor;
    }

    /** {@code editor}, which shows its setting's name and description under the sheet while it has the focus. */
    private PropertyEditor<?> describing(PropertyEditor<?> editor, RowItem item) {
        editor.getEditor().focusedProperty().addListener((o, was, focused) -> {
            if (focused) {
                description.setText(item.row.name() + ": " + item.getDescription());
            }
        });
        return editor;
    }

    /** A setting row as a property sheet item. */
    private static final class RowItem implements PropertySheet.Item {
        private final SettingRow row;

        RowItem(SettingRow row) {
            this.row = row;
        }

        @Override
        public Class<?> getType() {
            return String.class;
        }

        @Override
        public String getCategory() {
            return row.category();
        }

        @Override
        public String getName() {
            return row.category() + " — " + row.name();
        }

        @Override
        public String getDescription() {
            return row.description() + " (" + row.key() + ")";
        }

        @Override
        public Object getValue() {
            return row.value().get();
        }

        @Override
        public void setValue(Object value) {
            row.value().set(value == null ? "" : value.toString());
        }

        @Override
        public Optional<ObservableValue<? extends Object>> getObservableValue() {
            return Optional.of(row.value());
        }
    }

    ValidationSupport validation() {
        return validation;
    }
}
