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

/**
 * Refuses a request that is not a message of its method's type with INVALID_ARGUMENT, naming the type. gRPC alone
 * parses a request outside every interceptor and answers such bytes with UNKNOWN and no words; so the service is
 * registered taking raw streams (its requests are parsed inside the call, under this interceptor: {@code
 * ServerInterceptors.useInputStreamMessages}), and a parse that fails here ends only that call.
 */
final class MalformedMessages implements ServerInterceptor {
    private static final Logger LOG = LoggerFactory.getLogger(MalformedMessages.class);

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
                    call.close(Status.INVALID_ARGUMENT.withDescription("the request to " + method
                            + " is not a valid message of its type (" + e.getCause().getMessage() + ")"),
                            new Metadata());
                }
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
