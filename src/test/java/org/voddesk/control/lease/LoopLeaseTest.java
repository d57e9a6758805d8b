package org.voddesk.control.lease;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.store.LeaseHolder;
import org.voddesk.store.Store;
import org.voddesk.testing.ManualClock;

class LoopLeaseTest {
    @TempDir
    Path dir;
    private final ManualClock clock = new ManualClock(Instant.parse("2026-12-01T08:00:00Z"));
    private final ScheduledExecutorService heartbeats = Executors.newSingleThreadScheduledExecutor();
    private Store store;
    private Path db;

    @BeforeEach
    void open() {
        db = dir.resolve("voddesk.db");
        store = Store.open(db);
    }

    @AfterEach
    void close() {
        heartbeats.shutdownNow();
        store.close();
    }

    private LoopLease take(String what) throws LeaseRefusedException {
        return LoopLease.acquire(store.lease(), db, what, clock, heartbeats, () -> { }, pid -> true);
    }

    @Test
    void aSecondLoopIsRefusedWithTheHoldersHostPidAndStart() throws Exception {
        try (LoopLease first = take("the console")) {
            clock.advance(Duration.ofSeconds(3));
            assertThatThrownBy(() -> take("voddesk run"))
                    .isInstanceOf(LeaseRefusedException.class)
                    .hasMessageContaining("is in use")
                    .hasMessageContaining("the console on host " + first.holder().host())
                    .hasMessageContaining("pid " + ProcessHandle.current().pid())
                    .hasMessageContaining("since 2026-12-01T08:00:00Z")
                    .hasMessageContaining("last heartbeat 3 s ago")
                    .hasMessageContaining("voddesk report");
            assertThat(store.lease().holder()).map(LeaseHolder::token).contains(first.holder().token());
        }
    }

    @Test
    void aReleasedLeaseIsFreeForTheNextLoop() throws Exception {
        take("the console").close();
        assertThat(store.lease().holder()).isEmpty();
        try (LoopLease next = take("voddesk run")) {
            assertThat(store.lease().holder()).map(LeaseHolder::what).contains("voddesk run");
        }
    }

    @Test
    void aStaleHeartbeatIsTakenOverAndTheOldHolderLearnsItLostTheLease() throws Exception {
        AtomicInteger lostCalls = new AtomicInteger();
        LoopLease old = LoopLease.acquire(store.lease(), db, "the console", clock, heartbeats,
                lostCalls::incrementAndGet, pid -> true);
        clock.advance(LoopLease.STALE_AFTER.minusSeconds(1));
        assertThatThrownBy(() -> take("voddesk run")).isInstanceOf(LeaseRefusedException.class);
        clock.advance(Duration.ofSeconds(2));
        try (LoopLease next = take("voddesk run")) {
            old.beat();
            assertThat(old.lost()).isTrue();
            assertThat(lostCalls).hasValue(1);
            old.close();
            assertThat(store.lease().holder()).map(LeaseHolder::token).contains(next.holder().token());
        }
    }

    @Test
    void heartbeatsKeepTheLeaseAliveBeyondTheStaleLimit() throws Exception {
        try (LoopLease held = take("the console")) {
            for (int i = 0; i < 10; i++) {
                clock.advance(LoopLease.HEARTBEAT);
                held.beat();
            }
            assertThat(held.lost()).isFalse();
            assertThatThrownBy(() -> take("voddesk run")).isInstanceOf(LeaseRefusedException.class);
        }
    }

    @Test
    void aHolderOnThisHostWhoseProcessIsGoneIsTakenOverAtOnce() throws Exception {
        LoopLease.acquire(store.lease(), db, "the console", clock, heartbeats, () -> { }, pid -> true);
        try (LoopLease next = LoopLease.acquire(store.lease(), db, "voddesk run", clock, heartbeats, () -> { },
                pid -> false)) {
            assertThat(store.lease().holder()).map(LeaseHolder::what).contains("voddesk run");
        }
    }

    @Test
    void theRealProcessCheckSeesThisProcessAlive() throws Exception {
        try (LoopLease held = LoopLease.acquire(store.lease(), db, "the console", clock, heartbeats, () -> { })) {
            assertThatThrownBy(() -> LoopLease.acquire(store.lease(), db, "voddesk run", clock, heartbeats,
                    () -> { })).isInstanceOf(LeaseRefusedException.class);
        }
    }
}
