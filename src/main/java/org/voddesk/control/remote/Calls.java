package org.voddesk.control.remote;

import io.grpc.CallOptions;
import io.grpc.ClientCall;
import io.grpc.Metadata;
import io.grpc.MethodDescriptor;
import io.grpc.StatusRuntimeException;
import io.grpc.stub.ClientCalls;
import io.grpc.stub.MetadataUtils;
import io.grpc.stub.StreamObserver;
import java.time.Duration;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.control.api.CommandResult;
import org.voddesk.wire.Outcome;
import org.voddesk.wire.WireProtocol;

/**
 * The asynchronous calls of a {@link RemoteSession}'s login, for the remote {@code Control} and its facets: each one
 * unary call with a deadline and the login's token, completed on gRPC's threads (never the caller's) and never
 * exceptionally. A call that did not get through is a failed result from {@link RemoteFailures}; a reply that
 * cannot be read is an internal error, logged. A command carries an idempotency key
 * ({@link WireProtocol#REQUEST_ID}), so that the server does it once however often it is sent.
 */
final class Calls {
    private static final Logger LOG = LoggerFactory.getLogger(Calls.class);

    private final RemoteSession session;

    Calls(RemoteSession session) {
        this.session = session;
    }

    /** A command that changes something, with a fresh idempotency key and {@link RemoteSession#CALL_DEADLINE}. */
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

    <Q, A, T> CompletableFuture<CommandResult<T>> call(String what, MethodDescriptor<Q, A> method, Q request,
                                                       Function<A, CommandResult<T>> read, String requestId,
                                                       Duration deadline) {
        CompletableFuture<CommandResult<T>> result = new CompletableFuture<>();
        try {
            CallOptions options = CallOptions.DEFAULT.withDeadlineAfter(deadline.toMillis(), TimeUnit.MILLISECONDS);
            if (session.credentials() != null) {
                options = options.withCallCredentials(session.credentials());
            }
            ClientCall<Q, A> call = channel(requestId).newCall(method, options);
            ClientCalls.asyncUnaryCall(call, request, new StreamObserver<>() {
                private A reply;

                @Override
                public void onNext(A value) {
                    reply = value;
                }

                @Override
                public void onError(Throwable t) {
                    if (t instanceof StatusRuntimeException e) {
                        result.complete(RemoteFailures.of(e, session.server(), deadline));
                    } else {
                        LOG.error("{} failed", what, t);
                        result.complete(CommandResult.internalError(what));
                    }
                }

                @Override
                public void onCompleted() {
                    try {
                        result.complete(read.apply(reply));
                    } catch (RuntimeException e) {
                        LOG.error("the server's reply to {} could not be read", what, e);
                        result.complete(CommandResult.internalError(what));
                    }
                }
            });
        } catch (RuntimeException e) {
            LOG.error("{} could not be sent", what, e);
            result.complete(CommandResult.internalError(what));
        }
        return result;
    }

    private io.grpc.Channel channel(String requestId) {
        if (requestId == null) {
            return session.channel();
        }
        Metadata headers = new Metadata();
        headers.put(WireProtocol.REQUEST_ID, requestId);
        return io.grpc.ClientInterceptors.intercept(session.channel(),
                MetadataUtils.newAttachHeadersInterceptor(headers));
    }
}
