package org.voddesk.control.remote;

import io.grpc.CallCredentials;
import io.grpc.CallOptions;
import io.grpc.ClientCall;
import io.grpc.Status;
import io.grpc.stub.ClientCalls;
import io.grpc.stub.StreamObserver;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.random.RandomGenerator;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.control.api.ClusterSnapshot;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.ControlListener;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.Link;
import org.voddesk.control.api.RecordingIndex;
import org.voddesk.control.api.SettingProblem;
import org.voddesk.control.api.Subscription;
import org.voddesk.core.ClusterView;
import org.voddesk.core.LoadModel;
import org.voddesk.wire.EventEnvelope;
import org.voddesk.wire.EventsGrpc;
import org.voddesk.wire.SubscribeRequest;
import org.voddesk.wire.events.EventMessages;
import org.voddesk.wire.events.Recordings;
import org.voddesk.wire.events.SettingsStates;
import org.voddesk.wire.events.Snapshots;

/**
 * A remote control's one stream of the server's events ({@code Events.Subscribe}) and what it keeps of them: the
 * latest snapshot, the settings in force and their problems (lock-free reads), and the link. It hands the events to
 * its listeners in order, each listener's first being a {@link ControlEvent.Subscribed}.
 *
 * <p>When the stream breaks it raises {@link ControlEvent.LinkChanged}: {@link Link.State#RECONNECTING}, or
 * {@link Link.State#LOGIN_NEEDED} when the server says the login is gone; and it subscribes again after a back-off
 * ({@link Backoff}) from the last message it received, with the login's token of that moment. Back, it raises
 * {@link Link.State#CONNECTED}, then either the events it missed (the server replays them) or a new snapshot, which
 * the listeners get as a new {@code Subscribed}: no screen stays stale. The stream has no deadline (it lasts as long
 * as its login); the channel's keepalive finds a dead connection.
 *
 * <p>Thread-safe: messages arrive on gRPC's threads, retries on this class's own; one lock guards the stream's
 * position and the order of the deliveries.
 */
final class RemoteEvents implements AutoCloseable {
    /** The snapshot before the first one arrives: no node, not polled. */
    static final ClusterSnapshot NOTHING_YET = new ClusterSnapshot(0, 0,
            new ClusterView(0, LoadModel.DEFAULT, List.of()), Map.of(), List.of(), List.of(), RecordingIndex.EMPTY);
    private static final Logger LOG = LoggerFactory.getLogger(RemoteEvents.class);

    /** What the console knows of the server's state, replaced whole; {@code settings} is null until it is known. */
    private record Known(ClusterSnapshot snapshot, ControlSettings settings, List<SettingProblem> problems,
                         RecordingIndex recordings) {
        Known withSnapshot(ClusterSnapshot next, RecordingIndex index) {
            return new Known(next, settings, problems, index);
        }
    }

    private final RemoteSession session;
    private final Clock clock;
    private final Listeners listeners = new Listeners();
    private final ScheduledExecutorService retries;
    private final Backoff backoff;
    private final CompletableFuture<Void> ready = new CompletableFuture<>();
    private volatile Known known = new Known(NOTHING_YET, null, List.of(), RecordingIndex.EMPTY);
    /** The stream's own state; {@link #link()} is the session's while the session is not connected. */
    private volatile Link streamLink;
    /** The link the listeners were last told of; guarded by this. */
    private Link shown;
    private Reader current;
    private ScheduledFuture<?> retry;
    private String epoch = "";
    private long lastSeq;
    private boolean running;
    private boolean closed;

    RemoteEvents(RemoteSession session, Clock clock, RandomGenerator random) {
        this.session = session;
        this.clock = clock;
        this.backoff = new Backoff(random);
        this.streamLink = new Link(session.server().toString(), session.fingerprint(), Link.State.CONNECTED, "");
        this.shown = session.link();
        this.retries = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "voddesk-events-retry");
            t.setDaemon(true);
            return t;
        });
        // off the thread that changes the session's link, which may hold the session's own locks
        session.onLinkChanged(l -> {
            try {
                retries.execute(this::sessionLinkChanged);
            } catch (java.util.concurrent.RejectedExecutionException closedMeanwhile) {
                // closed: nothing more to tell
            }
        });
    }

    /** The latest snapshot ({@link #NOTHING_YET} before the first). Lock-free. */
    ClusterSnapshot snapshot() {
        return known.snapshot();
    }

    /**
     * The settings in force. Lock-free.
     *
     * @throws IllegalStateException before the stream's first message (a console reads them after its login)
     */
    ControlSettings settings() {
        ControlSettings s = known.settings();
        if (s == null) {
            throw new IllegalStateException("the server's settings are not known before the login");
        }
        return s;
    }

    /** The stored settings' problems the server reported. Lock-free. */
    List<SettingProblem> settingsProblems() {
        return known.problems();
    }

    /**
     * The link to the server: the session's while it is lost or needs a login (its reconnection and resume are the
     * session's), else the stream's own (a stream that broke on a connection that is fine). Lock-free.
     */
    Link link() {
        Link connection = session.link();
        return connection.state() != Link.State.CONNECTED ? connection : streamLink;
    }

    /** The listener's events from now on, starting with the current snapshot (or the first, when none is known). */
    synchronized Subscription subscribe(ControlListener listener, Executor on) {
        Listeners.Box box = listeners.add(listener, on);
        if (known.settings() != null) {
            box.attach(new ControlEvent.Subscribed(clock.millis(), known.snapshot()));
        }
        return box;
    }

    /**
     * Opens the stream now (a retry waiting, or an attempt not answered yet, is dropped), if it is not open; completes
     * once the server's state is known (at once when it is).
     */
    synchronized CompletableFuture<Void> start() {
        if (!closed) {
            running = true;
            if (current != null && !current.started) { // an attempt with the token of before: try with this one
                current.cancel("a new login");
                current = null;
            }
            if (current == null) {
                cancelRetry();
                open();
            }
        }
        return ready;
    }

    /** Closes the stream and retries no more (a logout). */
    synchronized void stop() {
        running = false;
        cancelRetry();
        if (current != null) {
            current.cancel("the console stopped its events");
            current = null;
        }
    }

    @Override
    public void close() {
        synchronized (this) {
            stop();
            closed = true;
        }
        retries.shutdownNow();
    }

    private void open() {
        CallCredentials token = session.credentials();
        if (token == null) {
            lost(Link.State.LOGIN_NEEDED, "this desk is not logged in: log in again");
            return;
        }
        Reader reader = new Reader();
        current = reader;
        reader.call = session.channel().newCall(EventsGrpc.getSubscribeMethod(),
                CallOptions.DEFAULT.withCallCredentials(token));
        ClientCalls.asyncServerStreamingCall(reader.call,
                SubscribeRequest.newBuilder().setEpoch(epoch).setAfterSeq(lastSeq).build(), reader);
    }

    private synchronized void received(Reader from, EventEnvelope m) {
        if (from != current) {
            return;
        }
        try {
            apply(from, m);
        } catch (RuntimeException e) {
            LOG.warn("the server's event {} could not be read; reading its state again", m.getSeq(), e);
            epoch = ""; // a fresh snapshot, not a replay of the same
            current = null;
            from.cancel("an event could not be read");
            lost(Link.State.RECONNECTING, "the server sent an event this console cannot read (" + e.getMessage()
                    + "); reading its state again");
        }
    }

    private void apply(Reader from, EventEnvelope m) {
        switch (m.getEventCase()) {
            case SUBSCRIBED -> {
                if (from.started || !m.hasSettings()) {
                    throw new IllegalArgumentException("a snapshot that does not start its stream, or without the"
                            + " settings");
                }
                RecordingIndex index = recordings(m);
                ControlEvent.Subscribed s = (ControlEvent.Subscribed) EventMessages.fromWire(m, index);
                known = new Known(s.snapshot(), SettingsStates.settings(m.getSettings()),
                        SettingsStates.problems(m.getSettings()), index);
                epoch = m.getEpoch();
                lastSeq = m.getSeq();
                from.started = true;
                connected();
                listeners.deliver(s);
                ready.complete(null);
            }
            case RESUMED -> {
                if (from.started || !m.getEpoch().equals(epoch) || m.getSeq() != lastSeq) {
                    throw new IllegalArgumentException("a resumption of another stream (" + m.getEpoch() + " after "
                            + m.getSeq() + ")");
                }
                from.started = true;
                connected();
            }
            default -> {
                if (!from.started || !m.getEpoch().equals(epoch)) {
                    throw new IllegalArgumentException("an event before the stream's start, or of another epoch");
                }
                if (m.getSeq() > lastSeq) {
                    follow(m);
                    lastSeq = m.getSeq();
                }
            }
        }
    }

    /** An event after the stream's start: the snapshot and settings it carries, then the listeners. */
    private void follow(EventEnvelope m) {
        RecordingIndex index = recordings(m);
        if (m.getEventCase() == EventEnvelope.EventCase.SNAPSHOT_UPDATE) {
            known = known.withSnapshot(Snapshots.fromWire(m.getSnapshotUpdate().getSnapshot(), index), index);
            return;
        }
        ControlEvent event = EventMessages.fromWire(m, index);
        if (event instanceof ControlEvent.SnapshotEvent s) {
            known = known.withSnapshot(s.snapshot(), index);
        }
        if (m.hasSettings()) {
            known = new Known(known.snapshot(), SettingsStates.settings(m.getSettings()),
                    SettingsStates.problems(m.getSettings()), known.recordings());
        }
        listeners.deliver(event);
    }

    private RecordingIndex recordings(EventEnvelope m) {
        return m.hasRecordings() ? Recordings.fromWire(m.getRecordings()) : known.recordings();
    }

    private synchronized void broken(Reader from, Status status) {
        if (from != current) {
            return;
        }
        current = null;
        if (running) {
            boolean loginGone = status.getCode() == Status.Code.UNAUTHENTICATED;
            lost(loginGone ? Link.State.LOGIN_NEEDED : Link.State.RECONNECTING, words(status));
        }
    }

    private void connected() {
        backoff.reset();
        changeLink(Link.State.CONNECTED, "");
    }

    /** The stream is gone: say so, and try again after the back-off. */
    private void lost(Link.State state, String why) {
        changeLink(state, why);
        if (running && !closed) {
            long wait = backoff.next().toMillis();
            LOG.info("event stream from {}: {}; trying again in {} ms", session.server(), why, wait);
            retry = retries.schedule(this::retryNow, wait, TimeUnit.MILLISECONDS);
        }
    }

    private synchronized void retryNow() {
        retry = null;
        if (running && current == null) {
            open();
        }
    }

    private void changeLink(Link.State state, String why) {
        streamLink = streamLink.with(state, why);
        announce();
    }

    /** The session's link changed: tell the listeners, and when it is connected again, subscribe again at once. */
    private synchronized void sessionLinkChanged() {
        announce();
        if (session.link().state() == Link.State.CONNECTED && running && !closed && current == null) {
            cancelRetry();
            open();
        }
    }

    /** Tells the listeners of {@link #link()} when it is not what they were last told. */
    private synchronized void announce() {
        Link now = link();
        if (!now.equals(shown)) {
            shown = now;
            listeners.deliver(new ControlEvent.LinkChanged(clock.millis(), now));
        }
    }

    private void cancelRetry() {
        if (retry != null) {
            retry.cancel(false);
            retry = null;
        }
    }

    private String words(Status status) {
        String said = status.getDescription() == null ? status.getCode().toString() : status.getDescription();
        return switch (status.getCode()) {
            case UNAUTHENTICATED -> said;
            case UNAVAILABLE -> RemoteFailures.message(status, session.server(), RemoteSession.CALL_DEADLINE);
            default -> "the event stream from " + session.server() + " ended (" + status.getCode() + ": " + said
                    + ")";
        };
    }

    /** One stream: its messages go to the events while it is the current one. */
    private final class Reader implements StreamObserver<EventEnvelope> {
        private ClientCall<SubscribeRequest, EventEnvelope> call;
        private boolean started;

        void cancel(String why) {
            call.cancel(why, null);
        }

        @Override
        public void onNext(EventEnvelope m) {
            received(this, m);
        }

        @Override
        public void onError(Throwable t) {
            broken(this, Status.fromThrowable(t));
        }

        @Override
        public void onCompleted() {
            broken(this, Status.UNAVAILABLE.withDescription("the server ended the event stream"));
        }
    }
}
