package org.voddesk.control.local;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.Page;
import org.voddesk.control.api.PlaybackStarted;
import org.voddesk.control.api.Principal;
import org.voddesk.core.Quality;
import org.voddesk.core.Role;
import org.voddesk.core.Session;

/** The non-blocking commands and the subscription. */
class ControlAsyncTest {
    private ControlFixture f;
    private Principal op;

    @BeforeEach
    void start(@TempDir Path dir) throws Exception {
        f = new ControlFixture(dir, 2, SettingsRules.DEFAULT);
        op = f.cli("t");
        f.roundsUntilAllOk();
    }

    @AfterEach
    void stop() {
        f.close();
    }

    /** Holds the loop thread until the returned latch is counted down. */
    private CountDownLatch holdLoop() throws InterruptedException {
        CountDownLatch held = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        f.loop.execute(() -> {
            held.countDown();
            try {
                release.await(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        assertThat(held.await(5, TimeUnit.SECONDS)).isTrue();
        return release;
    }

    @Test
    void anAsyncCommandReturnsAtOnceAndCompletesOnAnotherThread() throws Exception {
        CountDownLatch release = holdLoop();
        AtomicReference<Thread> completedOn = new AtomicReference<>();
        CountDownLatch completed = new CountDownLatch(1);

        CompletableFuture<CommandResult<Session>> f1 = f.control.stopSessionAsync(op, "no-such-session");
        f1.whenComplete((r, e) -> {
            completedOn.set(Thread.currentThread());
            completed.countDown();
        });
        assertThat(f1).as("the loop is held: the call did not wait for it").isNotDone();
        release.countDown();

        assertThat(completed.await(10, TimeUnit.SECONDS)).isTrue();
        assertThat(completedOn.get()).isNotSameAs(Thread.currentThread());
        assertThat(f1.join().ok()).isFalse();
    }

    @Test
    void theBlockingFormIsAJoinOnTheAsyncOne() {
        long begin = f.clock.millis() - 3 * ControlFixture.HOUR;

        CommandResult<PlaybackStarted> async = f.control.requestPlaybackAsync(op, "no-such-camera", begin, 1,
                Quality.MAIN).join();
        CommandResult<PlaybackStarted> blocking = f.control.requestPlayback(op, "no-such-camera", begin, 1,
                Quality.MAIN);

        assertThat(blocking).isEqualTo(async);
        assertThat(blocking.ok()).isFalse();
    }

    @Test
    void aLoginHashesOffTheLoopThreadAndReturnsAPrincipal() {
        f.store.users().create("ana", Role.OPERATOR, ControlFixture.PASSWORD.clone(), f.clock.millis());

        CommandResult<Principal> r = f.control.loginAsync("ana", ControlFixture.PASSWORD.clone()).join();

        assertThat(r.ok()).as(r.message()).isTrue();
        assertThat(r.value().name()).isEqualTo("ana");
    }

    @Test
    void aReadCompletesOnTheWorkExecutorNotTheCallers() throws Exception {
        Principal sup = f.user("sue", Role.SUPERVISOR);
        CountDownLatch release = holdLoop(); // reads do not wait for the loop
        try {
            CommandResult<Page<org.voddesk.core.AuditRecord>> r = f.control.history()
                    .auditHistoryAsync(sup, 0, Long.MAX_VALUE, null, null, 0, 10).get(10, TimeUnit.SECONDS);
            assertThat(r.ok()).as(r.message()).isTrue();
        } finally {
            release.countDown();
        }
    }

    @Test
    void aSubscriptionGetsTheSnapshotFirstThenTheEvents() throws Exception {
        List<ControlEvent> got = new CopyOnWriteArrayList<>();
        List<Thread> threads = new CopyOnWriteArrayList<>();
        java.util.concurrent.ExecutorService fx = java.util.concurrent.Executors.newSingleThreadExecutor();
        try {
            Thread fxThread = fx.submit(Thread::currentThread).get();
            f.control.subscribe(e -> {
                got.add(e);
                threads.add(Thread.currentThread());
            }, fx);
            f.round();
            f.control.stopSession(op, "no-such-session"); // a loop task after the round: the events are queued
            fx.submit(() -> { }).get(5, TimeUnit.SECONDS);

            assertThat(got).isNotEmpty();
            assertThat(got.get(0)).isInstanceOf(ControlEvent.Subscribed.class);
            assertThat(((ControlEvent.Subscribed) got.get(0)).snapshot().round())
                    .isEqualTo(f.control.snapshot().round() - 1);
            assertThat(got).filteredOn(ControlEvent.RoundFinished.class::isInstance).hasSize(1);
            assertThat(threads).containsOnly(fxThread);
        } finally {
            fx.shutdownNow();
        }
    }

    @Test
    void everyRoundEndsWithRoundFinishedCarryingItsSnapshot() {
        int before = f.events(ControlEvent.RoundFinished.class).size();

        f.rounds(3);

        List<ControlEvent.RoundFinished> finished = f.events(ControlEvent.RoundFinished.class);
        assertThat(finished).hasSize(before + 3);
        ControlEvent.RoundFinished last = finished.get(finished.size() - 1);
        assertThat(last.snapshot().round()).isEqualTo(f.control.snapshot().round());
        assertThat(last.foldNanos()).isPositive();
    }
}
