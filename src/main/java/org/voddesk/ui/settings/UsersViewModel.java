package org.voddesk.ui.settings;

import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Control;
import org.voddesk.control.api.Principal;
import org.voddesk.core.Role;
import org.voddesk.core.UserRecord;
import org.voddesk.ui.common.FxHop;
import org.voddesk.ui.common.Notice;
import org.voddesk.ui.common.Tone;

/**
 * The Settings screen's users and roles (supervisors): the accounts, add one (name, role, password), disable or
 * enable the picked one, reset its password, change its role, remove it (a reset, a disable, a role change and a
 * removal end the user's logins at once). Control checks the rights and the password rules and
 * audits each change; an operator is told the list is a supervisor's and nothing is read (control would refuse
 * and audit it).
 */
public final class UsersViewModel {
    static final String SUPERVISORS_ONLY = "Users and roles are managed by supervisors.";

    private final Control control;
    private final FxHop hop;
    private final Principal user;
    private final ObservableList<UserRecord> users = FXCollections.observableArrayList();
    private final ObjectProperty<UserRecord> selected = new SimpleObjectProperty<>();
    private final StringProperty name = new SimpleStringProperty("");
    private final ObjectProperty<Role> role = new SimpleObjectProperty<>(Role.OPERATOR);
    private final StringProperty password = new SimpleStringProperty("");
    private final ReadOnlyObjectWrapper<Notice> notice = new ReadOnlyObjectWrapper<>(Notice.NONE);

    public UsersViewModel(Control control, FxHop hop, Principal user) {
        this.control = control;
        this.hop = hop;
        this.user = user;
        selected.addListener((o, a, b) -> {
            if (b != null) {
                name.set(b.name());
                role.set(b.role());
            }
        });
    }

    public void reload() {
        if (!writable()) {
            notice.set(new Notice(Tone.WARNING, SUPERVISORS_ONLY));
            return;
        }
        hop.then(control.accounts().usersAsync(user), r -> {
            if (r.ok()) {
                String was = selected.get() == null ? null : selected.get().name();
                users.setAll(r.value());
                selected.set(users.stream().filter(u -> u.name().equals(was)).findFirst().orElse(null));
            } else {
                notice.set(Notice.failed(r.message()));
            }
        });
    }

    /** Adds the typed user with the typed role and password. */
    public void onAdd() {
        char[] pw = takePassword();
        String n = name.get() == null ? "" : name.get().strip();
        Role r = role.get();
        act("adding a user", () -> control.accounts().createUserAsync(user, n, r, pw));
    }

    /** Disables the picked user, or enables them again. */
    public void onToggleDisabled() {
        UserRecord u = selected.get();
        if (u == null) {
            notice.set(Notice.failed("Pick a user first."));
            return;
        }
        act(u.disabled() ? "enabling a user" : "disabling a user",
                () -> control.accounts().setDisabledAsync(user, u.name(), !u.disabled()));
    }

    /** Sets the picked user's password to the typed one. */
    public void onResetPassword() {
        UserRecord u = selected.get();
        if (u == null) {
            notice.set(Notice.failed("Pick a user first."));
            return;
        }
        char[] pw = takePassword();
        act("changing a password", () -> control.accounts().changePasswordAsync(user, u.name(), pw));
    }

    /**
     * What a supervisor confirms before the picked user is removed, or {@code null} when no user is picked (then
     * {@link #onRemove} says so).
     */
    public String removeQuestion() {
        UserRecord u = selected.get();
        return u == null ? null : "Remove " + u.role().word() + " " + u.name() + "? Their logins end at once and the"
                + " name can no longer log in; the audit log and the history keep it.";
    }

    /** Removes the picked user; every login of theirs ends. */
    public void onRemove() {
        UserRecord u = selected.get();
        if (u == null) {
            notice.set(Notice.failed("Pick a user first."));
            return;
        }
        act("removing a user", () -> control.accounts().removeAsync(user, u.name()));
    }

    /** Gives the picked user the chosen role. */
    public void onSetRole() {
        UserRecord u = selected.get();
        Role r = role.get();
        if (u == null || r == null) {
            notice.set(Notice.failed("Pick a user and a role first."));
            return;
        }
        act("changing a role", () -> control.accounts().setRoleAsync(user, u.name(), r));
    }

    private char[] takePassword() {
        String p = password.get() == null ? "" : password.get();
        password.set("");
        return p.toCharArray();
    }

    private void act(String what, Supplier<CompletableFuture<? extends CommandResult<?>>> call) {
        if (!writable()) {
            notice.set(Notice.failed(SUPERVISORS_ONLY));
            return;
        }
        notice.set(Notice.working(Character.toUpperCase(what.charAt(0)) + what.substring(1) + "..."));
        hop.then(call.get(), r -> {
            notice.set(r.ok() ? Notice.done(r.message()) : Notice.failed(r.message()));
            reload();
        });
    }

    public boolean writable() {
        return user.role().supervises();
    }

    public ObservableList<UserRecord> users() {
        return users;
    }

    public ObjectProperty<UserRecord> selectedProperty() {
        return selected;
    }

    public StringProperty nameProperty() {
        return name;
    }

    public ObjectProperty<Role> roleProperty() {
        return role;
    }

    public StringProperty passwordProperty() {
        return password;
    }

    public ReadOnlyObjectProperty<Notice> noticeProperty() {
        return notice.getReadOnlyProperty();
    }
}
