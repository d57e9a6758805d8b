package org.voddesk.server;

import io.grpc.stub.StreamObserver;
import java.util.concurrent.Executor;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.control.api.Control;
import org.voddesk.control.api.Principal;
import org.voddesk.control.api.ClusterSnapshot;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.core.Quality;
import org.voddesk.wire.ChangeRateReply;
import org.voddesk.wire.ChangeRateRequest;
import org.voddesk.wire.ControlGrpc;
import org.voddesk.wire.ListSessionsReply;
import org.voddesk.wire.ListSessionsRequest;
import org.voddesk.wire.RequestPlaybackReply;
import org.voddesk.wire.RequestPlaybackRequest;
import org.voddesk.wire.StopSessionReply;
import org.voddesk.wire.StopSessionRequest;
import org.voddesk.wire.LoginReply;
import org.voddesk.wire.LoginRequest;
import org.voddesk.wire.LogoutReply;
import org.voddesk.wire.LogoutRequest;
import org.voddesk.wire.PrincipalMessage;
import org.voddesk.wire.StatusReply;
import org.voddesk.wire.StatusRequest;
import org.voddesk.wire.UpdateSettingsReply;
import org.voddesk.wire.UpdateSettingsRequest;
import org.voddesk.wire.WhoAmIRequest;
import org.voddesk.wire.model.Settings;

/**
 * The wire's {@code Control} service over a {@link Control}: each call hands the control what the client sent and
 * the principal {@link Authentication} found, and answers with what the control returned. The control's futures
 * complete on its own threads; replies are sent from the server's executor.
 */
final class ControlService extends ControlGrpc.ControlImplBase {
    private static final Logger LOG = LoggerFactory.getLogger(ControlService.class);

    private final Control control;
    private final Tokens tokens;
    private final Resumes resumes;
    private final Executor replies;
    private final Answers answers;
    private final StatusReply status;

    ControlService(Control control, Tokens tokens, Resumes resumes, Executor replies, Answers answers,
                   String version, String fingerprint) {
        this.control = control;
        this.tokens = tokens;
        this.resumes = resumes;
        this.replies = replies;
        this.answers = answers;
        this.status = WireReplies.status(version, fingerprint);
    }

    /**
     * Through the control's login, from the peer's address, so that its throttle and audit count it; the reply
     * carries the token and the login's first resume secret.
     */
    @Override
    public void login(LoginRequest request, StreamObserver<LoginReply> reply) {
        Connection connection = Authentication.CONNECTION.get();
        control.loginAsync(request.getName(), request.getPassword().toCharArray(), connection.source())
                .whenCompleteAsync((r, e) -> {
                    if (e != null) {
                        LOG.error("a login from {} failed", connection, e);
                        reply.onError(Refusals.internal("logging in").asRuntimeException());
                    } else if (!r.ok()) {
                        reply.onError(Refusals.loginRefused(r).asRuntimeException());
                    } else {
                        // the secret first: a connection that ends once the token is issued finds it to keep
                        String secret = resumes.issue(r.value());
                        tokens.issue(r.value(), connection).ifPresentOrElse(token -> {
                            reply.onNext(WireReplies.login(token, r.value(), r.message(), secret));
                            reply.onCompleted();
                        }, () -> reply.onError(Refusals.unauthenticated("the connection ended during the login")
                                .asRuntimeException()));
                    }
                }, replies);
    }

    @Override
    public void logout(LogoutRequest request, StreamObserver<LogoutReply> reply) {
        Principal p = tokens.revoke(Authentication.TOKEN.get(), Authentication.CONNECTION.get());
        if (p == null) { // logged out meanwhile by another call with the same token
            reply.onNext(WireReplies.logout("Not logged in."));
            reply.onCompleted();
            return;
        }
        resumes.revoke(p);
        control.logoutAsync(p).whenCompleteAsync((r, e) -> {
            if (e != null) {
                LOG.error("the logout of {} failed", p.name(), e);
                reply.onError(Refusals.internal("logging out").asRuntimeException());
            } else {
                reply.onNext(WireReplies.logout(r.message()));
                reply.onCompleted();
            }
        }, replies);
    }

    @Override
    public void whoAmI(WhoAmIRequest request, StreamObserver<PrincipalMessage> reply) {
        reply.onNext(WireReplies.principal(Authentication.PRINCIPAL.get()));
        reply.onCompleted();
    }

    @Override
    public void status(StatusRequest request, StreamObserver<StatusReply> reply) {
        reply.onNext(status);
        reply.onCompleted();
    }

    @Override
    public void listSessions(ListSessionsRequest request, StreamObserver<ListSessionsReply> reply) {
        ClusterSnapshot now = control.snapshot();
        reply.onNext(WireCommandReplies.sessions(now.sessions(), now.owners()));
        reply.onCompleted();
    }

    @Override
    public void requestPlayback(RequestPlaybackRequest request, StreamObserver<RequestPlaybackReply> reply) {
        Quality quality;
        try {
            quality = Quality.fromWire(request.getQuality());
        } catch (IllegalArgumentException e) {
            reply.onNext(WireCommandReplies.playback(CommandResult.failed(e.getMessage())));
            reply.onCompleted();
            return;
        }
        answers.command("starting a playback", () -> control.requestPlaybackAsync(Answers.principal(),
                request.getCamera(), request.getBeginMs(), request.getRate(), quality),
                WireCommandReplies::playback, reply);
    }

    @Override
    public void stopSession(StopSessionRequest request, StreamObserver<StopSessionReply> reply) {
        answers.command("stopping a session", () -> control.stopSessionAsync(Answers.principal(),
                request.getSessionId()), WireCommandReplies::stopped, reply);
    }

    @Override
    public void changeRate(ChangeRateRequest request, StreamObserver<ChangeRateReply> reply) {
        answers.command("changing a speed", () -> control.changeRateAsync(Answers.principal(),
                request.getSessionId(), request.getRate()), WireCommandReplies::rate, reply);
    }

    /**
     * A request without settings is the control's to refuse, as a command without them in process; settings this
     * server cannot read are INVALID_ARGUMENT.
     */
    @Override
    public void updateSettings(UpdateSettingsRequest request, StreamObserver<UpdateSettingsReply> reply) {
        ControlSettings next;
        try {
            next = request.hasSettings() ? Settings.fromWire(request.getSettings()) : null;
        } catch (IllegalArgumentException e) {
            reply.onError(Refusals.invalid("The settings could not be read: " + e.getMessage() + ".")
                    .asRuntimeException());
            return;
        }
        answers.command("changing settings", () -> control.updateSettingsAsync(Answers.principal(), next),
                WireCommandReplies::settings, reply);
    }
}
