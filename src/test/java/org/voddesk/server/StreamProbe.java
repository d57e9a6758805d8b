package org.voddesk.server;

import static org.assertj.core.api.Assertions.assertThat;

import io.grpc.CallCredentials;
import io.grpc.ManagedChannel;
import io.grpc.Metadata;
import io.grpc.Status;
import io.grpc.stub.ClientCallStreamObserver;
import io.grpc.stub.ClientResponseObserver;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.voddesk.wire.EventEnvelope;
import org.voddesk.wire.EventsGrpc;
import org.voddesk.wire.LoginRequest;
import org.voddesk.wire.SubscribeRequest;
import org.voddesk.wire.WireProtocol;

/**
 * One raw subscription of the {@code Events} service, for the server's tests: the messages as they arrive and the
 * status the stream ended with. It takes messages as they come, or only when {@link #request asked} (a slow console).
 */
final class StreamProbe {
    static final Duration WAIT = Duration.ofSeconds(20);

    private final BlockingQueue<EventEnvelope> received = new LinkedBlockingQueue<>();
    private final CompletableFuture<Status> ended = new CompletableFuture<>();
    private volatile ClientCallStreamObserver<SubscribeRequest> call;

    private StreamProbe() {
    }

    /** A login on {@code channel}; its token. */
    static String login(ManagedChannel channel, String name, char[] password) {
        return ServerFixture.stub(channel, null).login(LoginRequest.newBuilder().setName(name)
                .setPassword(new String(password)).build()).getToken();
    }

    /**
     * Subscribes after {@code afterSeq} of {@code epoch}, with {@code token} (none when null); takes every message as
     * it comes when {@code initial} is negative, else that many and then only what {@link #request} asks.
     */
    static StreamProbe open(ManagedChannel channel, String token, String epoch, long afterSeq, int initial) {
        StreamProbe p = new StreamProbe();
        EventsGrpc.EventsStub stub = EventsGrpc.newStub(channel);
        if (token != null) {
            stub = stub.withCallCredentials(bearer(token));
        }
        stub.subscribe(SubscribeRequest.newBuilder().setEpoch(epoch).setAfterSeq(afterSeq).build(),
                new ClientResponseObserver<SubscribeRequest, EventEnvelope>() {
                    @Override
                    public void beforeStart(ClientCallStreamObserver<SubscribeRequest> requests) {
                        p.call = requests;
                        if (initial >= 0) {
                            requests.disableAutoRequestWithInitial(initial);
                        }
                    }

                    @Override
                    public void onNext(EventEnvelope m) {
                        p.received.add(m);
                    }

                    @Override
                    public void onError(Throwable t) {
                        p.ended.complete(Status.fromThrowable(t));
                    }

                    @Override
                    public void onCompleted() {
                        p.ended.complete(Status.OK);
                    }
                });
        return p;
    }

    /** The next message, waiting at most {@link #WAIT}. */
    EventEnvelope next() throws InterruptedException {
        EventEnvelope m = received.poll(WAIT.toMillis(), TimeUnit.MILLISECONDS);
        assertThat(m).as("a message within " + WAIT).isNotNull();
        return m;
    }

    /** The next {@code n} messages. */
    List<EventEnvelope> next(int n) throws InterruptedException {
        List<EventEnvelope> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(next());
        }
        return out;
    }

    /** Whether no further message arrives within {@code d}. */
    boolean quietFor(Duration d) throws InterruptedException {
        return received.poll(d.toMillis(), TimeUnit.MILLISECONDS) == null;
    }

    void request(int n) {
        call.request(n);
    }

    void cancel() {
        call.cancel("the test cut it", null);
    }

    /** The status the stream ended with, waiting at most {@link #WAIT}. */
    Status end() throws Exception {
        return ended.get(WAIT.toMillis(), TimeUnit.MILLISECONDS);
    }

    static CallCredentials bearer(String token) {
        return new CallCredentials() {
            @Override
            public void applyRequestMetadata(RequestInfo info, Executor executor, MetadataApplier applier) {
                Metadata m = new Metadata();
                m.put(WireProtocol.AUTHORIZATION, WireProtocol.bearer(token));
                applier.apply(m);
            }
        };
    }
}
