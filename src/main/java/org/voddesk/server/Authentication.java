package org.voddesk.server;

import io.grpc.Context;
import io.grpc.Contexts;
import io.grpc.Metadata;
import io.grpc.ServerCall;
import io.grpc.ServerCallHandler;
import io.grpc.ServerInterceptor;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.control.api.Principal;
import org.voddesk.wire.AccountsGrpc;
import org.voddesk.wire.ControlGrpc;
import org.voddesk.wire.DeskGrpc;
import org.voddesk.wire.WireProtocol;

/**
 * Authentication, once for every call: a call's connection, and for every method but Login, Status, HasUsers and
 * Resume, the principal of the token it carries ({@link WireProtocol#AUTHORIZATION}), live on that connection
 * ({@link Tokens}). A call without a live token is refused with UNAUTHENTICATED before any service code runs. What
 * a principal may do is then the control's to decide, as in process: the server hands the control the principal the
 * control issued at the login, never a role the client names.
 */
final class Authentication implements ServerInterceptor {
    /** The call's connection (every call). */
    static final Context.Key<Connection> CONNECTION = Context.key("voddesk-connection");
    /** The call's principal (every call but the open ones). */
    static final Context.Key<Principal> PRINCIPAL = Context.key("voddesk-principal");
    /** The call's token (every call but the open ones). */
    static final Context.Key<String> TOKEN = Context.key("voddesk-token");
    /** The call's idempotency key ({@link WireProtocol#REQUEST_ID}), {@code null} when it sent none. */
    static final Context.Key<String> REQUEST_ID = Context.key("voddesk-request-id");

    private static final Logger LOG = LoggerFactory.getLogger(Authentication.class);
    /**
     * The methods a client calls before it has a login (a desk asks whether a server has users before its first; a
     * resume has its secret instead).
     */
    private static final Set<String> OPEN = Set.of(ControlGrpc.getLoginMethod().getFullMethodName(),
            ControlGrpc.getStatusMethod().getFullMethodName(), AccountsGrpc.getHasUsersMethod().getFullMethodName(),
            DeskGrpc.getResumeMethod().getFullMethodName());

    private final Tokens tokens;

    Authentication(Tokens tokens) {
        this.tokens = tokens;
    }

    @Override
    public <Q, A> ServerCall.Listener<Q> interceptCall(ServerCall<Q, A> call, Metadata headers,
                                                       ServerCallHandler<Q, A> next) {
        Connection connection = call.getAttributes().get(Connection.KEY);
        if (connection == null) { // every transport gets one when it is ready (Connections)
            return refuse(call, io.grpc.Status.INTERNAL.withDescription("the call has no connection"));
        }
        Context context = Context.current().withValue(CONNECTION, connection);
        String method = call.getMethodDescriptor().getFullMethodName();
        if (OPEN.contains(method)) {
            return Contexts.interceptCall(context, call, headers, next);
        }
        String token = bearer(headers.get(WireProtocol.AUTHORIZATION));
        Tokens.Lookup found = tokens.find(token, connection);
        if (found instanceof Tokens.Found f) {
            String requestId = headers.get(WireProtocol.REQUEST_ID);
            if (requestId != null && (requestId.isBlank()
                    || requestId.length() > WireProtocol.MAX_REQUEST_ID_LENGTH)) {
                return refuse(call, io.grpc.Status.INVALID_ARGUMENT.withDescription("an idempotency key has 1 to "
                        + WireProtocol.MAX_REQUEST_ID_LENGTH + " characters"));
            }
            OversizedCalls.caller(f.principal());
            return Contexts.interceptCall(context.withValue(PRINCIPAL, f.principal()).withValue(TOKEN, token)
                    .withValue(REQUEST_ID, requestId), call, headers, next);
        }
        String why = ((Tokens.Refused) found).why();
        LOG.info("refused {} on {}: {}", method, connection, why);
        return refuse(call, Refusals.unauthenticated(why));
    }

    private static String bearer(String header) {
        return header != null && header.startsWith(WireProtocol.BEARER)
                ? header.substring(WireProtocol.BEARER.length()).strip() : null;
    }

    private static <Q, A> ServerCall.Listener<Q> refuse(ServerCall<Q, A> call, io.grpc.Status status) {
        call.close(status, new Metadata());
        return new ServerCall.Listener<>() {
        };
    }
}
