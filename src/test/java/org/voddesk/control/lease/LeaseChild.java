package org.voddesk.control.lease;

import java.nio.file.Path;
import java.time.Clock;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import org.voddesk.store.Store;

/**
 * A process of {@link ConcurrentFirstStartTest}: opens (creating and migrating) the database, tries the lease,
 * prints {@code held} or {@code refused <message>}, and keeps what it got until its stdin closes.
 */
public final class LeaseChild {
    private LeaseChild() {
    }

    public static void main(String[] args) throws Exception {
        Path db = Path.of(args[0]);
        ScheduledExecutorService heartbeats = Executors.newSingleThreadScheduledExecutor();
        try (Store store = Store.open(db)) {
            try (LoopLease lease = LoopLease.acquire(store.lease(), db, "child", Clock.systemUTC(), heartbeats,
                    () -> { })) {
                System.out.println("held");
                System.out.flush();
                System.in.readAllBytes();
            } catch (LeaseRefusedException e) {
                System.out.println("refused " + e.getMessage());
                System.out.flush();
                System.in.readAllBytes();
            }
        } catch (RuntimeException e) {
            System.out.println("failed " + e);
            System.out.flush();
        } finally {
            heartbeats.shutdownNow();
        }
    }
}
