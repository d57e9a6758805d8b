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
import org.voddesk.control.state.ControlContext;

/**
 * Logins and user management. Managing users is a supervisor's right, checked here against the user table; the
 * first supervisor of an empty user table may be made without one. Every action is audited; passwords are hashed
 * by the store and the caller's arrays are cleared.
 */
public final class Accounts {
    static final int MIN_PASSWORD = 8;

    private final ControlContext ctx;
    private final LoginThrottle throttle = new LoginThrottle();

    public Accounts(ControlContext ctx) {
        this.ctx = ctx;
    }

    private static long seconds(long ms) {
        return (ms + 999) / 1000;
    }

    public CommandResult<Principal> login(String name, char[] password) {
        try {
            long now = ctx.now();
            String audited = Ids.isValid(name) ? name : "?";
            long wait = throttle.waitMs(name, now);
            if (wait > 0) {
                // Same answer for every name, user or not: the throttle is keyed by the name as typed.
                ctx.audit.log(now, audited, "login.throttled", null, throttle.failures(name, now)
                        + " failed logins; next attempt in " + seconds(wait) + " s");
                return CommandResult.failed("Too many failed logins with this user name: try again in "
                        + seconds(wait) + " s.");
            }
            Optional<UserRecord> u = Ids.isValid(name) ? ctx.store.users().authenticate(name, password, now)
                    : Optional.empty();
            if (u.isEmpty()) {
                long earned = throttle.failed(name, now);
                ctx.audit.log(now, audited, "login.fail", null, earned == 0 ? null
                        : throttle.failures(name, now) + " failed logins; next attempt delayed " + seconds(earned) + " s");
                return CommandResult.failed("Wrong user name or password (or the account is disabled).");
            }
            throttle.succeeded(name);
            ctx.audit.log(now, name, "login", null, u.get().role().word());
            return CommandResult.ok("Logged in as " + name + " (" + u.get().role().word() + ").",
                    ctx.gate.issue(name, u.get().role())); // principals: vouched by this console
        } finally {
            clear(password);
        }
    }

    public boolean hasUsers() {
        return !ctx.store.users().all().isEmpty();
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
            if (role == null) {
                return CommandResult.failed("Choose a role: operator or supervisor.");
            }
            if (password == null || password.length < MIN_PASSWORD) {
                return CommandResult.failed("A password needs at least " + MIN_PASSWORD + " characters.");
            }
            long now = ctx.now();
            UserRecord[] made = new UserRecord[1];
            ctx.store.atomically("add user " + name, () -> {
                made[0] = ctx.store.users().create(name, role, password, now);
                ctx.audit.log(now, by, "user.create", "user " + name, role.word());
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
                () -> ctx.store.users().setRole(name, role));
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
        return write(by, name, action, null, () -> ctx.store.users().setDisabled(name, disabled));
    }

    /** A user changes their own password, or a supervisor anyone's. */
    public CommandResult<UserRecord> changePassword(Principal by, String name, char[] password) {
        try {
            if (password == null || password.length < MIN_PASSWORD) {
                return CommandResult.failed("A password needs at least " + MIN_PASSWORD + " characters.");
            }
            char[] copy = Arrays.copyOf(password, password.length);
            if (by != null && by.name().equals(name)) {
                String why = Roles.userRefusal(ctx, by, "user.password", "user " + name);
                if (why != null) {
                    return CommandResult.failed("Your password was not changed (" + why + ").");
                }
                return write(by, name, "user.password", null, () -> ctx.store.users().changePassword(name, copy,
                        ctx.now()));
            }
            return change(by, name, "user.password", null, () -> ctx.store.users().changePassword(name, copy,
                    ctx.now()));
        } finally {
            clear(password);
        }
    }

    public CommandResult<List<UserRecord>> users(Principal by) {
        String refused = refusal(by, "user.list", null);
        return refused != null ? CommandResult.failed(refused)
                : CommandResult.ok("Users.", ctx.store.users().all());
    }

    private CommandResult<UserRecord> change(Principal by, String name, String action, String detail,
                                             Runnable write) {
        String refused = refusal(by, action, name);
        return refused != null ? CommandResult.failed(refused) : write(by, name, action, detail, write);
    }

    private CommandResult<UserRecord> write(Principal by, String name, String action, String detail, Runnable write) {
        if (!Ids.isValid(name) || ctx.store.users().find(name).isEmpty()) {
            return CommandResult.failed("There is no user " + name + ".");
        }
        try {
            ctx.store.atomically(action + " " + name, () -> {
                write.run();
                ctx.audit.log(ctx.now(), by.name(), action, "user " + name, detail);
            });
        } catch (StoreException | IllegalArgumentException e) {
            return CommandResult.failed("User " + name + " was not changed: " + e.getMessage() + ".");
        }
        return CommandResult.ok("Changed user " + name + ".", ctx.store.users().find(name).orElseThrow());
    }

    /** Why {@code by} may not manage users (audited), or null. */
    public String refusal(Principal by, String action, String subject) {
        String why = Roles.why(ctx, by, true);
        if (why == null) {
            return null;
        }
        String who = by == null ? "?" : by.name();
        ctx.audit.log(ctx.now(), who, action + ".refused", subject == null ? null : "user " + subject, why);
        return "Only a supervisor may do this; " + who + " is not an enabled supervisor (" + why + ").";
    }

    private static void clear(char[] password) {
        if (password != null) {
            Arrays.fill(password, '\0');
        }
    }
}
