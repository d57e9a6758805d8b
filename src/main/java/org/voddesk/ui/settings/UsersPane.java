package org.voddesk.ui.settings;

import java.time.ZoneId;
import java.util.List;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.PasswordField;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.materialdesign2.MaterialDesignA;
import org.kordamp.ikonli.materialdesign2.MaterialDesignK;
import org.voddesk.core.Role;
import org.voddesk.core.UserRecord;
import org.voddesk.ui.common.Formats;
import org.voddesk.ui.common.NoticeLabel;
import org.voddesk.ui.common.Tables;
import org.voddesk.ui.common.Columns;
import org.voddesk.ui.common.FormLabel;

/**
 * The Settings screen's Users tab: the accounts (name, role, enabled or disabled, when made, when the password was
 * set), and below the form: name, role, password; Add user, Disable / Enable, Reset password, Set role and Remove
 * (confirmed first) act on the picked account. Binds to {@link UsersViewModel}.
 */
final class UsersPane extends VBox {
    private final UsersViewModel model;

    UsersPane(UsersViewModel model, ZoneId zone) {
        super(10);
        this.model = model;
        TableView<UserRecord> table = new TableView<>(model.users());
        table.setId("user-table");
        table.getColumns().setAll(List.of(
                Tables.<UserRecord>column("User", UserRecord::name, 160),
                Tables.column("Role", u -> u.role().word(), 110),
                Tables.column("State", u -> u.disabled() ? "DISABLED" : "enabled", 100),
                Columns.keep(Tables.<UserRecord>column("Created", u -> Formats.dateTime(u.createdAtMs(), zone), 170)),
                Columns.keep(Tables.<UserRecord>column("Password set", u -> Formats.dateTime(u.passwordChangedAtMs(),
                        zone),
                        170))));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.setPlaceholder(new Label(model.writable() ? "No users." : UsersViewModel.SUPERVISORS_ONLY));
        table.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> model.selectedProperty().set(b));
        VBox.setVgrow(table, Priority.ALWAYS);

        TextField name = new TextField();
        name.setId("user-name");
        name.setPromptText("user name");
        name.textProperty().bindBidirectional(model.nameProperty());
        ChoiceBox<Role> role = new ChoiceBox<>();
        role.setId("user-role");
        role.getItems().setAll(Role.values());
        role.setConverter(new StringConverter<>() {
            @Override
            public String toString(Role r) {
                return r == null ? "" : r.word();
            }

            @Override
            public Role fromString(String s) {
                return Role.fromWord(s);
            }
        });
        role.valueProperty().bindBidirectional(model.roleProperty());
        PasswordField password = new PasswordField();
        password.setId("user-password");
        password.setPromptText("password (8 or more characters)");
        password.setPrefColumnCount(22);
        password.textProperty().bindBidirectional(model.passwordProperty());
        HBox form = new HBox(8, FormLabel.of("Name"), name, FormLabel.of("Role"), role, FormLabel.of("Password"),
                password);
        form.setAlignment(Pos.CENTER_LEFT);

        Button add = button("Add user", "user-add", MaterialDesignA.ACCOUNT_PLUS, model::onAdd);
        Button toggle = button("Disable / enable", "user-toggle", MaterialDesignA.ACCOUNT_OFF, model::onToggleDisabled);
        Button reset = button("Reset password", "user-reset-password", MaterialDesignK.KEY, model::onResetPassword);
        Button setRole = button("Set role", "user-set-role", MaterialDesignA.ACCOUNT_KEY, model::onSetRole);
        Button remove = button("Remove", "user-remove", MaterialDesignA.ACCOUNT_REMOVE, this::confirmRemove);
        HBox actions = new HBox(8, add, toggle, reset, setRole, remove);
        actions.setAlignment(Pos.CENTER_LEFT);
        for (Node n : List.of(name, role, password, add, toggle, reset, setRole, remove)) {
            n.setDisable(!model.writable());
        }
        NoticeLabel notice = new NoticeLabel(model.noticeProperty());
        notice.setId("users-notice");
        getChildren().addAll(table, form, actions, notice);
        setPadding(new Insets(8));
    }

    /** A removal cannot be undone: the supervisor confirms it first. */
    private void confirmRemove() {
        String question = model.removeQuestion();
        if (question == null) {
            model.onRemove();
            return;
        }
        Alert ask = new Alert(Alert.AlertType.CONFIRMATION, question, ButtonType.OK, ButtonType.CANCEL);
        ask.setTitle("Remove a user");
        ask.setHeaderText(null);
        ask.initOwner(getScene().getWindow());
        ((Button) ask.getDialogPane().lookupButton(ButtonType.OK)).setText("Remove");
        ask.getDialogPane().lookupButton(ButtonType.OK).setId("confirm-remove-user");
        ask.getDialogPane().lookupButton(ButtonType.CANCEL).setId("cancel-remove-user");
        ask.showAndWait().filter(ButtonType.OK::equals).ifPresent(b -> model.onRemove());
    }

    private static Button button(String text, String id, org.kordamp.ikonli.Ikon icon, Runnable action) {
        Button b = new Button(text, new FontIcon(icon));
        b.setId(id);
        b.setOnAction(e -> action.run());
        return b;
    }
}
