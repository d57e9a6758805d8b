package org.voddesk.control.remote;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import java.time.Duration;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Link;
import org.voddesk.wire.ServerAddress;

/**
 * The one place where a client turns a call's gRPC status into the control API's failed result: the server's own
 * words when it refused, and a sentence that says what to do when the call did not get through.
 */
final class RemoteFailures {
    private RemoteFailures() {
    }

    static <T> CommandResult<T> of(StatusRuntimeException e, ServerAddress server, Duration deadline) {
        return CommandResult.failed(message(e.getStatus(), server, deadline));
    }

    /**
     * A call that was not sent: the link was lost (or its login) and did not come back in time. Nothing was done.
     */
    static <T> CommandResult<T> notSent(Link link) {
        return CommandResult.failed(link.state() == Link.State.LOGIN_NEEDED
                ? "Not sent: the connection to " + link.where() + " is back, but this desk's login is not ("
                + link.detail() + "). Log in again, then try again."
                : "Not sent: the connection to " + link.where() + " is lost. Nothing was done; try again once it is"
                + " back.");
    }

    /**
     * A command that went out and whose answer was lost with the connection, which did not come back with its login
     * within {@code budget}: the server may have done it.
     */
    static <T> CommandResult<T> mayHaveBeenDone(Link link, Duration budget) {
        return CommandResult.failed(link.state() == Link.State.LOGIN_NEEDED
                ? "May have been done: the connection to " + link.where() + " was lost before the answer came, and"
                + " it came back without this desk's login (" + link.detail() + "). Log in again and check before"
                + " you try again."
                : "May have been done: the connection to " + link.where() + " was lost before the answer came, and"
                + " it did not come back within " + budget.toSeconds() + " s. Check once it is back before you try"
                + " again.");
    }

    static String message(Status status, ServerAddress server, Duration deadline) {
        String said = status.getDescription() == null ? status.getCode().toString() : status.getDescription();
        return switch (status.getCode()) {
            case UNAUTHENTICATED, PERMISSION_DENIED, FAILED_PRECONDITION, INVALID_ARGUMENT, NOT_FOUND,
                    ALREADY_EXISTS, RESOURCE_EXHAUSTED -> said;
            case UNAVAILABLE -> "The control server " + server + " cannot be reached (" + said + "). Check that it"
                    + " runs and listens on that address.";
            case DEADLINE_EXCEEDED -> "The control server " + server + " did not answer within "
                    + deadline.toSeconds() + " s; the command may still complete there.";
            default -> "The control server " + server + " could not do it (" + status.getCode() + ": " + said
                    + ").";
        };
    }
}
