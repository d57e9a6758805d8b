package org.voddesk.control.local;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.PlaybackStarted;
import org.voddesk.control.api.Principal;
import org.voddesk.core.Quality;
import org.voddesk.core.Session;

/**
 * A round's poll runs off the loop thread: commands run while the nodes answer, and only the fold of the finished
 * round runs on the loop thread. Rounds are held mid-flight with a latch ({@link HeldPolls}), never timed.
 */
class PollOffLoopTest {
    private Principal op;
    private final ExecutorService caller = Executors.newSingleThreadExecutor();
    private ControlFixture f;

    private void start(Path dir, ControlSettings settings) throws Exception {
        f = new ControlFixture(dir, 2, settings);
        op = f.cli("t");
        f.roundsUntilAllOk();
    }

    @AfterEach
    void stop() {
        caller.shutdownNow();
        if (f != null) {
            f.close();
        }
    }

    private long begin() {
        return f.clock.millis() - 3 * ControlFixture.HOUR;
    }

    /** Starts a round from another thread and returns once its nodes have answered and it is held. */
    private CompletableFuture<Void> heldTick() throws InterruptedException {
        f.polls.hold();
        f.clock.advance(Duration.ofSeconds(5));
        CompletableFuture<Void> tick = CompletableFuture.runAsync(f.control::tick, caller);
        assertThat(f.polls.awaitPolled()).isTrue();
        return tick;
    }

    @Test
    void commandSubmittedWhileAPollIsInFlightCompletesBeforeTheRoundIsFolded(@TempDir Path dir) throws Exception {
        start(dir, SettingsRules.DEFAULT);
        long round = f.control.snapshot().round();
        CompletableFuture<Void> tick = heldTick();

        CommandResult<PlaybackStarted> r = f.control.requestPlayback(op, "cam-007", begin(), 1, Quality.MAIN);

        assertThat(r.ok()).as(r.message()).isTrue();
        assertThat(tick).isNotDone();
        assertThat(f.control.snapshot().round()).isEqualTo(round);
        f.polls.release();
        tick.get(30, TimeUnit.SECONDS);
    }

    @Test
    void roundHeldMidFlightIsFoldedAfterItIsReleased(@TempDir Path dir) throws Exception {
        start(dir, SettingsRules.DEFAULT);
        long round = f.control.snapshot().round();
        CompletableFuture<Void> tick = heldTick();
        f.control.requestPlayback(op, "cam-007", begin(), 1, Quality.MAIN);

        f.polls.release();
        tick.get(30, TimeUnit.SECONDS);

        assertThat(f.control.snapshot().round()).isEqualTo(round + 1);
    }

    @Test
    void sessionStartedDuringAPollIsNotDeclaredLostByIt(@TempDir Path dir) throws Exception {
        start(dir, SettingsRules.DEFAULT);
        CompletableFuture<Void> tick = heldTick();
        Session s = f.control.requestPlayback(op, "cam-007", begin(), 1, Quality.MAIN).value().session();

        f.polls.release();
        tick.get(30, TimeUnit.SECONDS);

        assertThat(f.control.snapshot().session(s.id())).isPresent();
        assertThat(f.store.sessions().find(s.id()).orElseThrow().isActive()).isTrue();
        assertThat(f.events(ControlEvent.SessionEnded.class)).noneMatch(e -> e.sessionId().equals(s.id()));
    }

    @Test
    void sessionStartedDuringAPollKeepsItsLoadEstimateInTheView(@TempDir Path dir) throws Exception {
        start(dir, SettingsRules.DEFAULT);
        CompletableFuture<Void> tick = heldTick();
        Session s = f.control.requestPlayback(op, "cam-007", begin(), 1, Quality.MAIN).value().session();

        f.polls.release();
        tick.get(30, TimeUnit.SECONDS);

        assertThat(f.control.snapshot().view().node(s.nodeName()).orElseThrow().sessions())
                .extracting(Session::id).contains(s.id());
    }

    @Test
    void rateChangedDuringAPollIsNotUndoneByIt(@TempDir Path dir) throws Exception {
        start(dir, SettingsRules.DEFAULT);
        Session s = f.control.requestPlayback(op, "cam-007", begin(), 1, Quality.MAIN).value().session();
        f.round();
        CompletableFuture<Void> tick = heldTick();
        assertThat(f.control.changeRate(op, s.id(), 4).ok()).isTrue();

        f.polls.release();
        tick.get(30, TimeUnit.SECONDS);

        assertThat(f.control.snapshot().session(s.id()).orElseThrow().rate()).isEqualTo(4);
        assertThat(f.store.sessions().find(s.id()).orElseThrow().session().rate()).isEqualTo(4);
    }

    @Test
    void sessionChangedDuringAPollIsReconciledByTheNextPoll(@TempDir Path dir) throws Exception {
        start(dir, SettingsRules.DEFAULT);
        Session s = f.control.requestPlayback(op, "cam-007", begin(), 1, Quality.MAIN).value().session();
        CompletableFuture<Void> tick = heldTick();
        f.control.changeRate(op, s.id(), 2);
        f.cluster.node(s.nodeName()).stop(s.id()); // then ended behind the console's back
        f.polls.release();
        tick.get(30, TimeUnit.SECONDS);

        f.round();

        assertThat(f.control.snapshot().session(s.id())).isEmpty();
    }

    @Test
    void roundWhosePollFailsDoesNotStopTheSchedule(@TempDir Path dir) throws Exception {
        start(dir, SettingsRules.DEFAULT.withIntervals(Duration.ofMillis(100), Duration.ofSeconds(30)));
        f.polls.failNext();
        var twoRounds = f.polls.expectStarts(2);

        f.control.start();

        assertThat(twoRounds.await(30, TimeUnit.SECONDS)).isTrue();
        f.control.stop();
    }

    @Test
    void stoppedScheduleStartsNoFurtherRound(@TempDir Path dir) throws Exception {
        start(dir, SettingsRules.DEFAULT.withIntervals(Duration.ofHours(1), Duration.ofSeconds(30)));
        f.polls.hold();
        int before = f.polls.started();
        long round = f.control.snapshot().round();
        f.control.start();
        assertThat(f.polls.awaitPolled()).isTrue();

        f.control.stop();
        f.polls.releaseAndHandOver();
        f.loop.submit(() -> { }).get(30, TimeUnit.SECONDS); // the fold ran before this

        assertThat(f.control.snapshot().round()).isGreaterThan(round);
        assertThat(f.polls.started()).isEqualTo(before + 1);
        assertThat(((ScheduledThreadPoolExecutor) f.loop).getQueue()).as("nothing left to run but cancelled tasks")
                .allMatch(r -> ((java.util.concurrent.Future<?>) r).isCancelled());
    }
}
