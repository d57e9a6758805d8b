package org.voddesk.server;

import io.grpc.Context;
import io.grpc.StatusRuntimeException;
import io.grpc.stub.ServerCallStreamObserver;
import io.grpc.stub.StreamObserver;
import java.util.concurrent.Executor;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.WhatIfAsk;
import org.voddesk.control.api.WhatIfChoices;
import org.voddesk.control.api.WhatIfRun;
import org.voddesk.control.api.WhatIfRuns;
import org.voddesk.core.whatif.ReplayProgress;
import org.voddesk.core.whatif.ReplayReport;
import org.voddesk.wire.WhatIfChoicesReply;
import org.voddesk.wire.WhatIfChoicesRequest;
import org.voddesk.wire.WhatIfGrpc;
import org.voddesk.wire.WhatIfRunEnd;
import org.voddesk.wire.WhatIfRunMessage;
import org.voddesk.wire.WhatIfRunRequest;
import org.voddesk.wire.model.ReplayReports;
import org.voddesk.wire.model.WhatIfMessages;

/**
 * The wire's {@code WhatIf} service over the control's {@link WhatIfRuns}, as the login's principal: the control
 * checks the role and words its refusals, which travel as the run's last message. A run streams its progress as it
 * comes (a fraction within the same step that the client is not ready for is dropped: the next says more; a new
 * step, policy or run is always sent), then its end; the call's
 * {@link Context} cancelled (the desk cancelled, the deadline passed, the connection ended) cancels the run.
 */
final class WhatIfService extends WhatIfGrpc.WhatIfImplBase {
    private static final Logger LOG = LoggerFactory.getLogger(WhatIfService.class);

    private final WhatIfRuns runs;
    private final Answers answers;
    private final Executor replies;

    WhatIfService(WhatIfRuns runs, Answers answers, Executor replies) {
        this.runs = runs;
        this.answers = answers;
        this.replies = replies;
    }

    @Override
    public void choices(WhatIfChoicesRequest request, StreamObserver<WhatIfChoicesReply> reply) {
        answers.read("reading the what-if choices", runs.choicesAsync(Answers.principal()), WhatIfService::choices,
                reply);
    }

    private static WhatIfChoicesReply choices(CommandResult<WhatIfChoices> r) {
        return (r.ok() ? WhatIfMessages.choices(r.value()) : WhatIfChoicesReply.newBuilder())
                .setOutcome(WireReplies.outcome(r)).build();
    }

    @Override
    public void run(WhatIfRunRequest request, StreamObserver<WhatIfRunMessage> reply) {
        WhatIfAsk ask;
        try {
            ask = WhatIfMessages.ask(request);
        } catch (IllegalArgumentException e) {
            reply.onError(Refusals.invalid(e.getMessage()).asRuntimeException());
            return;
        }
        Stream stream = new Stream((ServerCallStreamObserver<WhatIfRunMessage>) reply);
        WhatIfRun run = runs.start(Answers.principal(), ask, stream::progress);
        Context.current().addListener(context -> run.cancel(), Runnable::run);
        run.result().whenCompleteAsync(stream::end, replies);
    }

    /** One run's stream: sends from the replay's thread and the replies' executor, one at a time. */
    private static final class Stream {
        private final ServerCallStreamObserver<WhatIfRunMessage> out;
        /** The last progress sent, or null. */
        private ReplayProgress sent;

        Stream(ServerCallStreamObserver<WhatIfRunMessage> out) {
            this.out = out;
        }

        synchronized void progress(ReplayProgress p) {
            if (out.isCancelled() || (!out.isReady() && sameStep(p))) {
                return;
            }
            sent = p;
            send(WhatIfRunMessage.newBuilder().setProgress(WhatIfMessages.progress(p)).build());
        }

        /** Whether {@code p} only moves the fraction of the step last sent. */
        private boolean sameStep(ReplayProgress p) {
            return sent != null && sent.stage() == p.stage() && java.util.Objects.equals(sent.policy(), p.policy())
                    && sent.run() == p.run();
        }

        synchronized void end(CommandResult<ReplayReport> r, Throwable error) {
            if (out.isCancelled()) {
                return; // no one listens: the run ended because its call did
            }
            try {
                if (error != null) {
                    throw error instanceof RuntimeException e ? e : new IllegalStateException(error);
                }
                WhatIfRunEnd.Builder end = WhatIfRunEnd.newBuilder().setOutcome(WireReplies.outcome(r));
                if (r.ok()) {
                    end.setReport(ReplayReports.toWire(r.value()));
                }
                send(WhatIfRunMessage.newBuilder().setEnd(end).build());
                out.onCompleted();
            } catch (StatusRuntimeException gone) {
                LOG.debug("a what-if run's call ended before its end was sent: {}", gone.getStatus());
            } catch (RuntimeException e) {
                LOG.error("sending a what-if run's end failed", e);
                out.onError(Refusals.internal("running a what-if").asRuntimeException());
            }
        }

        private void send(WhatIfRunMessage m) {
            try {
                out.onNext(m);
            } catch (StatusRuntimeException gone) {
                LOG.debug("a what-if message was not sent, its call ended: {}", gone.getStatus());
            }
        }
    }
}
