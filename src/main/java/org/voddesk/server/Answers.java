package org.voddesk.server;

import io.grpc.stub.StreamObserver;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.Function;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Principal;

/**
 * How every service of the server answers a command: the control's result as the service's reply, sent from the
 * server's executor, once per idempotency key ({@link CommandKeys}); an internal error is logged and answered with
 * INTERNAL and no detail. Services call it on the call's thread, where {@link Authentication}'s context holds the
 * principal and the key.
 */
final class Answers {
    private static final Logger LOG = LoggerFactory.getLogger(Answers.class);

    private final Executor replies;
    private final CommandKeys keys;

    Answers(Executor replies, CommandKeys keys) {
        this.replies = replies;
        this.keys = keys;
    }

    /** The call's principal (every call but the open ones). */
    static Principal principal() {
        return Authentication.PRINCIPAL.get();
    }

    /**
     * Runs {@code command} once for the call's idempotency key and sends its result as {@code mapper} makes it. Use it
     * for every command that changes something; a read may use {@link #read}.
     */
    <T, R> void command(String what, Supplier<CompletableFuture<CommandResult<T>>> command,
                        Function<CommandResult<T>, R> mapper, StreamObserver<R> reply) {
        Principal by = principal();
        CompletableFuture<CommandResult<T>> result;
        try {
            result = keys.once(by.name(), Authentication.REQUEST_ID.get(), command);
        } catch (RuntimeException e) {
            result = CompletableFuture.failedFuture(e);
        }
        send(what, result, mapper, reply);
    }

    /** Sends the result of a read (no idempotency key needed: reading twice changes nothing). */
    <T, R> void read(String what, CompletableFuture<CommandResult<T>> result, Function<CommandResult<T>, R> mapper,
                     StreamObserver<R> reply) {
        send(what, result, mapper, reply);
    }

    private <T, R> void send(String what, CompletableFuture<CommandResult<T>> result,
                             Function<CommandResult<T>, R> mapper, StreamObserver<R> reply) {
        result.whenCompleteAsync((r, e) -> {
            R mapped = null;
            if (e == null) {
                try {
                    mapped = mapper.apply(r);
                } catch (RuntimeException m) {
                    e = m;
                }
            }
            if (e != null) {
                LOG.error("{} failed", what, e);
                reply.onError(Refusals.internal(what).asRuntimeException());
            } else {
                reply.onNext(mapped);
                reply.onCompleted();
            }
        }, replies);
    }

    /** Forgets old idempotency keys. */
    int expireKeys() {
        return keys.expire();
    }
}
