package org.voddesk.cli;

import java.time.Clock;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.atomic.AtomicReference;
import org.voddesk.control.lease.LeaseRefusedException;
import org.voddesk.control.lease.LoopLease;
import org.voddesk.control.local.LocalControl;
import org.voddesk.store.Store;

/**
 * The control lease of a process that runs a control loop (console, {@code run}, {@code play}, {@code stop}): taken
 * right after the store opens, before anything is written, and given up after the loop closed. When another process
 * takes it over, the loop that {@link #guard}s it stops at once.
 */
final class LeaseWiring implements AutoCloseable {
    private final ScheduledExecutorService heartbeats;
    private final LoopLease lease;
    private final AtomicReference<LocalControl> guarded = new AtomicReference<>();
    private final AtomicReference<Runnable> alsoOnLost = new AtomicReference<>(() -> { });

    private LeaseWiring(Store store, String what, Clock clock) throws LeaseRefusedException {
        this.heartbeats = Executors.newSingleThreadScheduledExecutor(ConsoleStartup.daemon("voddesk-lease"));
        try {
            this.lease = LoopLease.acquire(store.lease(), store.file(), what, clock, heartbeats, this::lost);
        } catch (LeaseRefusedException | RuntimeException e) {
            heartbeats.shutdownNow();
            throw e;
        }
    }

    /**
     * Takes the lease of {@code store}'s database for this process.
     *
     * @throws LeaseRefusedException naming the holder, when another live process runs a loop on it
     */
    static LeaseWiring take(Store store, String what, Clock clock) throws LeaseRefusedException {
        return new LeaseWiring(store, what, clock);
    }

    /** Stops {@code control} if the lease is lost. */
    void guard(LocalControl control) {
        guarded.set(control);
        if (lease.lost()) {
            control.stop();
        }
    }

    /** Runs {@code action} as well when the lease is lost ({@code voddesk run} ends). */
    void onLost(Runnable action) {
        alsoOnLost.set(action);
    }

    private void lost() {
        LocalControl c = guarded.get();
        if (c != null) {
            c.stop();
        }
        alsoOnLost.get().run();
    }

    @Override
    public void close() {
        lease.close();
        heartbeats.shutdownNow();
    }
}
