package org.voddesk.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.cluster.ClusterClient;
import org.voddesk.core.Quality;
import org.voddesk.core.Role;
import org.voddesk.control.moves.RmtsReHomer;
import org.voddesk.store.PasswordHasher;
import org.voddesk.store.Store;
import org.voddesk.store.StoreSettings;

/** The snapshot names who requested each live session, from the store, so a restarted console still knows. */
class SessionOwnerTest {
    @TempDir
    Path dir;
    private ControlFixture f;
    private final ScheduledThreadPoolExecutor loop2 = new ScheduledThreadPoolExecutor(1);
    private Store store2;
    private ClusterClient client2;
    private Control second;

    @BeforeEach
    void start() throws Exception {
        f = new ControlFixture(dir, 2, ControlSettings.DEFAULT);
        f.loadNode("vod-1", 1);
        f.roundsUntilAllOk();
    }

    @AfterEach
    void stop() {
        if (second != null) {
            second.close();
        }
        loop2.shutdownNow();
        if (client2 != null) {
            client2.close();
        }
        if (store2 != null) {
            store2.close();
        }
        f.close();
    }

    private String playAs(Principal who) {
        CommandResult<PlaybackStarted> r = f.control.requestPlayback(who, "cam-007",
                f.clock.millis() - 2 * ControlFixture.HOUR, 1, Quality.MAIN);
        assertThat(r.ok()).as(r.message()).isTrue();
        return r.value().session().id();
    }

    @Test
    void aPlacedSessionIsOwnedByItsRequesterAndAFoundOneByNobody() {
        String id = playAs(f.user("ann", Role.OPERATOR));

        assertThat(f.control.snapshot().owner(id)).contains("ann");
        assertThat(f.control.snapshot().owner("vod-1-x1")).isEmpty();
        assertThat(f.control.snapshot().session("vod-1-x1")).isPresent();
    }

    @Test
    void aStoppedSessionHasNoOwnerAnyMore() {
        Principal ann = f.user("ann", Role.OPERATOR);
        String id = playAs(ann);

        assertThat(f.control.stopSession(ann, id).ok()).isTrue();

        assertThat(f.control.snapshot().owner(id)).isEmpty();
    }

    @Test
    void aConsoleStartedAfterThePlaybackKnowsItsOwner() throws Exception {
        String id = playAs(f.user("ann", Role.OPERATOR));
        f.control.close();

        store2 = Store.open(dir.resolve("voddesk.db"),
                StoreSettings.DEFAULT.withPasswordIterations(PasswordHasher.MIN_ITERATIONS));
        client2 = f.openClient(ssh -> ssh);
        AtomicInteger ids = new AtomicInteger();
        second = new Control(client2, store2, StoredSettings.of(ControlSettings.DEFAULT), loop2, f.work, Runnable::run,
                f.clock, () -> 0L, new RmtsReHomer(), () -> "r" + ids.incrementAndGet(), client2.poller()::pollAsync);

        assertThat(second.snapshot().owner(id)).contains("ann");
    }
}
