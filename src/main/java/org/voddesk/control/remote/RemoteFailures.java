package org.voddesk.control.remote;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import java.time.Duration;
import org.voddesk.control.api.CommandResult;
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
