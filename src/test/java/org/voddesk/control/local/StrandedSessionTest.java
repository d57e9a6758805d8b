package org.voddesk.control.local;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.Principal;
import org.voddesk.control.api.ReHomingMode;
import org.voddesk.core.MoveRecord;
import org.voddesk.core.MoveState;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.Session;
import org.voddesk.core.SessionEndReason;

/**
 * No session is left recorded on a failed node: a session with a stop in flight when its node is declared
 * failed is left to that stop; when the stop fails (the node is dead), a later round re-homes the session, or ends it
 * with the reason, and in propose mode proposes its re-homing once. Demo cluster of three nodes on loopback; the
 * order (the stop sent, then the fold that fails the node, then the stop's answer) is fixed by holding the round
 * and the loop thread.
 */
class StrandedSessionTest {
    private static final String NODE = "vod-2";
    private static final String ID = "vod-2-x1";
    private ControlFixture f;
    private Principal op;
    private final ExecutorService caller = Executors.newSingleThreadExecutor();

    @AfterEach
    void stop() {
        caller.shutdownNow();
        if (f != null) {
            f.close();
        }
    }

    private void start(Path dir, ControlSettings settings) throws Exception {
        f = new ControlFixture(dir, 3, settings.withIntervals(Duration.ofSeconds(5), Duration.ofHours(1)));
        op = f.cli("t");
        f.loadNode(NODE, 3);
        f.roundsUntil(s -> s.sessions().size() == 3 && ControlFixture.allMeasured(s));
        assertThat(f.control.snapshot().sessions()).filteredOn(s -> s.nodeName().equals(NODE)).hasSize(3);
    }

    /**
     * {@link #ID}'s stop is sent to {@link #NODE} just before the fold that declares the node failed, and answered
     * after it: {@code dead} tells whether the node is down when the stop reaches it. Returns the stop's result.
     */
    private CommandResult<Session> stopInFlightWhenTheNodeFails(boolean dead) throws Exception {
        f.cluster.kill(NODE);
        f.round();
        assertThat(f.control.snapshot().node(NODE).orElseThrow().health()).isEqualTo(NodeHealth.UNREACHABLE);
        f.polls.hold();
        f.clock.advance(Duration.ofSeconds(5));
        CompletableFuture<Void> tick = CompletableFuture.runAsync(f.control::tick, caller);
        assertThat(f.polls.awaitPolled()).as("the second missed poll, held before its fold").isTrue();
        if (!dead) {
            f.cluster.revive(NODE);
        }
        CountDownLatch loopHeld = new CountDownLatch(1);
        f.loop.execute(() -> {
            try {
                loopHeld.await(30, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        CompletableFuture<CommandResult<Session>> stop = f.control.stopSessionAsync(op, ID); // queued: the stop sent
        f.polls.releaseAndHandOver(); // queued after it: the fold
        loopHeld.countDown();
        tick.get(30, TimeUnit.SECONDS);
        assertThat(f.control.snapshot().node(NODE).orElseThrow().health()).isEqualTo(NodeHealth.FAILED);
        CommandResult<Session> r = stop.get(30, TimeUnit.SECONDS);
        f.settle();
        return r;
    }

    private List<MoveRecord> movesOf(String id) {
        return f.store.moves().createdBetween(0, Long.MAX_VALUE).stream()
                .filter(p -> p.draft().sessionId().equals(id)).toList();
    }

    @Test
    void aSessionWhoseStopFailedOnAFailedNodeIsReHomedByTheNextRound(@TempDir Path dir) throws Exception {
        start(dir, SettingsRules.DEFAULT);

        CommandResult<Session> stopped = stopInFlightWhenTheNodeFails(true);
        f.round();

        assertThat(stopped.ok()).as(stopped.message()).isFalse();
        String home = f.control.snapshot().session(ID).orElseThrow().nodeName();
        assertThat(home).isNotEqualTo(NODE);
        assertThat(f.cluster.node(home).sessions()).extracting(Session::id).contains(ID);
        assertThat(movesOf(ID)).singleElement().satisfies(p -> {
            assertThat(p.state()).isEqualTo(MoveState.DONE);
            assertThat(p.decidedBy()).isEqualTo("system");
        });
        assertThat(f.control.snapshot().sessions()).hasSize(3).noneMatch(s -> s.nodeName().equals(NODE));
    }

    @Test
    void aStrandedSessionNoNodeCanTakeEndsWithTheReason(@TempDir Path dir) throws Exception {
        start(dir, SettingsRules.DEFAULT.withReHoming(ReHomingMode.AUTOMATIC, 1)); // room for the other two only

        CommandResult<Session> stopped = stopInFlightWhenTheNodeFails(true);
        f.round();

        assertThat(stopped.ok()).isFalse();
        assertThat(f.control.snapshot().session(ID)).isEmpty();
        assertThat(f.events(ControlEvent.SessionEnded.class)).filteredOn(e -> e.sessionId().equals(ID))
                .singleElement().satisfies(e -> {
                    assertThat(e.reason()).isEqualTo(SessionEndReason.NODE_FAILED);
                    assertThat(e.detail()).isNotBlank();
                });
        assertThat(f.store.sessions().find(ID).orElseThrow().endReason()).isEqualTo(SessionEndReason.NODE_FAILED);
        assertThat(f.control.snapshot().sessions()).noneMatch(s -> s.nodeName().equals(NODE));
    }

    @Test
    void inProposeModeAStrandedSessionGetsExactlyOnePlan(@TempDir Path dir) throws Exception {
        start(dir, SettingsRules.DEFAULT.withReHoming(ReHomingMode.PROPOSE, 0));

        CommandResult<Session> stopped = stopInFlightWhenTheNodeFails(true);
        f.rounds(3);

        assertThat(stopped.ok()).isFalse();
        assertThat(movesOf(ID)).singleElement().satisfies(p -> {
            assertThat(p.state()).isEqualTo(MoveState.PENDING);
            assertThat(p.draft().sourceNode()).isEqualTo(NODE);
        });
        assertThat(f.store.plans().open()).hasSize(3); // one per session of the failed node
    }

    @Test
    void aSessionWhoseStopSucceededIsEndedNotReHomed(@TempDir Path dir) throws Exception {
        start(dir, SettingsRules.DEFAULT);

        CommandResult<Session> stopped = stopInFlightWhenTheNodeFails(false);
        f.cluster.kill(NODE); // still failed in the next round
        f.round();

        assertThat(stopped.ok()).as(stopped.message()).isTrue();
        assertThat(f.control.snapshot().session(ID)).isEmpty();
        assertThat(f.store.sessions().find(ID).orElseThrow().endReason()).isEqualTo(SessionEndReason.STOPPED);
        assertThat(movesOf(ID)).isEmpty();
        assertThat(f.events(ControlEvent.SessionReHomed.class)).noneMatch(e -> e.sessionId().equals(ID));
    }
}
