package org.voddesk.control.local;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.core.NodeConfig;
import org.voddesk.core.Session;
import org.voddesk.core.SessionEndReason;
import org.voddesk.demo.CommandHold;

/**
 * A user's stop and a node's retirement on the same session: the session ends once, stopped by that user, with one
 * audit line; the stop is answered OK and the retirement counts it as stopped by its user. Demo cluster of three
 * nodes on loopback; a held command ({@link CommandHold}) keeps the move or the stop in flight while the other comes.
 */
class RetireWithUserStopTest extends RetiringSessionTest {

    /** Ended once, stopped by sue: one stop audit line, no end by the system, one event, nowhere playing. */
    private void assertStoppedOnceBySue(CommandResult<Session> stop) throws Exception {
        assertThat(stop.ok()).as(stop.message()).isTrue();
        f.control.settledAsync().get(20, TimeUnit.SECONDS);
        assertThat(f.store.sessions().find(ID).orElseThrow().endReason()).isEqualTo(SessionEndReason.STOPPED);
        assertThat(auditOf("playback.stop")).hasSize(1).allMatch(e -> e.user().equals("sue"));
        assertThat(auditOf("session.end")).isEmpty();
        assertThat(f.events(ControlEvent.SessionStopped.class)).hasSize(1);
        assertThat(f.events(ControlEvent.SessionEnded.class)).isEmpty();
        for (String node : List.of("vod-1", "vod-2", "vod-3")) {
            assertThat(f.cluster.node(node).sessions()).as(node).extracting(Session::id).doesNotContain(ID);
        }
    }

    @Test
    void aStopDuringTheRetirementsMoveWaitsForItAndEndsTheSessionOnce(@TempDir Path dir) throws Exception {
        start(dir);
        CommandHold move = f.cluster.holdNextCommand("vod-2"); // the move's first call, reading its source
        CompletableFuture<CommandResult<NodeConfig>> retire = f.control.nodeSettings().retireNodeAsync(sue, "vod-2");
        assertThat(move.awaitReached(WAIT)).isTrue();

        CompletableFuture<CommandResult<Session>> stop = f.control.stopSessionAsync(sue, ID);
        loopPassed(); // the stop reached the loop, which must make it wait for the move, not refuse it
        assertThat(stop).as("the stop waits for the move").isNotDone();
        move.release();

        assertStoppedOnceBySue(stop.get(30, TimeUnit.SECONDS));
        CommandResult<NodeConfig> r = retire.get(30, TimeUnit.SECONDS);
        assertThat(r.ok()).as(r.message()).isTrue();
        assertThat(r.message()).contains("0 of its 1 sessions moved to other nodes, 0 ended, 1 stopped by its user");
    }

    @Test
    void aStopDuringAMoveThatFailsStopsTheSessionOnItsNode(@TempDir Path dir) throws Exception {
        start(dir);
        CommandHold move = f.cluster.holdNextCommand("vod-2");
        f.cluster.garbleNextReplyTo("vod-1", "play");
        f.cluster.garbleNextReplyTo("vod-3", "play");
        CompletableFuture<CommandResult<NodeConfig>> retire = f.control.nodeSettings().retireNodeAsync(sue, "vod-2");
        assertThat(move.awaitReached(WAIT)).isTrue();

        CompletableFuture<CommandResult<Session>> stop = f.control.stopSessionAsync(sue, ID);
        loopPassed();
        move.release();

        assertStoppedOnceBySue(stop.get(30, TimeUnit.SECONDS));
        CommandResult<NodeConfig> r = retire.get(30, TimeUnit.SECONDS);
        assertThat(r.message()).contains("0 of its 1 sessions moved to other nodes, 0 ended, 1 stopped by its user");
    }

    @Test
    void aStopInFlightWhenTheRetirementBeginsIsNotRaced(@TempDir Path dir) throws Exception {
        start(dir);
        CommandHold stopCall = f.cluster.holdNextCommand("vod-2");
        CompletableFuture<CommandResult<Session>> stop = f.control.stopSessionAsync(sue, ID);
        assertThat(stopCall.awaitReached(WAIT)).isTrue();

        CompletableFuture<CommandResult<NodeConfig>> retire = f.control.nodeSettings().retireNodeAsync(sue, "vod-2");
        loopPassed();
        assertThat(retire).as("the retirement waits for the stop's answer").isNotDone();
        stopCall.release();

        assertStoppedOnceBySue(stop.get(30, TimeUnit.SECONDS));
        CommandResult<NodeConfig> r = retire.get(30, TimeUnit.SECONDS);
        assertThat(r.message()).contains("0 of its 1 sessions moved to other nodes, 0 ended, 1 stopped by its user");
        assertThat(f.store.plans().open()).isEmpty();
    }
}
