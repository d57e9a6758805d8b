package org.voddesk.control.local;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.voddesk.control.admin.Accounts;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Principal;
import org.voddesk.control.api.UserAccounts;
import org.voddesk.control.state.CommandRunner;
import org.voddesk.core.Role;
import org.voddesk.core.UserRecord;

/**
 * The users and their roles, a facet of {@link org.voddesk.control.api.Control} (Settings screen, first start): each command in the
 * non-blocking form and its join. Supervisors only, but for the first supervisor of an empty user table.
 */
public final class LocalUserAccounts implements UserAccounts {
    private final Accounts accounts;
    private final CommandRunner runner;

    LocalUserAccounts(Accounts accounts, CommandRunner runner) {
        this.accounts = accounts;
        this.runner = runner;
    }

    @Override
    public CompletableFuture<CommandResult<Boolean>> hasUsersAsync() {
        return runner.workAsync("reading the users", () -> CommandResult.ok("Users.", accounts.hasUsers()));
    }

    @Override
    public CompletableFuture<CommandResult<UserRecord>> createFirstSupervisorAsync(String name, char[] password) {
        return accounts.createFirstSupervisor(name, password);
    }

    @Override
    public CompletableFuture<CommandResult<UserRecord>> createUserAsync(Principal by, String name, Role role,
                                                                        char[] password) {
        return accounts.createUser(by, name, role, password);
    }

    @Override
    public CompletableFuture<CommandResult<UserRecord>> setRoleAsync(Principal by, String name, Role role) {
        return runner.loopAsync("changing a role", () -> accounts.setRole(by, name, role));
    }

    @Override
    public CompletableFuture<CommandResult<UserRecord>> setDisabledAsync(Principal by, String name,
                                                                         boolean disabled) {
        return runner.loopAsync("changing a user", () -> accounts.setDisabled(by, name, disabled));
    }

    @Override
    public CompletableFuture<CommandResult<UserRecord>> removeAsync(Principal by, String name) {
        return runner.loopAsync("removing a user", () -> accounts.remove(by, name));
    }

    @Override
    public CompletableFuture<CommandResult<UserRecord>> changePasswordAsync(Principal by, String name,
                                                                            char[] password) {
        return accounts.changePassword(by, name, password);
    }

    @Override
    public CompletableFuture<CommandResult<List<UserRecord>>> usersAsync(Principal by) {
        return runner.loopAsync("listing users", () -> accounts.users(by));
    }

}
