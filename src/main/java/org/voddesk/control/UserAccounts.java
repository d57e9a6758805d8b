package org.voddesk.control;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.voddesk.control.admin.Accounts;
import org.voddesk.control.state.CommandRunner;
import org.voddesk.core.Role;
import org.voddesk.core.UserRecord;

/**
 * The users and their roles, a facet of {@link Control} (Settings screen, first start): each command in the
 * non-blocking form and its join. Supervisors only, but for the first supervisor of an empty user table.
 */
public final class UserAccounts {
    private final Accounts accounts;
    private final CommandRunner runner;

    UserAccounts(Accounts accounts, CommandRunner runner) {
        this.accounts = accounts;
        this.runner = runner;
    }

    /**
     * Whether any user exists (the first start asks for a first supervisor when none does). Any thread; returns at
     * once. Never completes exceptionally: a refusal (audited {@code <action>.refused} under the caller) or an error is
     * a failed result whose message says why. Role: none (the first start asks it before any login).
     */
    public CompletableFuture<CommandResult<Boolean>> hasUsersAsync() {
        return runner.workAsync("reading the users", () -> CommandResult.ok("Users.", accounts.hasUsers()));
    }

    /**
     * {@link #hasUsersAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same result and
     * role.
     */
    public boolean hasUsers() {
        return Boolean.TRUE.equals(CommandRunner.await("reading the users", hasUsersAsync()).value());
    }

    /**
     * Any thread; returns at once. Never completes exceptionally: a refusal (audited {@code <action>.refused} under the
     * caller) or an error is a failed result whose message says why. Role: none, and only while no user exists.
     */
    public CompletableFuture<CommandResult<UserRecord>> createFirstSupervisorAsync(String name, char[] password) {
        return accounts.createFirstSupervisor(name, password);
    }

    /**
     * {@link #createFirstSupervisorAsync}, joined: blocks the caller until it completes, so never on the FX thread.
     * Same result and role.
     */
    public CommandResult<UserRecord> createFirstSupervisor(String name, char[] password) {
        return CommandRunner.await("adding the first supervisor", createFirstSupervisorAsync(name, password));
    }

    /**
     * Any thread; returns at once. Never completes exceptionally: a refusal (audited {@code <action>.refused} under the
     * caller) or an error is a failed result whose message says why. Role: an enabled supervisor.
     */
    public CompletableFuture<CommandResult<UserRecord>> createUserAsync(Principal by, String name, Role role,
                                                                        char[] password) {
        return accounts.createUser(by, name, role, password);
    }

    /**
     * {@link #createUserAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same result
     * and role.
     */
    public CommandResult<UserRecord> createUser(Principal by, String name, Role role, char[] password) {
        return CommandRunner.await("adding a user", createUserAsync(by, name, role, password));
    }

    /**
     * Any thread; returns at once. Never completes exceptionally: a refusal (audited {@code <action>.refused} under the
     * caller) or an error is a failed result whose message says why. Role: an enabled supervisor.
     */
    public CompletableFuture<CommandResult<UserRecord>> setRoleAsync(Principal by, String name, Role role) {
        return runner.loopAsync("changing a role", () -> accounts.setRole(by, name, role));
    }

    /**
     * {@link #setRoleAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same result and
     * role.
     */
    public CommandResult<UserRecord> setRole(Principal by, String name, Role role) {
        return CommandRunner.await("changing a role", setRoleAsync(by, name, role));
    }

    /**
     * Any thread; returns at once. Never completes exceptionally: a refusal (audited {@code <action>.refused} under the
     * caller) or an error is a failed result whose message says why. Role: an enabled supervisor (not on their own
     * account).
     */
    public CompletableFuture<CommandResult<UserRecord>> setDisabledAsync(Principal by, String name,
                                                                         boolean disabled) {
        return runner.loopAsync("changing a user", () -> accounts.setDisabled(by, name, disabled));
    }

    /**
     * {@link #setDisabledAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same result
     * and role.
     */
    public CommandResult<UserRecord> setDisabled(Principal by, String name, boolean disabled) {
        return CommandRunner.await("changing a user", setDisabledAsync(by, name, disabled));
    }

    /**
     * Removes a user (supervisors; not one's own account); every login of that user ends at once. Any thread; returns
     * at once. Never completes exceptionally: a refusal (audited {@code <action>.refused} under the caller) or an error
     * is a failed result whose message says why. Role: an enabled supervisor (not their own account).
     */
    public CompletableFuture<CommandResult<UserRecord>> removeAsync(Principal by, String name) {
        return runner.loopAsync("removing a user", () -> accounts.remove(by, name));
    }

    /**
     * {@link #removeAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same result and
     * role.
     */
    public CommandResult<UserRecord> remove(Principal by, String name) {
        return CommandRunner.await("removing a user", removeAsync(by, name));
    }

    /**
     * Any thread; returns at once. Never completes exceptionally: a refusal (audited {@code <action>.refused} under the
     * caller) or an error is a failed result whose message says why. Role: the user themself, or an enabled supervisor.
     */
    public CompletableFuture<CommandResult<UserRecord>> changePasswordAsync(Principal by, String name,
                                                                            char[] password) {
        return accounts.changePassword(by, name, password);
    }

    /**
     * {@link #changePasswordAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same
     * result and role.
     */
    public CommandResult<UserRecord> changePassword(Principal by, String name, char[] password) {
        return CommandRunner.await("changing a password", changePasswordAsync(by, name, password));
    }

    /**
     * Any thread; returns at once. Never completes exceptionally: a refusal (audited {@code <action>.refused} under the
     * caller) or an error is a failed result whose message says why. Role: an enabled supervisor.
     */
    public CompletableFuture<CommandResult<List<UserRecord>>> usersAsync(Principal by) {
        return runner.loopAsync("listing users", () -> accounts.users(by));
    }

    /**
     * {@link #usersAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same result and
     * role.
     */
    public CommandResult<List<UserRecord>> users(Principal by) {
        return CommandRunner.await("listing users", usersAsync(by));
    }

}
