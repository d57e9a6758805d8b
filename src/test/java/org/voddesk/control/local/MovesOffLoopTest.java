package org.voddesk.control.local;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.PlaybackStarted;
import org.voddesk.control.api.Principal;
import org.voddesk.core.MoveRecord;
import org.voddesk.core.MoveState;
import org.voddesk.core.PlanRecord;
import org.voddesk.core.Quality;
import org.voddesk.core.Role;

/**
 * A move's make-before-break and the stop of a stale copy call their nodes off the loop thread (a command
 * to one node never delays a command to another node nor a round's fold), against demo nodes on loopback with the
 * demo's hang fault.
 */
class MovesOffLoopTest {
    private ControlFixture f;
    private Principal boss;
    private Principal op;
    private final ExecutorService caller = Executors.newSingleThreadExecutor();

    @BeforeEach
    void start(@TempDir Path dir) throws Exception {
        // REM proposes on one loaded node, which these tests need
        f = new ControlFixture(dir, 3, SettingsRules.DEFAULT.withMigrationPlanner("rem")
                .withIntervals(Duration.ofSeconds(5), Duration.ZERO));
        f.loadNode("vod-1", 40);
        boss = f.user("boss", Role.SUPERVISOR);
        op = f.cli("t");
        f.roundsUntil(s -> s.moves().stream().anyMatch(p -> p.state() == MoveState.PENDING));
    }

    @AfterEach
    void stop() {
        caller.shutdownNow();
        f.close();
    }

    private MoveRecord pending() {
        return f.control.snapshot().moves().stream().filter(x -> x.state() == MoveState.PENDING)
                .findFirst().orElseThrow();
    }

    /** One round, without waiting for the moves and stale stops in flight (unlike {@code f.round()}). */
    private void roundOnly() {
        f.clock.advance(Duration.ofSeconds(5));
        f.control.tick();
    }

    /** Starts a round from another thread and returns once its nodes have answered and it is held. */
    private CompletableFuture<Void> heldRound() throws InterruptedException {
        f.polls.hold();
        f.clock.advance(Duration.ofSeconds(5));
        CompletableFuture<Void> tick = CompletableFuture.runAsync(f.control::tick, caller);
        assertThat(f.polls.awaitPolled()).isTrue();
        return tick;
    }

    /**
     * A round whose sweep sends the stop of the stale copy on vod-1, which hangs: the round is held after its poll
     * ({@link HeldPolls}), so the hang is armed for the stop, not for the poll.
     */
    private void staleStopHangs() throws Exception {
        CompletableFuture<Void> tick = heldRound();
        f.cluster.hangNextCommand("vod-1");
        f.polls.release();
        tick.get(30, TimeUnit.SECONDS);
    }

    private CommandResult<PlaybackStarted> playback() {
        return f.control.requestPlayback(op, "cam-007", f.clock.millis() - 2 * ControlFixture.HOUR, 1, Quality.MAIN);
    }

    @Test
    void aMoveToAHungNodeDelaysNeitherAPlaybackNorTheFold() throws Exception {
        MoveRecord p = pending();
        CompletableFuture<Void> tick = heldRound(); // its nodes polled, its fold held back
        f.cluster.hangNextCommand(p.draft().sourceNode()); // the move's first call, reading its source, hangs
        long roundBefore = f.control.snapshot().round();
        CompletableFuture<CommandResult<PlanRecord>> move = f.control.plans().approveMoveAsync(boss, p.id());

        CommandResult<PlaybackStarted> play = playback();
        f.polls.release();
        tick.get(30, TimeUnit.SECONDS);

        assertThat(play.ok()).as(play.message()).isTrue();
        assertThat(play.value().session().nodeName()).isNotEqualTo(p.draft().sourceNode());
        assertThat(f.control.snapshot().round()).as("the round folded").isEqualTo(roundBefore + 1);
        assertThat(move).as("the move still waits for the hung source").isNotDone();
        CommandResult<PlanRecord> r = move.get(60, TimeUnit.SECONDS);
        assertThat(r.ok()).isFalse();
        assertThat(r.message()).contains("did not finish within");
        assertThat(f.store.moves().find(p.id()).orElseThrow().state()).isEqualTo(MoveState.FAILED);
        assertThat(f.control.snapshot().session(p.draft().sessionId()).orElseThrow().nodeName())
                .as("make-before-break: it keeps playing on its source").isEqualTo(p.draft().sourceNode());
    }

    @Test
    void aStaleStopToAHungNodeDelaysNeitherAPlaybackNorTheNextFold() throws Exception {
        MoveRecord p = pending();
        f.cluster.garbleNextReplyTo("vod-1", "stop"); // the move leaves a stale copy on its source
        assertThat(f.control.plans().approveMove(boss, p.id()).ok()).isTrue();
        staleStopHangs();

        CommandResult<PlaybackStarted> play = playback();
        long roundBefore = f.control.snapshot().round();
        roundOnly();

        assertThat(play.ok()).as(play.message()).isTrue();
        assertThat(f.control.snapshot().round()).isEqualTo(roundBefore + 1);
        assertThat(f.events(ControlEvent.StaleSessionStopped.class)).as("the stop is not answered yet").isEmpty();
        assertThat(f.events(ControlEvent.StaleSessionStopFailed.class)).hasSize(1); // the move's own attempt
        f.settle();
        assertThat(f.events(ControlEvent.StaleSessionStopFailed.class)).as("the hung stop failed, audited once more")
                .hasSize(2);
        f.round();
        assertThat(f.events(ControlEvent.StaleSessionStopped.class)).singleElement()
                .satisfies(e -> assertThat(e.sessionId()).isEqualTo(p.draft().sessionId()));
    }
}
