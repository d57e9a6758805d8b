package org.voddesk.control.remote;

import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Principal;
import org.voddesk.control.api.UserAccounts;
import org.voddesk.core.Role;
import org.voddesk.core.UserRecord;
import org.voddesk.wire.AccountsGrpc;
import org.voddesk.wire.ChangePasswordRequest;
import org.voddesk.wire.CreateUserRequest;
import org.voddesk.wire.HasUsersRequest;
import org.voddesk.wire.ListUsersRequest;
import org.voddesk.wire.RemoveUserRequest;
import org.voddesk.wire.RoleMessage;
import org.voddesk.wire.SetDisabledRequest;
import org.voddesk.wire.SetRoleRequest;
import org.voddesk.wire.UserReply;
import org.voddesk.wire.model.AccountMessages;

/**
 * The server's users and roles, through its {@code Accounts} service, as the login's user (the server's control
 * checks the role). A server's first supervisor is not made from a desk: {@link #createFirstSupervisorAsync} is
 * refused here, and the server has no call for it, so that nobody who can reach its port can claim a server without
 * users.
 */
final class RemoteAccounts implements UserAccounts {
    /** Why a desk does not make a server's first supervisor. */
    static final String FIRST_SUPERVISOR_ON_THE_SERVER = "The first supervisor of a control server is made on the"
            + " server machine: run voddesk users add --db FILE --user NAME --role supervisor there, then log in"
            + " here. Nothing was sent.";

    private final Calls calls;

    RemoteAccounts(Calls calls) {
        this.calls = calls;
    }

    /** Needs no login: a desk asks it before its first. */
    @Override
    public CompletableFuture<CommandResult<Boolean>> hasUsersAsync() {
        return calls.read("reading the users", AccountsGrpc.getHasUsersMethod(), HasUsersRequest.getDefaultInstance(),
                reply -> Replies.result(reply.getOutcome(), reply.getOutcome().getOk(), reply::getHasUsers));
    }

    /** Refused: the server's first supervisor is made on the server machine. */
    @Override
    public CompletableFuture<CommandResult<UserRecord>> createFirstSupervisorAsync(String name, char[] password) {
        clear(password);
        return CompletableFuture.completedFuture(CommandResult.failed(FIRST_SUPERVISOR_ON_THE_SERVER));
    }

    @Override
    public CompletableFuture<CommandResult<UserRecord>> createUserAsync(Principal by, String name, Role role,
                                                                        char[] password) {
        CreateUserRequest request = CreateUserRequest.newBuilder().setName(text(name)).setRole(role(role))
                .setPassword(text(password)).build();
        clear(password);
        return calls.command("adding a user", AccountsGrpc.getCreateUserMethod(), request, RemoteAccounts::user);
    }

    @Override
    public CompletableFuture<CommandResult<UserRecord>> setRoleAsync(Principal by, String name, Role role) {
        return calls.command("changing a role", AccountsGrpc.getSetRoleMethod(), SetRoleRequest.newBuilder()
                .setName(text(name)).setRole(role(role)).build(), RemoteAccounts::user);
    }

    @Override
    public CompletableFuture<CommandResult<UserRecord>> setDisabledAsync(Principal by, String name,
                                                                         boolean disabled) {
        return calls.command("changing a user", AccountsGrpc.getSetDisabledMethod(), SetDisabledRequest.newBuilder()
                .setName(text(name)).setDisabled(disabled).build(), RemoteAccounts::user);
    }

    @Override
    public CompletableFuture<CommandResult<UserRecord>> removeAsync(Principal by, String name) {
        return calls.command("removing a user", AccountsGrpc.getRemoveUserMethod(), RemoveUserRequest.newBuilder()
                .setName(text(name)).build(), RemoteAccounts::user);
    }

    @Override
    public CompletableFuture<CommandResult<UserRecord>> changePasswordAsync(Principal by, String name,
                                                                            char[] password) {
        ChangePasswordRequest request = ChangePasswordRequest.newBuilder().setName(text(name))
                .setPassword(text(password)).build();
        clear(password);
        return calls.command("changing a password", AccountsGrpc.getChangePasswordMethod(), request,
                RemoteAccounts::user);
    }

    @Override
    public CompletableFuture<CommandResult<List<UserRecord>>> usersAsync(Principal by) {
        return calls.read("listing users", AccountsGrpc.getListUsersMethod(), ListUsersRequest.getDefaultInstance(),
                reply -> Replies.result(reply.getOutcome(), reply.getOutcome().getOk(), () -> reply.getUsersList()
                        .stream().map(AccountMessages::user).toList()));
    }

    private static CommandResult<UserRecord> user(UserReply reply) {
        return Replies.result(reply.getOutcome(), reply.hasUser(), () -> AccountMessages.user(reply.getUser()));
    }

    /** No role is the wire's unspecified one, which the server refuses. */
    private static RoleMessage role(Role role) {
        return role == null ? RoleMessage.ROLE_UNSPECIFIED : AccountMessages.role(role);
    }

    private static String text(String s) {
        return s == null ? "" : s;
    }

    private static String text(char[] password) {
        return password == null ? "" : new String(password);
    }

    private static void clear(char[] password) {
        if (password != null) {
            Arrays.fill(password, '\0');
        }
    }
}
