package org.voddesk.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.lease.LeaseRefusedException;
import org.voddesk.control.lease.LoopLease;
import org.voddesk.store.PasswordHasher;
import org.voddesk.store.Store;
import org.voddesk.ui.ConsoleSession.DemoAccount;

/** The demo's start: the store half and the demo half side by side, the lease before any write. */
class DemoStartTest {
    @TempDir
    Path dir;
    private final ScheduledExecutorService heartbeats = Executors.newSingleThreadScheduledExecutor();

    @AfterEach
    void stop() {
        heartbeats.shutdownNow();
    }

    @Test
    void aHeldLeaseRefusesTheDemoNamingItsHolderAndNothingIsWritten() throws Exception {
        Path db = dir.resolve("demo.db");
        try (Store store = Store.open(db);
             LoopLease held = LoopLease.acquire(store.lease(), db, "the console", Clock.systemUTC(), heartbeats,
                     () -> { })) {
            assertThatThrownBy(() -> DemoStart.open(db, Clock.systemUTC()))
                    .isInstanceOf(LeaseRefusedException.class)
                    .hasMessageContaining("pid " + held.holder().pid());
            assertThat(store.users().all()).isEmpty();
            assertThat(store.cameras().all()).isEmpty();
        }
    }

    @Test
    void theDemoHashesMadeBeforehandMatchTheDemoPasswordsAtTheDefaultIterations() {
        PasswordHasher hasher = new PasswordHasher(PasswordHasher.DEFAULT_ITERATIONS);
        Map<String, String> hashes = ConsoleStartup.demoHashes();
        for (DemoAccount a : ConsoleStartup.demoAccounts()) {
            assertThat(hasher.verify(a.password().toCharArray(), hashes.get(a.name()))).as(a.name()).isTrue();
            assertThat(hasher.needsRehash(hashes.get(a.name()))).as(a.name()).isFalse();
        }
    }

    @Test
    void seededAccountsTakeTheHashesGivenAndHashTheOthers() {
        List<DemoAccount> accounts = ConsoleStartup.demoAccounts();
        try (Store store = Store.open(dir.resolve("demo.db"))) {
            String given = new PasswordHasher(PasswordHasher.MIN_ITERATIONS).hash("given beforehand".toCharArray());
            ConsoleStartup.seedAccounts(store, accounts, Map.of("operator", given), Clock.systemUTC());

            assertThat(store.users().check("operator", "given beforehand".toCharArray()).matches()).isTrue();
            assertThat(store.users().check("operator", "operator-demo".toCharArray()).matches()).isFalse();
            assertThat(store.users().check("supervisor", "supervisor-demo".toCharArray()).matches()).isTrue();
        }
    }

    @Test
    void whatIsAddedToAClosedCloserIsClosedAtOnce() {
        List<String> closed = new ArrayList<>();
        ConsoleStartup.Closer closer = new ConsoleStartup.Closer();
        closer.add(() -> closed.add("first"));
        closer.add(() -> closed.add("second"));
        closer.close();

        closer.add(() -> closed.add("late"));

        assertThat(closed).containsExactly("second", "first", "late");
    }
}
