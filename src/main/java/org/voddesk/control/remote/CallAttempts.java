package org.voddesk.control.remote;

import io.grpc.CallOptions;
import io.grpc.ClientCall;
import io.grpc.ClientInterceptors;
import io.grpc.Metadata;
import io.grpc.MethodDescriptor;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.stub.ClientCalls;
import io.grpc.stub.MetadataUtils;
import io.grpc.stub.StreamObserver;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Link;
import org.voddesk.wire.WireProtocol;

/**
 * The attempts of one call ({@link Calls}): each waits until the link is connected, then sends the request with the
 * login's token and its idempotency key, the same key every time, with the call's deadline (or what is left of the
 * budget). A call that fails with UNAVAILABLE (it did not
 * reach the server, or its answer was lost) is sent again once the link is back on a new connection with the same
 * login; one whose token was refused because the connection changed under it is sent again once the login is
 * resumed. The budget bounds them all: when it is spent, or the login is gone, the result says whether the request
 * may have reached the server ({@link RemoteFailures#notSent}, {@link RemoteFailures#mayHaveBeenDone}).
 */
final class CallAttempts<Q, A, T> {
    private static final Logger LOG = LoggerFactory.getLogger(CallAttempts.class);
    /** Attempts at most, however quickly they fail. */
    static final int MAX_ATTEMPTS = 5;

    private final RemoteSession session;
    private final String what;
    private final MethodDescriptor<Q, A> method;
    private final Q request;
    private final Function<A, CommandResult<T>> read;
    private final String requestId;
    private final Duration budget;
    private final Duration deadline;
    private final long endNanos;
    private final long generation;
    private final CompletableFuture<CommandResult<T>> result = new CompletableFuture<>();
    /** Whether a request went out on a connected link (its fate may then be unknown). */
    private volatile boolean sent;
    private volatile int attempts;

    CallAttempts(RemoteSession session, String what, MethodDescriptor<Q, A> method, Q request,
                 Function<A, CommandResult<T>> read, String requestId, Duration budget, Duration deadline) {
        this.session = session;
        this.what = what;
        this.method = method;
        this.request = request;
        this.read = read;
        this.requestId = requestId;
        this.budget = budget;
        this.deadline = deadline;
        this.endNanos = System.nanoTime() + budget.toNanos();
        this.generation = session.generation();
    }

    /** Sends the first attempt once the link is connected; the result never completes exceptionally. */
    CompletableFuture<CommandResult<T>> start() {
        whenConnected(0);
        return result;
    }

    /** The next attempt, on an epoch of the link after {@code failedEpoch}. */
    private void whenConnected(long failedEpoch) {
        session.linkState().connectedAfter(failedEpoch, left()).whenComplete((epoch, e) -> {
            if (e != null || epoch < 0 || session.generation() != generation || attempts >= MAX_ATTEMPTS) {
                giveUp();
            } else {
                send(epoch);
            }
        });
    }

    private void send(long epoch) {
        attempts++;
        Duration within = left().compareTo(deadline) < 0 ? left() : deadline;
        try {
            CallOptions options = CallOptions.DEFAULT.withDeadlineAfter(Math.max(1, within.toMillis()),
                    TimeUnit.MILLISECONDS);
            boolean withToken = session.credentials() != null;
            if (withToken) {
                options = options.withCallCredentials(session.credentials());
            }
            ClientCall<Q, A> call = channel().newCall(method, options);
            sent = true;
            ClientCalls.asyncUnaryCall(call, request, new StreamObserver<>() {
                private A reply;

                @Override
                public void onNext(A value) {
                    reply = value;
                }

                @Override
                public void onError(Throwable t) {
                    failed(t, epoch, within, withToken);
                }

                @Override
                public void onCompleted() {
                    answered(reply);
                }
            });
        } catch (RuntimeException e) {
            LOG.error("{} could not be sent", what, e);
            result.complete(CommandResult.internalError(what));
        }
    }

    private void failed(Throwable t, long epoch, Duration within, boolean withToken) {
        if (!(t instanceof StatusRuntimeException e)) {
            LOG.error("{} failed", what, t);
            result.complete(CommandResult.internalError(what));
            return;
        }
        Status.Code code = e.getStatus().getCode();
        if (code == Status.Code.UNAVAILABLE) {
            LOG.info("{} did not get through to {} ({}); trying again once the link is back", what, session.server(),
                    e.getStatus().getDescription());
            session.keeper().suspect();
            whenConnected(epoch);
        } else if (code == Status.Code.UNAUTHENTICATED && withToken) {
            // refused before any service code ran, so not done; the connection may have changed under the token
            session.keeper().reauthenticate(epoch);
            session.linkState().connectedAfter(epoch, left()).whenComplete((next, x) -> {
                if (x == null && next > 0 && session.generation() == generation && attempts < MAX_ATTEMPTS) {
                    send(next);
                } else {
                    result.complete(RemoteFailures.of(e, session.server(), within));
                }
            });
        } else {
            result.complete(RemoteFailures.of(e, session.server(), within));
        }
    }

    private void answered(A reply) {
        try {
            result.complete(read.apply(reply));
        } catch (RuntimeException e) {
            LOG.error("the server's reply to {} could not be read", what, e);
            result.complete(CommandResult.internalError(what));
        }
    }

    private void giveUp() {
        Link link = session.link();
        if (requestId != null && sent) {
            result.complete(RemoteFailures.mayHaveBeenDone(link, budget));
        } else {
            result.complete(RemoteFailures.notSent(link));
        }
    }

    private Duration left() {
        return Duration.ofNanos(Math.max(0, endNanos - System.nanoTime()));
    }

    private io.grpc.Channel channel() {
        if (requestId == null) {
            return session.channel();
        }
        Metadata headers = new Metadata();
        headers.put(WireProtocol.REQUEST_ID, requestId);
        return ClientInterceptors.intercept(session.channel(), MetadataUtils.newAttachHeadersInterceptor(headers));
    }
}
