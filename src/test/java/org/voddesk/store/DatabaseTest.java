package org.voddesk.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.voddesk.store.Fixtures.T0;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.core.AuditEntry;
import org.voddesk.core.MoveState;

class DatabaseTest {
    @TempDir
    Path dir;

    @Test
    void aFailedWriteLeavesNothingBehind() {
        try (Store store = Fixtures.open(dir)) {
            assertThatThrownBy(() -> store.db().write("half a change", Durability.FULL, c -> {
                try (Statement st = c.createStatement()) {
                    st.executeUpdate("INSERT INTO camera (id, name) VALUES ('cam-1', 'one')");
                }
                throw new StoreException("something went wrong half-way");
            })).hasMessage("something went wrong half-way");
            assertThat(store.cameras().all()).isEmpty();
        }
    }

    @Test
    void writesFromSeveralThreadsAllCommit() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try (Store store = Fixtures.open(dir)) {
            List<Future<?>> done = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                int thread = t;
                done.add(pool.submit(() -> {
                    for (int i = 0; i < 25; i++) {
                        store.audit().append(new AuditEntry(T0 + i, "user-" + thread, null, "act", null, null));
                        store.audit().recent(1);
                    }
                }));
            }
            for (Future<?> f : done) {
                f.get(60, TimeUnit.SECONDS);
            }
            assertThat(store.audit().recent(1000)).hasSize(100);
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void writesInsideAnAtomicBlockCommitTogether() {
        try (Store store = Fixtures.withNodes(Fixtures.open(dir), "vod-1", "vod-2")) {
            store.sessions().started(Fixtures.session("s-1", "vod-1", "cam-1"));
            long id = store.moves().create(Fixtures.draft("s-1", "vod-1", "vod-2", T0, T0 + 60_000)).id();
            store.atomically("approve and audit", () -> {
                store.moves().approve(id, "sue", T0 + 1, null);
                store.audit().append(new AuditEntry(T0 + 1, "sue", null, "move.approve", "move " + id, null));
            });
            assertThat(store.moves().find(id).orElseThrow().state()).isEqualTo(MoveState.APPROVED);
            assertThat(store.audit().recent(10)).hasSize(1);
        }
    }

    @Test
    void aFailureInsideAnAtomicBlockUndoesEveryWriteOfIt() {
        try (Store store = Fixtures.withNodes(Fixtures.open(dir), "vod-1", "vod-2")) {
            store.sessions().started(Fixtures.session("s-1", "vod-1", "cam-1"));
            long id = store.moves().create(Fixtures.draft("s-1", "vod-1", "vod-2", T0, T0 + 60_000)).id();
            assertThatThrownBy(() -> store.atomically("approve and audit", () -> {
                store.moves().approve(id, "sue", T0 + 1, null);
                store.audit().append(new AuditEntry(T0 + 1, "sue", null, "move.approve", "move " + id, null));
                store.moves().approve(id, "sue", T0 + 2, null);
            })).isInstanceOf(StateChangeException.class);
            assertThat(store.moves().find(id).orElseThrow().state()).isEqualTo(MoveState.PENDING);
            assertThat(store.audit().recent(10)).isEmpty();
        }
    }

    @Test
    void aWriteBlockedByAnotherProcessLongerThanTheBusyTimeoutFailsClearly() throws Exception {
        Path file = dir.resolve("voddesk.db");
        StoreSettings impatient = new StoreSettings(Duration.ofMillis(200), PasswordHasher.MIN_ITERATIONS,
                RetentionPolicy.DEFAULT);
        try (Store store = Store.open(file, impatient); Connection other = Fixtures.raw(file);
             Statement st = other.createStatement()) {
            st.execute("BEGIN IMMEDIATE");
            assertThatThrownBy(() -> store.nodes().save(Fixtures.node("vod-1"))).isInstanceOf(StoreException.class)
                    .hasMessageContaining("could not save node vod-1").hasMessageContaining("locked");
            st.execute("ROLLBACK");
            store.nodes().save(Fixtures.node("vod-1"));
            assertThat(store.nodes().all()).hasSize(1);
        }
    }

    @Test
    void readsGoOnWhileAnotherProcessHoldsTheWriteLock() throws Exception {
        Path file = dir.resolve("voddesk.db");
        try (Store store = Fixtures.withNodes(Store.open(file, Fixtures.FAST), "vod-1");
             Connection other = Fixtures.raw(file); Statement st = other.createStatement()) {
            st.execute("BEGIN IMMEDIATE");
            st.execute("DELETE FROM node");
            assertThat(store.nodes().all()).hasSize(1);
            st.execute("ROLLBACK");
        }
    }
}
