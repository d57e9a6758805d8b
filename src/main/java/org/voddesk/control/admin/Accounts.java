package org.voddesk.control.admin;

import java.time.Clock;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Control;
import org.voddesk.control.api.Principal;
import org.voddesk.control.auth.PrincipalGate;
import org.voddesk.control.state.Audit;
import org.voddesk.control.state.CommandRunner;
import org.voddesk.control.state.Step;
import org.voddesk.core.Ids;
import org.voddesk.core.Role;
import org.voddesk.core.UserRecord;
import org.voddesk.store.Store;
import org.voddesk.store.StoreException;

/**
 * User management. Managing users is a supervisor's right, checked here against the user table; the
 * first supervisor of an empty user table may be made without one. Every action is audited; passwords are hashed
 * by the store on the work executor, never on the loop thread, and the caller's arrays are cleared.
 */
public final class Accounts {
    static final int MIN_PASSWORD = 8;

    private final Store store;
    private final Clock clock;
    private final Audit audit;
    private final PrincipalGate gate;
    private final Roles roles;
    private final CommandRunner runner;

    public Accounts(Store store, Clock clock, Audit audit, PrincipalGate gate, Roles roles, CommandRunner runner) {
        this.store = store;
        this.clock = clock;
        this.audit = audit;
        this.gate = gate;
        this.roles = roles;
        this.runner = runner;
    }

    public boolean hasUsers() {
        return !store.users().all().isEmpty();
    }

    public CompletableFuture<CommandResult<UserRecord>> createFirstSupervisor(String name, char[] password) {
        return create(() -> hasUsers() ? "Users exist already; ask a supervisor to add you." : null, "setup",
                Control.THIS_DESK, name, Role.SUPERVISOR, password);
    }

    public CompletableFuture<CommandResult<UserRecord>> createUser(Principal by, String name, Role role,
                                                                   char[] password) {
        return create(() -> refusal(by, "user.create", name), by == null ? "?" : by.name(),
                by == null ? null : by.desk(), name, role, password);
    }

    /**
     * An account made by whoever owns the database file ({@code actor}, the command line's name for the OS user, at
     * this desk), with no login: the first of an empty user table must be a supervisor, and a name in use is
     * refused. The fields and the password are checked as for {@link #createUser}.
     */
    public CompletableFuture<CommandResult<UserRecord>> createByDatabaseOwner(String actor, String name, Role role,
                                                                              char[] password) {
        return create(() -> ownerRefusal(name, role), actor, Control.THIS_DESK, name, role, password);
    }

    private String ownerRefusal(String name, Role role) {
        if (!hasUsers()) {
            return role == Role.OPERATOR ? "The first account must be a supervisor: it is the one who manages the"
                    + " others." : null;
        }
        return Ids.isValid(name) && store.users().find(name).isPresent() ? "There is already a user " + name + "."
                : null;
    }

    /** A user to add, once its password is hashed. */
    private record NewUser(String by, String desk, String name, Role role, char[] password) {
    }

    /**
     * Checks on the loop ({@code refused}: why not, or null; then the fields), hashes on the work executor, writes
     * on the loop (checking {@code refused} again: the first supervisor may have been made meanwhile).
     */
    private CompletableFuture<CommandResult<UserRecord>> create(Supplier<String> refused, String by, String desk,
                                                                String name, Role role, char[] password) {
        return runner.remote("adding a user", () -> {
            String why = refused.get();
            String bad = why != null ? why : invalidNewUser(name, role, password);
            if (bad != null) {
                clear(password);
                return Step.done(CommandResult.failed(bad));
            }
            return Step.call(new NewUser(by, desk, name, role, password));
        }, u -> runner.offLoop(() -> hashed(u.password())), u -> { }, (u, hash) -> {
            String why = refused.get();
            return Step.done(why != null ? CommandResult.failed(why) : write(u, hash));
        });
    }

    private static String invalidNewUser(String name, Role role, char[] password) {
        if (!Ids.isValid(name)) {
            return "A user name is letters, digits, '.', '_' or '-' (at most 64).";
        }
        if (Principal.SYSTEM.name().equalsIgnoreCase(name)) {
            return "The name '" + name + "' is reserved: the audit log names the console's own actions 'system'."
                    + " Choose another name.";
        }
        if (role == null) {
            return "Choose a role: operator or supervisor.";
        }
        return password == null || password.length < MIN_PASSWORD
                ? "A password needs at least " + MIN_PASSWORD + " characters." : null;
    }

    private String hashed(char[] password) {
        try {
            return store.users().hash(password);
        } finally {
            clear(password);
        }
    }

    private CommandResult<UserRecord> write(NewUser u, String hash) {
        try {
            long now = clock.millis();
            UserRecord[] made = new UserRecord[1];
            store.atomically("add user " + u.name(), () -> {
                made[0] = store.users().createHashed(u.name(), u.role(), hash, now);
                audit.log(now, u.by(), u.desk(), "user.create", "user " + u.name(), u.role().word());
            });
            return CommandResult.ok("Added " + u.role().word() + " " + u.name() + ".", made[0]);
        } catch (StoreException e) {
            return CommandResult.failed("User " + u.name() + " was not added: " + e.getMessage() + ".");
        }
    }

    /** A supervisor changes a user's role; every login of that user ends when the role is another. */
    public CommandResult<UserRecord> setRole(Principal by, String name, Role role) {
        boolean another = role != null && Ids.isValid(name)
                && store.users().find(name).map(u -> u.role() != role).orElse(false);
        return change(by, name, "user.role", role == null ? null : role.word(),
                () -> store.users().setRole(name, role),
                another ? new Ending("your role was changed to " + role.word(), null) : null);
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
        return write(by, name, action, null, () -> store.users().setDisabled(name, disabled),
                disabled ? new Ending("your account was disabled", null) : null);
    }

    /**
     * A supervisor removes a user (not their own account): the row goes, every login of that user ends, and the
     * audit log and the history keep the name.
     */
    public CommandResult<UserRecord> remove(Principal by, String name) {
        String refused = refusal(by, "user.remove", name);
        if (refused != null) {
            return CommandResult.failed(refused);
        }
        if (by.name().equals(name)) {
            return CommandResult.failed("You cannot remove your own account.");
        }
        Optional<UserRecord> before = Ids.isValid(name) ? store.users().find(name) : Optional.empty();
        if (before.isEmpty()) {
            return CommandResult.failed("There is no user " + name + ".");
        }
        try {
            store.atomically("user.remove " + name, () -> {
                store.users().remove(name);
                audit.log(clock.millis(), by, "user.remove", "user " + name, before.get().role().word());
            });
        } catch (StoreException e) {
            return CommandResult.failed("User " + name + " was not removed: " + e.getMessage() + ".");
        }
        endLogins(by, name, new Ending("your account was removed", null));
        return CommandResult.ok("Removed user " + name + ".", before.get());
    }

    /**
     * A user changes their own password, or a supervisor anyone's: the length on the loop, the hash on the work
     * executor, then the rights (at the moment of the change) and the write on the loop.
     */
    public CompletableFuture<CommandResult<UserRecord>> changePassword(Principal by, String name, char[] password) {
        return runner.remote("changing a password", () -> {
            if (password == null || password.length < MIN_PASSWORD) {
                clear(password);
                return Step.done(CommandResult.failed("A password needs at least " + MIN_PASSWORD + " characters."));
            }
            return Step.call(password);
        }, p -> runner.offLoop(() -> hashed(p)), p -> { }, (p, hash) -> Step.done(passwordHashed(by, name, hash)));
    }

    private CommandResult<UserRecord> passwordHashed(Principal by, String name, String hash) {
        if (by != null && by.name().equals(name)) {
            String why = roles.userRefusal(by, "user.password", "user " + name);
            if (why != null) {
                return CommandResult.failed("Your password was not changed (" + why + ").");
            }
            return write(by, name, "user.password", null, () -> store.users().changePasswordHashed(name, hash,
                    clock.millis()), new Ending("your password was changed at another login", by));
        }
        return change(by, name, "user.password", null, () -> store.users().changePasswordHashed(name, hash,
                clock.millis()), new Ending("your password was reset", null));
    }

    public CommandResult<List<UserRecord>> users(Principal by) {
        String refused = refusal(by, "user.list", null);
        return refused != null ? CommandResult.failed(refused)
                : CommandResult.ok("Users.", store.users().all());
    }

    /**
     * Why the logins of a changed user end ("your password was reset"), and the one login that goes on (the user's
     * own, when they changed their own password), or null.
     */
    private record Ending(String why, Principal keep) {
    }

    private CommandResult<UserRecord> change(Principal by, String name, String action, String detail,
                                             Runnable write, Ending ending) {
        String refused = refusal(by, action, name);
        return refused != null ? CommandResult.failed(refused) : write(by, name, action, detail, write, ending);
    }

    /** Writes a change of user {@code name} with its audit line; then ends its logins as {@code ending} says. */
    private CommandResult<UserRecord> write(Principal by, String name, String action, String detail, Runnable write,
                                            Ending ending) {
        if (!Ids.isValid(name) || store.users().find(name).isEmpty()) {
            return CommandResult.failed("There is no user " + name + ".");
        }
        try {
            store.atomically(action + " " + name, () -> {
                write.run();
                audit.log(clock.millis(), by, action, "user " + name, detail);
            });
        } catch (StoreException | IllegalArgumentException e) {
            return CommandResult.failed("User " + name + " was not changed: " + e.getMessage() + ".");
        }
        if (ending != null) {
            endLogins(by, name, ending);
        }
        return CommandResult.ok("Changed user " + name + ".", store.users().find(name).orElseThrow());
    }

    /** Ends the logins of {@code name} (but the one {@code ending} keeps) at once; audited when any ended. */
    private void endLogins(Principal by, String name, Ending ending) {
        String why = ending.why() + (ending.keep() == null ? " by " + by.name() : "");
        int ended = gate.endLogins(name, why, ending.keep());
        if (ended > 0) {
            audit.log(clock.millis(), by, "user.logins.ended", "user " + name, ended + " login(s): " + why);
        }
    }

    /** Why {@code by} may not manage users (audited), or null. */
    public String refusal(Principal by, String action, String subject) {
        String why = roles.why(by, true);
        if (why == null) {
            return null;
        }
        audit.log(clock.millis(), roles.actor(by), roles.desk(by), action + ".refused",
                subject == null ? null : "user " + subject, why);
        return "Only a supervisor may do this; " + (by == null ? "nobody" : by.name()) + " is not an enabled"
                + " supervisor (" + why + ").";
    }

    private static void clear(char[] password) {
        if (password != null) {
            Arrays.fill(password, '\0');
        }
    }
}
