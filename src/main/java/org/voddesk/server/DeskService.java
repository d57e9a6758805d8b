package org.voddesk.server;

import io.grpc.stub.StreamObserver;
import java.util.concurrent.Executor;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.control.api.Control;
import org.voddesk.control.api.Principal;
import org.voddesk.wire.DeskGrpc;
import org.voddesk.wire.ResumeReply;
import org.voddesk.wire.ResumeRequest;

/**
 * The wire's {@code Desk} service: a desk's login carried over to its new connection. The secret is spent at once
 * ({@link Resumes#take}); the control counts, delays and audits the attempt as a login from the peer's address and
 * checks that the principal is still live ({@link Control#resumeAsync}); then the login's tokens on any older
 * connection are dropped and this connection gets a token and the next secret. A refusal is UNAUTHENTICATED with the
 * control's words, as a login's.
 */
final class DeskService extends DeskGrpc.DeskImplBase {
    private static final Logger LOG = LoggerFactory.getLogger(DeskService.class);

    private final Control control;
    private final Tokens tokens;
    private final Resumes resumes;
    private final Executor replies;

    DeskService(Control control, Tokens tokens, Resumes resumes, Executor replies) {
        this.control = control;
        this.tokens = tokens;
        this.resumes = resumes;
        this.replies = replies;
    }

    @Override
    public void resume(ResumeRequest request, StreamObserver<ResumeReply> reply) {
        Connection connection = Authentication.CONNECTION.get();
        Principal login = resumes.take(request.getSecret()).orElse(null);
        control.resumeAsync(login, connection.source()).whenCompleteAsync((r, e) -> {
            if (e != null || !r.ok()) {
                if (login != null) {
                    resumes.refused(login);
                }
                if (e != null) {
                    LOG.error("a resume from {} failed", connection, e);
                    reply.onError(Refusals.internal("resuming a login").asRuntimeException());
                } else {
                    LOG.info("refused a resume on {}: {}", connection, r.message());
                    reply.onError(Refusals.loginRefused(r).asRuntimeException());
                }
                return;
            }
            tokens.release(login);
            String secret = resumes.issue(login);
            tokens.issue(login, connection).ifPresentOrElse(token -> {
                LOG.info("{} resumed the login of {}", connection, login.name());
                reply.onNext(WireReplies.resumed(token, login, r.message(), secret));
                reply.onCompleted();
            }, () -> reply.onError(Refusals.unauthenticated("the connection ended during the resume")
                    .asRuntimeException()));
        }, replies);
    }
}
