package org.voddesk.ui.login;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Collectors;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Control;
import org.voddesk.control.api.Link;
import org.voddesk.control.api.Principal;
import org.voddesk.ui.ConsoleSession.DemoAccount;
import org.voddesk.ui.common.FxHop;
import org.voddesk.ui.common.Message;

/**
 * The login, and on a first start (no user yet) the creation of the first supervisor. Logging in hashes the
 * password (PBKDF2, about a second), so it runs in the background; {@link #busyProperty} disables the form
 * meanwhile. A successful login sets {@link #principalProperty}.
 * <p>
 * The form comes up before the control layer does (the console opens its session in the background):
 * {@link #startingProperty} is true and the message says what is starting until the control arrives, and a
 * login asked for before that (or before the check for a first start has answered) waits, then goes ahead.
 */
public final class LoginViewModel {
    static final int MIN_PASSWORD = 8;
    static final String NO_USERS_ON_THE_SERVER = "This control server has no user yet. Its first supervisor is made"
            + " on the server machine: voddesk users add --db FILE --user NAME --role supervisor.";

    private final CompletableFuture<Control> pending;
    private final FxHop hop;
    private final ReadOnlyBooleanWrapper starting;
    private final String startingText;
    /** The control once {@link #pending} completed, and whether the first-start check has answered. */
    private Control control;
    private boolean checked;
    private boolean loginWaiting;
    private final StringProperty name = new SimpleStringProperty("");
    private final StringProperty password = new SimpleStringProperty("");
    private final StringProperty confirm = new SimpleStringProperty("");
    private final ReadOnlyBooleanWrapper firstStart = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(false);
    private final Message message = new Message();
    private final ReadOnlyStringWrapper demoHint = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper where = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<Principal> principal = new ReadOnlyObjectWrapper<>();
    private final List<DemoAccount> demoAccounts;

    /** A login on a control that is up already. */
    public LoginViewModel(Control control, FxHop hop, List<DemoAccount> demoAccounts) {
        this(CompletableFuture.completedFuture(control), hop, demoAccounts, "");
    }

    /**
     * @param control  completes (never exceptionally) once the control layer is up; a login waits for it
     * @param starting what is starting meanwhile ("Starting the demo cluster..."), the message until then
     */
    public LoginViewModel(CompletableFuture<Control> control, FxHop hop, List<DemoAccount> demoAccounts,
                          String starting) {
        this.pending = control;
        this.hop = hop;
        this.starting = new ReadOnlyBooleanWrapper(!control.isDone());
        this.startingText = starting;
        this.demoAccounts = List.copyOf(demoAccounts);
        if (this.starting.get()) {
            say(false, starting);
        }
        demoHint.set(demoAccounts.isEmpty() ? "" : "Demo cluster. Accounts (user / password):\n" + demoAccounts
                .stream().map(a -> "   " + a.name() + " / " + a.password() + "   (" + a.role().word() + ")")
                .collect(Collectors.joining("\n")));
    }

    /**
     * Once the control is up, asks (in the background) whether any user exists; with none the form creates the
     * first supervisor; a desk of a control server with none says that its first supervisor is made on the server.
     */
    public void onShow() {
        pending.thenAcceptAsync(this::controlUp, hop.executor());
    }

    private void controlUp(Control c) {
        control = c;
        starting.set(false);
        where.set(whereText(c.link()));
        if (message.textProperty().get().equals(startingText)) {
            say(false, "");
        }
        hop.then(c.accounts().hasUsersAsync(), r -> {
            if (!r.ok()) {
                checked = true;
                loginWaiting = false;
                fail(r.message());
                return;
            }
            usersKnown(Boolean.TRUE.equals(r.value()));
        });
    }

    /** A desk's form names the server it logs in to, with the start of its key's fingerprint; this desk's: nothing. */
    static String whereText(Link link) {
        if (!link.remote()) {
            return "";
        }
        String print = link.fingerprint();
        return "on the control server " + link.where() + (print.isEmpty() ? ""
                : ", key " + print.substring(0, Math.min(print.length(), 20)) + "...");
    }

    /** Which control room the form logs in to: "on the control server HOST:PORT (SHA256:...)"; empty on this desk. */
    public ReadOnlyStringProperty whereProperty() {
        return where.getReadOnlyProperty();
    }

    /** The first-start check answered: {@code has} users; a login that waited for it goes ahead. */
    private void usersKnown(boolean has) {
        checked = true;
        boolean waiting = loginWaiting;
        loginWaiting = false;
        busy.set(false);
        if (!has && control.link().remote()) {
            // a control server's first supervisor is made on the server, never from a desk
            fail(NO_USERS_ON_THE_SERVER);
            return;
        }
        firstStart.set(!has);
        if (!has) {
            // a waiting login meets a first start: the form now asks for the password twice
            say(false, "No user exists yet: create the first supervisor account.");
        } else if (waiting) {
            onLogin();
        }
    }

    public void onLogin() {
        if (busy.get()) {
            return;
        }
        String user = name.get().trim();
        if (user.isEmpty()) {
            fail("Enter a user name.");
            return;
        }
        if (!checked) {
            waitForStart();
            return;
        }
        if (firstStart.get()) {
            createFirstSupervisor(user);
            return;
        }
        login(user);
    }

    /** A login before the control is up: the form holds it and logs in once the control has answered. */
    private void waitForStart() {
        loginWaiting = true;
        busy.set(true);
        say(false, "Logging in once the cluster is up...");
    }

    private void createFirstSupervisor(String user) {
        if (password.get().length() < MIN_PASSWORD) {
            fail("A password needs at least " + MIN_PASSWORD + " characters.");
            return;
        }
        if (!password.get().equals(confirm.get())) {
            fail("The two passwords differ; type the same password twice.");
            return;
        }
        busy.set(true);
        char[] pw = password.get().toCharArray();
        hop.then(control.accounts().createFirstSupervisorAsync(user, pw), r -> {
            busy.set(false);
            if (!r.ok()) {
                fail(r.message());
                return;
            }
            firstStart.set(false);
            login(user);
        });
    }

    private void login(String user) {
        busy.set(true);
        say(false, "Logging in...");
        char[] pw = password.get().toCharArray();
        hop.then(control.loginAsync(user, pw), this::loggedIn);
    }

    /** A login that went through leaves the form busy, saying so, until the console replaces it with the frame. */
    private void loggedIn(CommandResult<Principal> r) {
        password.set("");
        confirm.set("");
        if (!r.ok()) {
            fail(r.message());
            return;
        }
        principal.set(r.value());
    }

    private void fail(String text) {
        busy.set(false);
        say(true, text);
    }

    private void say(boolean isError, String text) {
        if (isError) {
            message.error(text);
        } else {
            message.info(text);
        }
    }

    /** Fills the form with a demo account (demo only): one click, then Log in. */
    public void onUseDemoAccount(DemoAccount account) {
        name.set(account.name());
        password.set(account.password());
    }

    /** The demo accounts the form offers (empty outside the demo). */
    public List<DemoAccount> demoAccounts() {
        return demoAccounts;
    }

    /** Forgets the logged-in user (log out); the form is ready for the next login. */
    public void reset() {
        principal.set(null);
        say(false, "");
    }

    public StringProperty nameProperty() {
        return name;
    }

    public StringProperty passwordProperty() {
        return password;
    }

    /** The repeated password of the first supervisor. */
    public StringProperty confirmProperty() {
        return confirm;
    }

    public ReadOnlyBooleanProperty firstStartProperty() {
        return firstStart.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    /** What the last attempt said (an error, or progress). */
    public Message message() {
        return message;
    }

    /** The demo accounts and passwords (demo only; empty otherwise). */
    public ReadOnlyStringProperty demoHintProperty() {
        return demoHint.getReadOnlyProperty();
    }

    /** Whether the control is not up yet (the console is still opening its session). */
    public ReadOnlyBooleanProperty startingProperty() {
        return starting.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Principal> principalProperty() {
        return principal.getReadOnlyProperty();
    }
}
