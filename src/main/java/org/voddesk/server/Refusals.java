package org.voddesk.server;

import io.grpc.Status;
import org.voddesk.control.api.CommandResult;

/**
 * The one place where a refusal becomes a gRPC status: the control's failed results and the server's own refusals,
 * each with one sentence a user can act on as its description.
 */
final class Refusals {
    private Refusals() {
    }

    /** No live login: the call is refused before the control sees it. */
    static Status unauthenticated(String why) {
        return Status.UNAUTHENTICATED.withDescription(why);
    }

    /** A login the control refused (a wrong name or password: the same words for both). */
    static Status loginRefused(CommandResult<?> result) {
        return Status.UNAUTHENTICATED.withDescription(result.message());
    }

    /** An error of the server itself while doing {@code what}: its details are only logged. */
    static Status internal(String what) {
        return Status.INTERNAL.withDescription("Internal error of the server while " + what + " (see its log).");
    }

    /** A message the control cannot act on (a value no version of the wire allows). */
    static Status invalid(String why) {
        return Status.INVALID_ARGUMENT.withDescription(why);
    }
}
