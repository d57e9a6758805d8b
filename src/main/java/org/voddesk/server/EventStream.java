package org.voddesk.server;

import io.grpc.Status;
import io.grpc.stub.ServerCallStreamObserver;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.wire.EventEnvelope;
import org.voddesk.wire.RecordingIndexData;

/**
 * One console's stream of events, sent as fast as the console takes them (gRPC's flow control: a message is sent
 * only while the call is ready). What waits is bounded: of the snapshots only the latest waits (a newer one replaces
 * it), and when more events than {@link EventLimits#streamEvents} (or {@link EventLimits#streamBytes}) wait, the
 * stream ends with ABORTED so that the console subscribes again and reads a fresh snapshot. A snapshot carries the
 * recording index when it is not the one this stream sent last.
 *
 * <p>Thread-safe: the log offers on its thread, gRPC asks for more on its own; one lock, never held while the log's
 * is taken.
 */
final class EventStream {
    /** A numbered message the log hands out; {@code recordings} is set for (and only for) a snapshot. */
    record Message(long seq, EventEnvelope envelope, RecordingIndexData recordings) {
        boolean snapshot() {
            return recordings != null;
        }
    }

    static final String FELL_BEHIND = "this console fell behind the server's events: subscribe again for a fresh"
            + " snapshot";
    private static final Logger LOG = LoggerFactory.getLogger(EventStream.class);

    private final ServerCallStreamObserver<EventEnvelope> call;
    private final EventLimits limits;
    private final String who;
    private final ArrayDeque<Message> waiting = new ArrayDeque<>();
    private final List<Runnable> onEnd = new ArrayList<>(2);
    private Message waitingSnapshot;
    private int waitingEvents;
    private long waitingBytes;
    private RecordingIndexData sentRecordings;
    private boolean ended;
    private long sent;

    EventStream(ServerCallStreamObserver<EventEnvelope> call, EventLimits limits, String who) {
        this.call = call;
        this.limits = limits;
        this.who = who;
        call.setOnCancelHandler(() -> finish(null));
        call.setOnReadyHandler(this::drain);
    }

    /** Runs {@code r} once the stream has ended, however it ends (at once when it has). */
    void whenEnded(Runnable r) {
        synchronized (this) {
            if (!ended) {
                onEnd.add(r);
                return;
            }
        }
        r.run();
    }

    /** The stream's first message and what follows it before the live events. */
    void begin(Message first, List<Message> backlog) {
        synchronized (this) {
            enqueue(first);
            backlog.forEach(this::enqueue);
        }
        drain();
    }

    /** One more message; a snapshot replaces the one still waiting. */
    void offer(Message m) {
        boolean behind;
        synchronized (this) {
            if (ended) {
                return;
            }
            enqueue(m);
            behind = waitingEvents > limits.streamEvents() || waitingBytes > limits.streamBytes();
        }
        if (behind) {
            LOG.info("{}: {} events wait unsent; its stream ends so that it reads a fresh snapshot", who,
                    waitingEvents);
            end(Status.ABORTED.withDescription(FELL_BEHIND));
        } else {
            drain();
        }
    }

    /** Ends the stream with {@code status} (its words reach the console). */
    void end(Status status) {
        finish(status);
    }

    boolean ended() {
        synchronized (this) {
            return ended;
        }
    }

    /** How many messages wait unsent, a waiting snapshot included. */
    synchronized int waiting() {
        return waiting.size();
    }

    /** How many of the waiting messages are snapshots (never more than one). */
    synchronized int waitingSnapshots() {
        return waitingSnapshot == null ? 0 : 1;
    }

    /** How many messages it has sent. */
    synchronized long sent() {
        return sent;
    }

    private void enqueue(Message m) {
        if (m.snapshot()) {
            Message older = waitingSnapshot;
            if (older != null) {
                waiting.removeIf(w -> w == older); // only the latest snapshot needs sending
            }
            waitingSnapshot = m;
        } else {
            waitingEvents++;
            waitingBytes += m.envelope().getSerializedSize();
        }
        waiting.add(m);
    }

    private void drain() {
        boolean broken = false;
        synchronized (this) {
            while (!ended && call.isReady() && !waiting.isEmpty()) {
                Message m = waiting.poll();
                EventEnvelope envelope = m.envelope();
                if (m.snapshot()) {
                    waitingSnapshot = null;
                    if (m.recordings() != sentRecordings) {
                        envelope = envelope.toBuilder().setRecordings(m.recordings()).build();
                        sentRecordings = m.recordings();
                    }
                } else {
                    waitingEvents--;
                    waitingBytes -= envelope.getSerializedSize();
                }
                try {
                    call.onNext(envelope);
                    sent++;
                } catch (RuntimeException e) { // the call was cancelled meanwhile
                    LOG.debug("{}: could not send event {}: {}", who, m.seq(), e.toString());
                    broken = true;
                    break;
                }
            }
        }
        if (broken) {
            finish(null);
        }
    }

    private void finish(Status status) {
        List<Runnable> then;
        synchronized (this) {
            if (ended) {
                return;
            }
            ended = true;
            waiting.clear();
            waitingSnapshot = null;
            then = List.copyOf(onEnd);
            onEnd.clear();
            if (status != null) {
                try {
                    call.onError(status.asRuntimeException());
                } catch (RuntimeException e) {
                    LOG.debug("{}: the stream had already ended: {}", who, e.toString());
                }
            }
        }
        then.forEach(Runnable::run);
    }
}
