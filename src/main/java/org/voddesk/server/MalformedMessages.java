package org.voddesk.server;

import com.google.protobuf.InvalidProtocolBufferException;
import io.grpc.ForwardingServerCallListener;
import io.grpc.Metadata;
import io.grpc.ServerCall;
import io.grpc.ServerCallHandler;
import io.grpc.ServerInterceptor;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.control.api.Control;
import org.voddesk.control.api.Principal;

/**
 * Refuses a request that is not a message of its method's type with INVALID_ARGUMENT, naming the type. gRPC alone
 * parses a request outside every interceptor and answers such bytes with UNKNOWN and no words; so the service is
 * registered taking raw streams (its requests are parsed inside the call, under this interceptor: {@code
 * ServerInterceptors.useInputStreamMessages}), and a parse that fails here ends only that call. A refused call of a
 * login (its principal set by {@link Authentication}, which runs first) is recorded by the control, so that the audit
 * log names who sent it.
 */
final class MalformedMessages implements ServerInterceptor {
    private static final Logger LOG = LoggerFactory.getLogger(MalformedMessages.class);
    /** The most of a parser's words the audit keeps. */
    static final int MAX_WHY = 200;

    private final Control control;

    MalformedMessages(Control control) {
        this.control = control;
    }

    @Override
    public <Q, A> ServerCall.Listener<Q> interceptCall(ServerCall<Q, A> call, Metadata headers,
                                                       ServerCallHandler<Q, A> next) {
        return new ForwardingServerCallListener.SimpleForwardingServerCallListener<>(next.startCall(call, headers)) {
            private boolean refused;

            @Override
            public void onMessage(Q message) {
                if (refused) {
                    return;
                }
                try {
                    super.onMessage(message);
                } catch (StatusRuntimeException e) {
                    if (!(e.getCause() instanceof InvalidProtocolBufferException)) {
                        throw e;
                    }
                    refused = true;
                    String method = call.getMethodDescriptor().getFullMethodName();
                    LOG.info("refused a malformed request to {}: {}", method, e.getCause().getMessage());
                    String why = "the request to " + method + " is not a valid message of its type ("
                            + e.getCause().getMessage() + ")";
                    call.close(Status.INVALID_ARGUMENT.withDescription(why), new Metadata());
                    record(method, why);
                }
            }

            /** Has the control audit the refused call under its login, when it has one. */
            private void record(String method, String why) {
                Principal by = Authentication.PRINCIPAL.get();
                if (by == null) {
                    return;
                }
                control.recordRefusedCallAsync(by, method, why.length() > MAX_WHY ? why.substring(0, MAX_WHY) : why)
                        .thenAccept(r -> {
                            if (!r.ok()) {
                                LOG.warn("the refused call of {} to {} was not recorded: {}", by.name(), method,
                                        r.message());
                            }
                        });
            }

            @Override
            public void onHalfClose() {
                if (!refused) {
                    super.onHalfClose();
                }
            }
        };
    }
}
