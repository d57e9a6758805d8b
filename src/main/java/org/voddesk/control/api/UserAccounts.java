package org.voddesk.control.api;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.voddesk.core.Role;
import org.voddesk.core.UserRecord;

/**
 * The users and their roles, from {@link Control#accounts()} (Settings screen, first start): each command in the
 * non-blocking form and its join. Supervisors only, but for the first supervisor of an empty user table.
 */
public interface UserAccounts {
    /**
     * Whether any user exists (the first start asks for a first supervisor when none does). Any thread; returns at
     * once. Never completes exceptionally: a refusal (audited {@code <action>.refused} under the caller) or an error is
     * a failed result whose message says why. Role: none (the first start asks it before any login).
     */
    CompletableFuture<CommandResult<Boolean>> hasUsersAsync();

    /**
     * {@link #hasUsersAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same result and
     * role.
     */
    default boolean hasUsers() {
        return Boolean.TRUE.equals(CommandResult.await("reading the users", hasUsersAsync()).value());
    }

    /**
     * Any thread; returns at once. Never completes exceptionally: a refusal (audited {@code <action>.refused} under the
     * caller) or an error is a failed result whose message says why. Role: none, and only while no user exists.
     */
    CompletableFuture<CommandResult<UserRecord>> createFirstSupervisorAsync(String name, char[] password);

    /**
     * {@link #createFirstSupervisorAsync}, joined: blocks the caller until it completes, so never on the FX thread.
     * Same result and role.
     */
    default CommandResult<UserRecord> createFirstSupervisor(String name, char[] password) {
        return CommandResult.await("adding the first supervisor", createFirstSupervisorAsync(name, password));
    }

    /**
     * Any thread; returns at once. Never completes exceptionally: a refusal (audited {@code <action>.refused} under the
     * caller) or an error is a failed result whose message says why. Role: an enabled supervisor.
     */
    CompletableFuture<CommandResult<UserRecord>> createUserAsync(Principal by, String name, Role role,
                                                                        char[] password);

    /**
     * {@link #createUserAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same result
     * and role.
     */
    default CommandResult<UserRecord> createUser(Principal by, String name, Role role, char[] password) {
        return CommandResult.await("adding a user", createUserAsync(by, name, role, password));
    }

    /**
     * Any thread; returns at once. Never completes exceptionally: a refusal (audited {@code <action>.refused} under the
     * caller) or an error is a failed result whose message says why. Role: an enabled supervisor.
     */
    CompletableFuture<CommandResult<UserRecord>> setRoleAsync(Principal by, String name, Role role);

    /**
     * {@link #setRoleAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same result and
     * role.
     */
    default CommandResult<UserRecord> setRole(Principal by, String name, Role role) {
        return CommandResult.await("changing a role", setRoleAsync(by, name, role));
    }

    /**
     * Any thread; returns at once. Never completes exceptionally: a refusal (audited {@code <action>.refused} under the
     * caller) or an error is a failed result whose message says why. Role: an enabled supervisor (not on their own
     * account).
     */
    CompletableFuture<CommandResult<UserRecord>> setDisabledAsync(Principal by, String name,
                                                                         boolean disabled);

    /**
     * {@link #setDisabledAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same result
     * and role.
     */
    default CommandResult<UserRecord> setDisabled(Principal by, String name, boolean disabled) {
        return CommandResult.await("changing a user", setDisabledAsync(by, name, disabled));
    }

    /**
     * Removes a user (supervisors; not one's own account); every login of that user ends at once. Any thread; returns
     * at once. Never completes exceptionally: a refusal (audited {@code <action>.refused} under the caller) or an error
     * is a failed result whose message says why. Role: an enabled supervisor (not their own account).
     */
    CompletableFuture<CommandResult<UserRecord>> removeAsync(Principal by, String name);

    /**
     * {@link #removeAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same result and
     * role.
     */
    default CommandResult<UserRecord> remove(Principal by, String name) {
        return CommandResult.await("removing a user", removeAsync(by, name));
    }

    /**
     * Any thread; returns at once. Never completes exceptionally: a refusal (audited {@code <action>.refused} under the
     * caller) or an error is a failed result whose message says why. Role: the user themself, or an enabled supervisor.
     */
    CompletableFuture<CommandResult<UserRecord>> changePasswordAsync(Principal by, String name,
                                                                            char[] password);

    /**
     * {@link #changePasswordAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same
     * result and role.
     */
    default CommandResult<UserRecord> changePassword(Principal by, String name, char[] password) {
        return CommandResult.await("changing a password", changePasswordAsync(by, name, password));
    }

    /**
     * Any thread; returns at once. Never completes exceptionally: a refusal (audited {@code <action>.refused} under the
     * caller) or an error is a failed result whose message says why. Role: an enabled supervisor.
     */
    CompletableFuture<CommandResult<List<UserRecord>>> usersAsync(Principal by);

    /**
     * {@link #usersAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same result and
     * role.
     */
    default CommandResult<List<UserRecord>> users(Principal by) {
        return CommandResult.await("listing users", usersAsync(by));
    }
}
