package org.voddesk.control.local;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
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
 * A user's speed change and a node's retirement on the same session: a change sent while the retirement's move is in
 * flight waits for the move and then applies to the session wherever the move left it, once, with one audit line.
 * Demo cluster of three nodes on loopback; a held command ({@link CommandHold}) keeps the move in flight while the
 * speed change comes.
 */
class RetireWithUserRateTest extends RetiringSessionTest {
    /** The session's speed before sue changes it. */
    private double before;

    /** The set-up's session, and its speed before sue changes it. */
    @Override
    void start(Path dir) throws Exception {
        super.start(dir);
        before = f.control.snapshot().sessions().get(0).rate();
        assertThat(before).isNotEqualTo(2.0);
    }

    /** The retirement's move is held in flight, then sue asks for 2x, which must wait for the move. */
    private CompletableFuture<CommandResult<Session>> rateDuringTheMove(CommandHold move) throws Exception {
        assertThat(move.awaitReached(WAIT)).isTrue();
        CompletableFuture<CommandResult<Session>> rate = f.control.changeRateAsync(sue, ID, 2.0);
        loopPassed(); // the change reached the loop, which must make it wait for the move, not refuse it
        assertThat(rate).as("the speed change waits for the move").isNotDone();
        move.release();
        return rate;
    }

    /** Applied once, by sue: one audit line, one event. */
    private void assertChangedOnceBySue(CommandResult<Session> rate) throws Exception {
        assertThat(rate.ok()).as(rate.message()).isTrue();
        f.control.settledAsync().get(20, TimeUnit.SECONDS);
        assertThat(auditOf("playback.rate")).singleElement().satisfies(e -> {
            assertThat(e.user()).isEqualTo("sue");
            assertThat(e.detail()).isEqualTo(before + " -> 2.0");
        });
        assertThat(f.events(ControlEvent.SessionRateChanged.class)).singleElement()
                .satisfies(e -> assertThat(e.rate()).isEqualTo(2.0));
    }

    @Test
    void aSpeedChangeDuringTheRetirementsMoveAppliesWhereTheMoveLeftTheSession(@TempDir Path dir) throws Exception {
        start(dir);
        CommandHold move = f.cluster.holdNextCommand("vod-2"); // the move's first call, reading its source
        CompletableFuture<CommandResult<NodeConfig>> retire = f.control.nodeSettings().retireNodeAsync(sue, "vod-2");

        CommandResult<Session> rate = rateDuringTheMove(move).get(30, TimeUnit.SECONDS);

        assertChangedOnceBySue(rate);
        String target = rate.value().nodeName();
        assertThat(target).isIn("vod-1", "vod-3");
        assertThat(f.cluster.node(target).sessions()).filteredOn(s -> s.id().equals(ID)).singleElement()
                .satisfies(s -> assertThat(s.rate()).isEqualTo(2.0));
        assertThat(f.store.sessions().find(ID).orElseThrow().session().rate()).isEqualTo(2.0);
        CommandResult<NodeConfig> r = retire.get(30, TimeUnit.SECONDS);
        assertThat(r.ok()).as(r.message()).isTrue();
        assertThat(r.message()).contains("1 of its 1 sessions moved to other nodes, 0 ended");
        assertThat(f.control.snapshot().sessions()).singleElement()
                .satisfies(s -> assertThat(s.nodeName()).isEqualTo(target))
                .satisfies(s -> assertThat(s.rate()).isEqualTo(2.0));
    }

    @Test
    void aSpeedChangeDuringAMoveThatFailsAppliesOnItsNodeBeforeTheRetirementEndsIt(@TempDir Path dir)
            throws Exception {
        start(dir);
        CommandHold move = f.cluster.holdNextCommand("vod-2");
        f.cluster.garbleNextReplyTo("vod-1", "play");
        f.cluster.garbleNextReplyTo("vod-3", "play");
        CompletableFuture<CommandResult<NodeConfig>> retire = f.control.nodeSettings().retireNodeAsync(sue, "vod-2");

        CommandResult<Session> rate = rateDuringTheMove(move).get(30, TimeUnit.SECONDS);

        assertChangedOnceBySue(rate);
        assertThat(rate.value().nodeName()).isEqualTo("vod-2");
        CommandResult<NodeConfig> r = retire.get(30, TimeUnit.SECONDS);
        assertThat(r.message()).contains("0 of its 1 sessions moved to other nodes, 1 ended");
        assertThat(f.store.sessions().find(ID).orElseThrow().endReason()).isEqualTo(SessionEndReason.STOPPED);
        assertThat(f.events(ControlEvent.SessionEnded.class)).singleElement()
                .satisfies(e -> assertThat(e.detail()).startsWith("vod-2 was being retired and its move to vod-"));
    }

    @Test
    void aSecondSpeedChangeOutsideARetirementIsStillRefusedAsBusy(@TempDir Path dir) throws Exception {
        start(dir);
        CommandHold first = f.cluster.holdNextCommand("vod-2");
        CompletableFuture<CommandResult<Session>> running = f.control.changeRateAsync(sue, ID, 2.0);
        assertThat(first.awaitReached(WAIT)).isTrue();

        CommandResult<Session> second = f.control.changeRateAsync(sue, ID, 4.0).get(30, TimeUnit.SECONDS);
        first.release();

        assertThat(second.ok()).isFalse();
        assertThat(second.message()).contains("is still waiting for the node's answer; try again");
        assertThat(running.get(30, TimeUnit.SECONDS).ok()).isTrue();
        assertThat(auditOf("playback.rate")).singleElement()
                .satisfies(e -> assertThat(e.detail()).isEqualTo(before + " -> 2.0"));
    }
}
