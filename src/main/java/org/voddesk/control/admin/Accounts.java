package org.voddesk.control.admin;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.voddesk.core.Ids;
import org.voddesk.core.Role;
import org.voddesk.store.StoreException;
import org.voddesk.core.UserRecord;
import org.voddesk.control.CommandResult;
import org.voddesk.control.Principal;
import org.voddesk.control.auth.LoginThrottle;
import org.voddesk.store.Store;
import java.time.Clock;
import org.voddesk.control.state.Audit;
import org.voddesk.control.auth.PrincipalGate;

/**
 * Logins and user management. Managing users is a supervisor's right, checked here against the user table; the
 * first supervisor of an empty user table may be made without one. Every action is audited; passwords are hashed
 * by the store and the caller's arrays are cleared.
 */
public final class Accounts {
    static final int MIN_PASSWORD = 8;

    private final Store store;
    private final Clock clock;
    private final Audit audit;
    private final PrincipalGate gate;
    private final Roles roles;
    private final LoginThrottle throttle = new LoginThrottle();

    public Accounts(Store store, Clock clock, Audit audit, PrincipalGate gate, Roles roles) {
        this.store = store;
        this.clock = clock;
        this.audit = audit;
        this.gate = gate;
        this.roles = roles;
    }

    private static long seconds(long ms) {
        return (ms + 999) / 1000;
    }

    public CommandResult<Principal> login(String name, char[] password) {
        try {
            long now = clock.millis();
            String audited = Ids.isValid(name) ? name : "?";
            long wait = throttle.waitMs(name, now);
            if (wait > 0) {
                // Same answer for every name, user or not: the throttle is keyed by the name as typed.
                audit.log(now, audited, "login.throttled", null, throttle.failures(name, now)
                        + " failed logins; next attempt in " + seconds(wait) + " s");
                return CommandResult.failed("Too many failed logins with this user name: try again in "
                        + seconds(wait) + " s.");
            }
            Optional<UserRecord> u = Ids.isValid(name) ? store.users().authenticate(name, password, now)
                    : Optional.empty();
            if (u.isEmpty()) {
                long earned = throttle.failed(name, now);
                audit.log(now, audited, "login.fail", null, earned == 0 ? null
                        : throttle.failures(name, now) + " failed logins; next attempt delayed " + seconds(earned)
                        + " s");
                return CommandResult.failed("Wrong user name or password (or the account is disabled).");
            }
            throttle.succeeded(name);
            audit.log(now, name, "login", null, u.get().role().word());
            return CommandResult.ok("Logged in as " + name + " (" + u.get().role().word() + ").",
                    gate.issue(name, u.get().role())); // principals: vouched by this console
        } finally {
            clear(password);
        }
    }

    public boolean hasUsers() {
        return !store.users().all().isEmpty();
    }

    public CommandResult<UserRecord> createFirstSupervisor(String name, char[] password) {
        if (hasUsers()) {
            clear(password);
            return CommandResult.failed("Users exist already; ask a supervisor to add you.");
        }
        return create("setup", name, Role.SUPERVISOR, password);
    }

    public CommandResult<UserRecord> createUser(Principal by, String name, Role role, char[] password) {
        String refused = refusal(by, "user.create", name);
        if (refused != null) {
            clear(password);
            return CommandResult.failed(refused);
        }
        return create(by.name(), name, role, password);
    }

    private CommandResult<UserRecord> create(String by, String name, Role role, char[] password) {
        try {
            if (!Ids.isValid(name)) {
                return CommandResult.failed("A user name is letters, digits, '.', '_' or '-' (at most 64).");
            }
            if (Principal.SYSTEM.name().equalsIgnoreCase(name)) {
                return CommandResult.failed("The name '" + name + "' is reserved: the audit log names the console's own"
                        + " actions 'system'. Choose another name.");
            }
            if (role == null) {
                return CommandResult.failed("Choose a role: operator or supervisor.");
            }
            if (password == null || password.length < MIN_PASSWORD) {
                return CommandResult.failed("A password needs at least " + MIN_PASSWORD + " characters.");
            }
            long now = clock.millis();
            UserRecord[] made = new UserRecord[1];
            store.atomically("add user " + name, () -> {
                made[0] = store.users().create(name, role, password, now);
                audit.log(now, by, "user.create", "user " + name, role.word());
            });
            return CommandResult.ok("Added " + role.word() + " " + name + ".", made[0]);
        } catch (StoreException e) {
            return CommandResult.failed("User " + name + " was not added: " + e.getMessage() + ".");
        } finally {
            clear(password);
        }
    }

    public CommandResult<UserRecord> setRole(Principal by, String name, Role role) {
        return change(by, name, "user.role", role == null ? null : role.word(),
                () -> store.users().setRole(name, role));
    }

    public CommandResult<UserRecord> setDisabled(Principal by, String name, boolean disabled) {
        String action = disabled ? "user.disable" : "user.enable";
        String refused = refusal(by, action, name);
        if (refused != null) {
            return CommandResult.failed(refused);
        }
        if (by.name().equals(name) && disabled) {
            return CommandResult.failed("You cannot disable your own account.");
        }
        return write(by, name, action, null, () -> store.users().setDisabled(name, disabled));
    }

    /** A user changes their own password, or a supervisor anyone's. */
    public CommandResult<UserRecord> changePassword(Principal by, String name, char[] password) {
        try {
            if (password == null || password.length < MIN_PASSWORD) {
                return CommandResult.failed("A password needs at least " + MIN_PASSWORD + " characters.");
            }
            char[] copy = Arrays.copyOf(password, password.length);
            if (by != null && by.name().equals(name)) {
                String why = roles.userRefusal(by, "user.password", "user " + name);
                if (why != null) {
                    return CommandResult.failed("Your password was not changed (" + why + ").");
                }
                return write(by, name, "user.password", null, () -> store.users().changePassword(name, copy,
                        clock.millis()));
            }
            return change(by, name, "user.password", null, () -> store.users().changePassword(name, copy,
                    clock.millis()));
        } finally {
            clear(password);
        }
    }

    public CommandResult<List<UserRecord>> users(Principal by) {
        String refused = refusal(by, "user.list", null);
        return refused != null ? CommandResult.failed(refused)
                : CommandResult.ok("Users.", store.users().all());
    }

    private CommandResult<UserRecord> change(Principal by, String name, String action, String detail,
                                             Runnable write) {
        String refused = refusal(by, action, name);
        return refused != null ? CommandResult.failed(refused) : write(by, name, action, detail, write);
    }

    private CommandResult<UserRecord> write(Principal by, String name, String action, String detail, Runnable write) {
        if (!Ids.isValid(name) || store.users().find(name).isEmpty()) {
            return CommandResult.failed("There is no user " + name + ".");
        }
        try {
            store.atomically(action + " " + name, () -> {
                write.run();
                audit.log(clock.millis(), by.name(), action, "user " + name, detail);
            });
        } catch (StoreException | IllegalArgumentException e) {
            return CommandResult.failed("User " + name + " was not changed: " + e.getMessage() + ".");
        }
        return CommandResult.ok("Changed user " + name + ".", store.users().find(name).orElseThrow());
    }

    /** Why {@code by} may not manage users (audited), or null. */
    public String refusal(Principal by, String action, String subject) {
        String why = roles.why(by, true);
        if (why == null) {
            return null;
        }
        String who = by == null ? "?" : by.name();
        audit.log(clock.millis(), who, action + ".refused", subject == null ? null : "user " + subject, why);
        return "Only a supervisor may do this; " + who + " is not an enabled supervisor (" + why + ").";
    }

    private static void clear(char[] password) {
        if (password != null) {
            Arrays.fill(password, '\0');
        }
    }
}
