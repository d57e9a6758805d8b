package org.voddesk.bench;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import org.voddesk.control.api.ClusterSnapshot;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.Principal;
import org.voddesk.control.remote.RemoteControl;
import org.voddesk.wire.ServerAddress;
import org.voddesk.wire.tls.KnownServers;

/**
 * One headless console of a control server: a {@link RemoteControl} over TLS (through a {@link CountingRelay} that
 * counts its bytes, when it has one), its own login and event stream. It notes when each event a change makes arrives
 * ({@link System#nanoTime}, on its events thread, where a screen would get it): a session started or stopped by id,
 * a settings change by its overload alarm delay in seconds (the bench makes each change's delay unique); and how
 * often its link changed or a new snapshot started its stream (a console that fell behind subscribes again).
 */
final class Desk implements AutoCloseable {
    final String name;
    final Map<String, Long> started = new ConcurrentHashMap<>();
    final Map<String, Long> stopped = new ConcurrentHashMap<>();
    final Map<Long, Long> settings = new ConcurrentHashMap<>();
    final AtomicInteger linkChanges = new AtomicInteger();
    final AtomicInteger subscribed = new AtomicInteger();
    private final CountingRelay relay;
    private final ExecutorService events;
    private final RemoteControl control;
    private Principal user;

    private Desk(String name, CountingRelay relay, ExecutorService events, RemoteControl control) {
        this.name = name;
        this.relay = relay;
        this.events = events;
        this.control = control;
    }

    /**
     * Connects to {@code server} (through a counting relay when {@code relayed}; the relay's address is trusted with
     * the server's {@code fingerprint}), subscribes and logs in as {@code name}: returns once the server's state is
     * here.
     */
    static Desk open(String name, char[] password, ServerAddress server, String fingerprint, KnownServers known,
                     boolean relayed) throws Exception {
        CountingRelay relay = relayed ? new CountingRelay(server, name) : null;
        ServerAddress at = relayed ? relay.address() : server;
        if (!known.fingerprintsOf(at).contains(fingerprint)) {
            known.accept(at, fingerprint);
        }
        ExecutorService events = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "desk-events-" + name);
            t.setDaemon(true);
            return t;
        });
        RemoteControl control = RemoteControl.connect(at, known, false, events);
        Desk desk = new Desk(name, relay, events, control);
        control.subscribe(desk::onEvent);
        CommandResult<Principal> in = control.loginAsync(name, password, "bench").join();
        if (!in.ok()) {
            desk.close();
            throw new IllegalStateException(name + " could not log in: " + in.message());
        }
        desk.user = in.value();
        return desk;
    }

    private void onEvent(ControlEvent e) {
        long now = System.nanoTime();
        if (e instanceof ControlEvent.SessionStarted s) {
            started.putIfAbsent(s.session().id(), now);
        } else if (e instanceof ControlEvent.SessionStopped s) {
            stopped.putIfAbsent(s.sessionId(), now);
        } else if (e instanceof ControlEvent.SettingsChanged s) {
            settings.putIfAbsent(s.after().overloadAlarmAfter().toSeconds(), now);
        } else if (e instanceof ControlEvent.LinkChanged) {
            linkChanges.incrementAndGet();
        } else if (e instanceof ControlEvent.Subscribed) {
            subscribed.incrementAndGet();
        }
    }

    RemoteControl control() {
        return control;
    }

    Principal user() {
        return user;
    }

    ClusterSnapshot snapshot() {
        return control.snapshot();
    }

    /** The bytes the server sent this console so far (0 without a relay). */
    long bytesIn() {
        return relay == null ? 0 : relay.toClient();
    }

    /** The bytes this console sent the server so far (0 without a relay). */
    long bytesOut() {
        return relay == null ? 0 : relay.toServer();
    }

    @Override
    public void close() {
        control.close();
        events.shutdownNow();
        if (relay != null) {
            relay.close();
        }
    }
}
