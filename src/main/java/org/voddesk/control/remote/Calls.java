package org.voddesk.control.remote;

import io.grpc.MethodDescriptor;
import java.time.Duration;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.control.api.CommandResult;
import org.voddesk.wire.Outcome;

/**
 * The asynchronous calls of a {@link RemoteSession}'s login, for the remote {@code Control} and its facets: each one
 * unary call with a deadline and the login's token, completed on gRPC's threads (never the caller's) and never
 * exceptionally. A command carries an idempotency key ({@code WireProtocol.REQUEST_ID}): when the connection is lost
 * before its answer came, it is sent again with the same key once the link is back with the same login, within
 * {@link #BUDGET}, and the server answers the repeat with the first answer, so it is done once
 * ({@link CallAttempts}). A call that did not get through is a failed result from {@link RemoteFailures} that says
 * whether it was sent; a reply that cannot be read is an internal error, logged.
 */
final class Calls {
    private static final Logger LOG = LoggerFactory.getLogger(Calls.class);

    /** How long a call may take in all, waiting for a lost connection to come back included. */
    static final Duration BUDGET = Duration.ofSeconds(30);

    private final RemoteSession session;
    private final Duration budget;

    Calls(RemoteSession session) {
        this(session, BUDGET);
    }

    /** With another budget (tests). */
    Calls(RemoteSession session, Duration budget) {
        this.session = session;
        this.budget = budget;
    }

    /** A command that changes something, with a fresh idempotency key, sent once however often it is tried. */
    <Q, A, T> CompletableFuture<CommandResult<T>> command(String what, MethodDescriptor<Q, A> method, Q request,
                                                          Function<A, CommandResult<T>> read) {
        return call(what, method, request, read, UUID.randomUUID().toString(), RemoteSession.CALL_DEADLINE);
    }

    /**
     * {@link #command(String, MethodDescriptor, Object, Function)} with a request made by {@code request}: a request
     * that cannot be made (a null argument protobuf refuses) is a failed result, logged, as any error.
     */
    <Q, A, T> CompletableFuture<CommandResult<T>> commandOf(String what, MethodDescriptor<Q, A> method,
                                                            Supplier<Q> request, Function<A, CommandResult<T>> read) {
        Q made;
        try {
            made = request.get();
        } catch (RuntimeException e) {
            LOG.error("{} could not be sent", what, e);
            return CompletableFuture.completedFuture(CommandResult.internalError(what));
        }
        return command(what, method, made, read);
    }

    /** A read: no idempotency key (reading twice changes nothing). */
    <Q, A, T> CompletableFuture<CommandResult<T>> read(String what, MethodDescriptor<Q, A> method, Q request,
                                                       Function<A, CommandResult<T>> read) {
        return call(what, method, request, read, null, RemoteSession.CALL_DEADLINE);
    }

    /**
     * The control's result from a reply's {@link Outcome}: ok with {@code value}'s value, or failed with the
     * server's words.
     */
    static <T> CommandResult<T> result(Outcome outcome, Supplier<T> value) {
        return outcome.getOk() ? CommandResult.ok(outcome.getMessage(), value.get())
                : CommandResult.failed(outcome.getMessage());
    }

    /**
     * One call, tried until it is answered or {@link #budget} is spent, each attempt within {@code deadline};
     * {@code requestId} null for a read.
     */
    <Q, A, T> CompletableFuture<CommandResult<T>> call(String what, MethodDescriptor<Q, A> method, Q request,
                                                       Function<A, CommandResult<T>> read, String requestId,
                                                       Duration deadline) {
        return new CallAttempts<>(session, what, method, request, read, requestId, budget, deadline).start();
    }
}
