package org.voddesk.server;

import io.grpc.stub.StreamObserver;
import org.voddesk.control.api.Control;
import org.voddesk.core.Role;
import org.voddesk.wire.AccountsGrpc;
import org.voddesk.wire.ChangePasswordRequest;
import org.voddesk.wire.CreateUserRequest;
import org.voddesk.wire.HasUsersReply;
import org.voddesk.wire.HasUsersRequest;
import org.voddesk.wire.ListUsersReply;
import org.voddesk.wire.ListUsersRequest;
import org.voddesk.wire.RemoveUserRequest;
import org.voddesk.wire.RoleMessage;
import org.voddesk.wire.SetDisabledRequest;
import org.voddesk.wire.SetRoleRequest;
import org.voddesk.wire.UserReply;
import org.voddesk.wire.model.AccountMessages;

/**
 * The wire's {@code Accounts} service over the control's {@code UserAccounts}: each command as the call's login
 * (the control checks that it is a supervisor's, or the user's own for a password). It has no call that makes the
 * first supervisor of a server without users: whoever reaches the port could claim the server so; that account is
 * made on the server machine ({@code voddesk users add}).
 */
final class AccountsService extends AccountsGrpc.AccountsImplBase {
    private final Control control;
    private final Answers answers;

    AccountsService(Control control, Answers answers) {
        this.control = control;
        this.answers = answers;
    }

    /** Open (no login): a desk asks it before its first login, to say that a server has no account yet. */
    @Override
    public void hasUsers(HasUsersRequest request, StreamObserver<HasUsersReply> reply) {
        answers.read("reading the users", control.accounts().hasUsersAsync(), AdminReplies::hasUsers, reply);
    }

    @Override
    public void createUser(CreateUserRequest request, StreamObserver<UserReply> reply) {
        Role role = role(request.getRole(), reply);
        if (role != null) {
            answers.command("adding a user", () -> control.accounts().createUserAsync(Answers.principal(),
                    request.getName(), role, request.getPassword().toCharArray()), AdminReplies::user, reply);
        }
    }

    @Override
    public void setRole(SetRoleRequest request, StreamObserver<UserReply> reply) {
        Role role = role(request.getRole(), reply);
        if (role != null) {
            answers.command("changing a role", () -> control.accounts().setRoleAsync(Answers.principal(),
                    request.getName(), role), AdminReplies::user, reply);
        }
    }

    @Override
    public void setDisabled(SetDisabledRequest request, StreamObserver<UserReply> reply) {
        answers.command("changing a user", () -> control.accounts().setDisabledAsync(Answers.principal(),
                request.getName(), request.getDisabled()), AdminReplies::user, reply);
    }

    @Override
    public void removeUser(RemoveUserRequest request, StreamObserver<UserReply> reply) {
        answers.command("removing a user", () -> control.accounts().removeAsync(Answers.principal(),
                request.getName()), AdminReplies::user, reply);
    }

    @Override
    public void changePassword(ChangePasswordRequest request, StreamObserver<UserReply> reply) {
        answers.command("changing a password", () -> control.accounts().changePasswordAsync(Answers.principal(),
                request.getName(), request.getPassword().toCharArray()), AdminReplies::user, reply);
    }

    @Override
    public void listUsers(ListUsersRequest request, StreamObserver<ListUsersReply> reply) {
        answers.read("listing users", control.accounts().usersAsync(Answers.principal()), AdminReplies::users, reply);
    }

    /** The request's role, or {@code null} after refusing the call (a role no version of the wire has). */
    private static Role role(RoleMessage m, StreamObserver<?> reply) {
        try {
            return AccountMessages.role(m);
        } catch (IllegalArgumentException e) {
            reply.onError(Refusals.invalid(e.getMessage()).asRuntimeException());
            return null;
        }
    }
}
