package org.voddesk.control.local;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.atomic.AtomicInteger;
import org.voddesk.control.api.Control;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.cluster.ClusterClient;
import org.voddesk.control.moves.RmtsReHomer;
import org.voddesk.store.PasswordHasher;
import org.voddesk.store.Store;
import org.voddesk.store.StoreSettings;

/**
 * A console restarted over a {@link ControlFixture}'s database: its own store connection, SSH client and loop, the
 * fixture's clock, nodes and work executor. Its events are collected in {@link #events}.
 */
final class SecondConsole implements AutoCloseable {
    private final ScheduledThreadPoolExecutor loop = new ScheduledThreadPoolExecutor(1);
    private final ControlFixture f;
    private final ClusterClient client;
    final Store store;
    final LocalControl control;
    final List<ControlEvent> events = new CopyOnWriteArrayList<>();

    SecondConsole(ControlFixture f, Path dir, ControlSettings settings) throws Exception {
        this.f = f;
        this.store = Store.open(dir.resolve("voddesk.db"),
                StoreSettings.DEFAULT.withPasswordIterations(PasswordHasher.MIN_ITERATIONS));
        this.client = f.openClient(ssh -> ssh);
        AtomicInteger ids = new AtomicInteger();
        this.control = new LocalControl(client, store, StoredSettings.of(settings), loop, f.work, Runnable::run, f.clock,
                () -> 0L, new RmtsReHomer(), () -> "r" + ids.incrementAndGet(), client.poller()::pollAsync);
        control.subscribe(events::add);
    }

    /** One round 5 s later, returning when the moves and stops it began are answered. */
    void round() {
        f.clock.advance(Duration.ofSeconds(5));
        control.tick();
        control.settledAsync().join();
    }

    @Override
    public void close() {
        control.close();
        loop.shutdownNow();
        client.close();
        store.close();
    }
}
