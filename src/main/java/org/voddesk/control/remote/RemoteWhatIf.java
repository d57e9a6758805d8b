package org.voddesk.control.remote;

import io.grpc.CallCredentials;
import io.grpc.CallOptions;
import io.grpc.ClientCall;
import io.grpc.Context;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.stub.ClientCalls;
import io.grpc.stub.StreamObserver;
import java.text.MessageFormat;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Link;
import org.voddesk.control.api.Principal;
import org.voddesk.control.api.WhatIfAsk;
import org.voddesk.control.api.WhatIfChoices;
import org.voddesk.control.api.WhatIfRun;
import org.voddesk.control.api.WhatIfRuns;
import org.voddesk.core.whatif.ReplayProgress;
import org.voddesk.core.whatif.ReplayReport;
import org.voddesk.wire.WhatIfChoicesRequest;
import org.voddesk.wire.WhatIfGrpc;
import org.voddesk.wire.WhatIfRunMessage;
import org.voddesk.wire.WhatIfRunRequest;
import org.voddesk.wire.model.ReplayReports;
import org.voddesk.wire.model.WhatIfMessages;

/**
 * The what if on a desk of a control server: the choices are a read of its {@code WhatIf} service, a run is one
 * server-streaming call whose progress messages are told as they come and whose last message is the outcome, as the
 * server's control made it (its refusals in its words). A run's call is made in a cancellable gRPC {@link Context}:
 * {@link WhatIfRun#cancel} cancels the context, so the call, so the run on the server. A run is not sent again when
 * the connection is lost (it is work, not a command to do once): its outcome then says so.
 */
final class RemoteWhatIf implements WhatIfRuns {
    /** How long a run may take: a day of 100 nodes and 100,000 sessions replays in minutes. */
    static final Duration RUN_DEADLINE = Duration.ofMinutes(15);
    private static final Logger LOG = LoggerFactory.getLogger(RemoteWhatIf.class);

    private final RemoteSession session;
    private final Calls calls;

    RemoteWhatIf(RemoteSession session, Calls calls) {
        this.session = session;
        this.calls = calls;
    }

    @Override
    public CompletableFuture<CommandResult<WhatIfChoices>> choicesAsync(Principal by) {
        return calls.read("reading the what-if choices", WhatIfGrpc.getChoicesMethod(),
                WhatIfChoicesRequest.getDefaultInstance(),
                reply -> Calls.result(reply.getOutcome(), () -> WhatIfMessages.choices(reply)));
    }

    /** Completes on gRPC's threads, never the caller's; progress comes on them too, in order. */
    @Override
    public WhatIfRun start(Principal by, WhatIfAsk ask, Consumer<ReplayProgress> progress) {
        Context.CancellableContext context = Context.current().withCancellation();
        RemoteRun run = new RemoteRun(context);
        if (ask == null) {
            run.result.complete(CommandResult.failed("No day given; nothing was run."));
            return run;
        }
        Link link = session.link();
        if (link.state() != Link.State.CONNECTED) {
            run.result.complete(RemoteFailures.notSent(link));
            return run;
        }
        String cancelled = MessageFormat.format(CANCELLED, ask.day().toString());
        try {
            WhatIfRunRequest request = WhatIfMessages.ask(ask);
            CallOptions options = CallOptions.DEFAULT.withDeadlineAfter(RUN_DEADLINE.toMillis(),
                    TimeUnit.MILLISECONDS);
            CallCredentials token = session.credentials();
            if (token != null) {
                options = options.withCallCredentials(token);
            }
            CallOptions made = options;
            context.run(() -> {
                ClientCall<WhatIfRunRequest, WhatIfRunMessage> call = session.channel()
                        .newCall(WhatIfGrpc.getRunMethod(), made);
                ClientCalls.asyncServerStreamingCall(call, request, new Reader(run, progress, cancelled));
            });
        } catch (RuntimeException e) {
            LOG.error("a what-if run could not be sent", e);
            run.result.complete(CommandResult.internalError("starting a what-if run"));
        }
        return run;
    }

    /** The messages of one run's call. */
    private final class Reader implements StreamObserver<WhatIfRunMessage> {
        private final RemoteRun run;
        private final Consumer<ReplayProgress> progress;
        private final String cancelled;

        Reader(RemoteRun run, Consumer<ReplayProgress> progress, String cancelled) {
            this.run = run;
            this.progress = progress;
            this.cancelled = cancelled;
        }

        @Override
        public void onNext(WhatIfRunMessage m) {
            try {
                if (m.hasProgress()) {
                    if (progress != null) {
                        progress.accept(WhatIfMessages.progress(m.getProgress()));
                    }
                } else if (m.hasEnd()) {
                    run.result.complete(Calls.result(m.getEnd().getOutcome(),
                            () -> ReplayReports.fromWire(m.getEnd().getReport())));
                }
            } catch (RuntimeException e) {
                LOG.error("the server's what-if message could not be read", e);
                run.result.complete(CommandResult.internalError("reading a what-if run"));
                run.context.cancel(e);
            }
        }

        @Override
        public void onError(Throwable t) {
            Status status = t instanceof StatusRuntimeException e ? e.getStatus() : Status.fromThrowable(t);
            if (status.getCode() == Status.Code.CANCELLED && run.cancelledHere) {
                run.result.complete(CommandResult.failed(cancelled));
            } else {
                run.result.complete(CommandResult.failed(RemoteFailures.message(status, session.server(),
                        RUN_DEADLINE)));
            }
        }

        @Override
        public void onCompleted() {
            // the end message completed the result; a stream without one is the server's error
            run.result.complete(CommandResult.internalError("reading a what-if run"));
        }
    }

    /** One run over the wire: its outcome and the context its call runs in. */
    private static final class RemoteRun implements WhatIfRun {
        private final CompletableFuture<CommandResult<ReplayReport>> result = new CompletableFuture<>();
        private final Context.CancellableContext context;
        private volatile boolean cancelledHere;

        RemoteRun(Context.CancellableContext context) {
            this.context = context;
            result.whenComplete((r, e) -> context.close());
        }

        @Override
        public CompletableFuture<CommandResult<ReplayReport>> result() {
            return result;
        }

        @Override
        public void cancel() {
            cancelledHere = true;
            context.cancel(null);
        }
    }
}
