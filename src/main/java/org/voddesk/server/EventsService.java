package org.voddesk.server;

import io.grpc.stub.ServerCallStreamObserver;
import io.grpc.stub.StreamObserver;
import org.voddesk.wire.EventEnvelope;
import org.voddesk.wire.EventsGrpc;
import org.voddesk.wire.SubscribeRequest;

/**
 * The wire's {@code Events} service: one stream of the {@link EventLog} per call, authenticated as every call
 * ({@link Authentication}), and ended with UNAUTHENTICATED when its login ends (a logout, its connection, its idle
 * time; the stream itself is not a use of the login).
 */
final class EventsService extends EventsGrpc.EventsImplBase {
    private final EventLog log;
    private final Tokens tokens;
    private final EventLimits limits;

    EventsService(EventLog log, Tokens tokens, EventLimits limits) {
        this.log = log;
        this.tokens = tokens;
        this.limits = limits;
    }

    @Override
    public void subscribe(SubscribeRequest request, StreamObserver<EventEnvelope> reply) {
        Connection connection = Authentication.CONNECTION.get();
        EventStream stream = new EventStream((ServerCallStreamObserver<EventEnvelope>) reply, limits,
                Answers.principal().name() + " on " + connection);
        Runnable unwatch = tokens.watchEnd(Authentication.TOKEN.get(), connection,
                why -> stream.end(Refusals.unauthenticated(why)));
        if (unwatch == null) { // the login ended since the call was let in
            stream.end(Refusals.unauthenticated(Tokens.UNKNOWN));
            return;
        }
        stream.whenEnded(unwatch);
        log.open(request, stream);
    }
}
