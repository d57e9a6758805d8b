package org.voddesk.server;

import io.grpc.Status;
import java.time.Clock;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.control.api.ClusterSnapshot;
import org.voddesk.control.api.Control;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.RecordingIndex;
import org.voddesk.control.api.Subscription;
import org.voddesk.wire.ClusterSnapshotData;
import org.voddesk.wire.EventEnvelope;
import org.voddesk.wire.RecordingIndexData;
import org.voddesk.wire.ResumedEvent;
import org.voddesk.wire.RoundFinishedEvent;
import org.voddesk.wire.SnapshotUpdate;
import org.voddesk.wire.SubscribeRequest;
import org.voddesk.wire.SubscribedEvent;
import org.voddesk.wire.events.EventMessages;
import org.voddesk.wire.events.Recordings;
import org.voddesk.wire.events.SettingsStates;
import org.voddesk.wire.events.Snapshots;

/**
 * The control's events for the consoles' streams. It subscribes once to the control, translates each event once and
 * numbers it in this server's epoch (a random id per start), and keeps a window of the latest ({@link EventLimits}),
 * so that a console back after a cut gets exactly the events it missed ({@link #open}), or else a fresh snapshot.
 *
 * <p>Snapshots are the big messages: the window keeps only the latest, and an older one in it is superseded (a
 * replay skips its number). Between rounds, when the control published a new snapshot after a change, the log adds a
 * snapshot update {@link EventLimits#snapshotDelay} after the change's event (and {@link EventLimits#snapshotGap} after
 * the snapshot before it), so that the consoles' snapshots follow commands, not only rounds.
 *
 * <p>Thread-safe: the control's events arrive on the log's own thread; one lock guards the window and the streams'
 * start, and is taken before a stream's own lock, never after.
 */
final class EventLog implements AutoCloseable {
    static final String STOPPING = "the control server is stopping";
    private static final Logger LOG = LoggerFactory.getLogger(EventLog.class);

    /** One numbered message of the window; a superseded snapshot no longer holds its envelope. */
    private static final class Entry {
        final long seq;
        final long atMs;
        final long bytes;
        final RecordingIndexData recordings;
        EventEnvelope envelope;

        Entry(long seq, long atMs, EventEnvelope envelope, RecordingIndexData recordings) {
            this.seq = seq;
            this.atMs = atMs;
            this.envelope = envelope;
            this.recordings = recordings;
            this.bytes = envelope.getSerializedSize();
        }

        EventStream.Message message() {
            return new EventStream.Message(seq, envelope, recordings);
        }
    }

    private final Control control;
    private final Clock clock;
    private final EventLimits limits;
    private final ScheduledExecutorService thread;
    private final String epoch = UUID.randomUUID().toString();
    private final Set<EventStream> streams = ConcurrentHashMap.newKeySet();
    private final ArrayDeque<Entry> window = new ArrayDeque<>();
    private final SnapshotMessages snapshots = new SnapshotMessages();
    private final Subscription subscription;
    /** The snapshot of the latest snapshot message (log thread only). */
    private ClusterSnapshot appended;
    private long head;
    private long eventBytes;
    private Entry latestSnapshot;
    private boolean checkPending;
    /** When the latest snapshot message was made ({@link System#nanoTime}; log thread only). */
    private long snapshotAtNanos = System.nanoTime();
    private boolean closed;

    /**
     * Subscribes to {@code control}; its events arrive on {@code thread}, a single thread the log owns from now on
     * (it shuts it down on {@link #close}).
     */
    EventLog(Control control, Clock clock, EventLimits limits, ScheduledExecutorService thread) {
        this.control = control;
        this.clock = clock;
        this.limits = limits;
        this.thread = thread;
        this.subscription = control.subscribe(this::onEvent, thread);
    }

    /** This server start's epoch. */
    String epoch() {
        return epoch;
    }

    /** The number of the latest message. */
    synchronized long head() {
        return head;
    }

    /** How many messages the window holds (superseded snapshots included, as numbers without a message). */
    synchronized int size() {
        return window.size();
    }

    /** The bytes of the events the window holds (its one snapshot aside). */
    synchronized long eventBytes() {
        return eventBytes;
    }

    /**
     * Starts {@code stream} where {@code request} asks: when its epoch is this one and the window still holds every
     * event after its {@code after_seq} (and not more than a stream may wait for), a {@code resumed} message and those
     * events; else a {@code subscribed} message with the control's snapshot, settings and settings' problems. The live
     * events follow, none missed, none twice.
     */
    void open(SubscribeRequest request, EventStream stream) {
        synchronized (this) {
            if (!closed) {
                trim(clock.millis());
                streams.add(stream);
                stream.whenEnded(() -> streams.remove(stream));
                List<EventStream.Message> backlog = replay(request);
                if (backlog != null) {
                    stream.begin(new EventStream.Message(request.getAfterSeq(), EventEnvelope.newBuilder()
                            .setEpoch(epoch).setSeq(request.getAfterSeq()).setResumed(ResumedEvent.getDefaultInstance())
                            .build(), null), backlog);
                } else {
                    stream.begin(subscribed(), List.of());
                }
                return;
            }
        }
        stream.end(Status.UNAVAILABLE.withDescription(STOPPING));
    }

    /** The consoles' streams open now. */
    List<EventStream> openStreams() {
        return List.copyOf(streams);
    }

    /** Ends every stream open now with {@code status} (the consoles subscribe again). */
    void endStreams(Status status) {
        for (EventStream s : List.copyOf(streams)) {
            s.end(status);
        }
    }

    /** Stops listening to the control and ends every stream with UNAVAILABLE (the consoles will try again). */
    @Override
    public void close() {
        synchronized (this) {
            closed = true;
        }
        subscription.close();
        endStreams(Status.UNAVAILABLE.withDescription(STOPPING));
        thread.shutdownNow();
    }

    // ---- the control's events, on the log's thread

    private void onEvent(ControlEvent event) {
        try {
            if (event instanceof ControlEvent.Subscribed s) {
                appendSnapshot(EventEnvelope.newBuilder().setSnapshotUpdate(SnapshotUpdate.newBuilder()
                        .setSnapshot(snapshots.of(s.snapshot()))), s.snapshot());
            } else if (event instanceof ControlEvent.RoundFinished r) {
                appendSnapshot(EventEnvelope.newBuilder().setRoundFinished(RoundFinishedEvent.newBuilder()
                        .setTimeMs(r.timeMs()).setSnapshot(snapshots.of(r.snapshot())).setFoldNanos(r.foldNanos())),
                        r.snapshot());
            } else if (!(event instanceof ControlEvent.LinkChanged)) {
                EventEnvelope.Builder m = EventMessages.toWire(event);
                if (event instanceof ControlEvent.SettingsChanged c) {
                    m.setSettings(SettingsStates.toWire(c.after(), control.settingsProblems()));
                }
                append(m, null);
                checkSnapshotSoon();
            }
        } catch (RuntimeException e) {
            LOG.error("could not put the control's event {} on the wire; the consoles see its effect in the next"
                    + " snapshot", event.getClass().getSimpleName(), e);
        }
    }

    /** A new snapshot the control published after a change, unless the log sent that very snapshot already. */
    private void checkSnapshot() {
        synchronized (this) {
            checkPending = false;
        }
        ClusterSnapshot now = control.snapshot();
        if (now != appended) {
            try {
                appendSnapshot(EventEnvelope.newBuilder().setSnapshotUpdate(SnapshotUpdate.newBuilder()
                        .setSnapshot(snapshots.of(now))), now);
            } catch (RuntimeException e) {
                LOG.error("could not put the control's snapshot on the wire", e);
            }
        }
    }

    private void checkSnapshotSoon() {
        synchronized (this) {
            if (checkPending || closed) {
                return;
            }
            checkPending = true;
        }
        long gapLeft = limits.snapshotGap().toNanos() - (System.nanoTime() - snapshotAtNanos);
        long delay = Math.max(limits.snapshotDelay().toNanos(), gapLeft);
        try {
            thread.schedule(this::checkSnapshot, delay, TimeUnit.NANOSECONDS);
        } catch (RejectedExecutionException e) {
            LOG.debug("no snapshot check: the log has closed");
        }
    }

    private void appendSnapshot(EventEnvelope.Builder m, ClusterSnapshot snapshot) {
        appended = snapshot;
        snapshotAtNanos = System.nanoTime();
        append(m, snapshots.recordings(snapshot.recordings()));
    }

    private void append(EventEnvelope.Builder m, RecordingIndexData recordings) {
        synchronized (this) {
            if (closed) {
                return;
            }
            long now = clock.millis();
            Entry entry = new Entry(head + 1, now, m.setEpoch(epoch).setSeq(head + 1).build(), recordings);
            head = entry.seq;
            if (recordings != null) {
                if (latestSnapshot != null) {
                    latestSnapshot.envelope = null; // superseded: a replay skips its number
                }
                latestSnapshot = entry;
            } else {
                eventBytes += entry.bytes;
            }
            window.addLast(entry);
            trim(now);
            EventStream.Message message = entry.message();
            // Offered under the lock, so that a stream opening now gets it either in its backlog or here, not both.
            streams.forEach(s -> s.offer(message));
        }
    }

    private void trim(long now) {
        while (!window.isEmpty() && (window.size() > limits.windowEvents() || eventBytes > limits.windowBytes()
                || window.peekFirst().atMs < now - limits.windowAge().toMillis())) {
            Entry gone = window.pollFirst();
            if (gone == latestSnapshot) {
                latestSnapshot = null;
            } else if (gone.recordings == null) {
                eventBytes -= gone.bytes;
            }
            gone.envelope = null;
        }
    }

    /** The window's messages after {@code request}'s number, or null when they cannot be had (or are too many). */
    private List<EventStream.Message> replay(SubscribeRequest request) {
        long after = request.getAfterSeq();
        long oldest = window.isEmpty() ? head + 1 : window.peekFirst().seq;
        if (!epoch.equals(request.getEpoch()) || after > head || after < oldest - 1) {
            return null;
        }
        List<EventStream.Message> missed = new ArrayList<>();
        long bytes = 0;
        for (Entry e : window) {
            if (e.seq > after && e.envelope != null) {
                missed.add(e.message());
                bytes += e.recordings == null ? e.bytes : 0;
            }
        }
        boolean tooMany = missed.size() > limits.streamEvents() || bytes > limits.streamBytes();
        return tooMany ? null : missed;
    }

    /** The first message of a stream that cannot resume: the control's snapshot now, its settings and problems. */
    private EventStream.Message subscribed() {
        ClusterSnapshot now = control.snapshot();
        ControlSettings settings = control.settings();
        EventEnvelope envelope = EventEnvelope.newBuilder().setEpoch(epoch).setSeq(head)
                .setSubscribed(SubscribedEvent.newBuilder().setTimeMs(clock.millis()).setSnapshot(snapshots.of(now)))
                .setSettings(SettingsStates.toWire(settings, control.settingsProblems())).build();
        return new EventStream.Message(head, envelope, snapshots.recordings(now.recordings()));
    }

    /**
     * The latest snapshot and recording index translated, so that the rounds' snapshots and the streams' first
     * messages translate each once.
     */
    private static final class SnapshotMessages {
        private ClusterSnapshot snapshot;
        private ClusterSnapshotData snapshotData;
        private RecordingIndex index;
        private RecordingIndexData indexData;

        synchronized ClusterSnapshotData of(ClusterSnapshot s) {
            if (s != snapshot) {
                snapshotData = Snapshots.toWire(s);
                snapshot = s;
            }
            return snapshotData;
        }

        synchronized RecordingIndexData recordings(RecordingIndex r) {
            if (r != index) {
                indexData = Recordings.toWire(r);
                index = r;
            }
            return indexData;
        }
    }
}
