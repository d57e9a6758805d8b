package org.voddesk.control.local;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.PlaybackStarted;
import org.voddesk.control.api.Principal;
import org.voddesk.core.NodeConfig;
import org.voddesk.core.Quality;
import org.voddesk.core.Role;

/**
 * Retiring a node never holds the loop thread (a command to one node never delays a command to another
 * node nor a round's fold): its moves and the stops of the copies left on it call the node on the command pool.
 * Demo cluster of three nodes on loopback with the demo's hang fault.
 */
class RetireOffLoopTest {
    private ControlFixture f;
    private Principal sue;
    private Principal op;

    @AfterEach
    void stop() {
        if (f != null) {
            f.close();
        }
    }

    /** Three nodes; {@code onTwo} sessions on vod-2 and {@code onOthers} on each of vod-1 and vod-3; all measured. */
    private void start(Path dir, int onTwo, int onOthers) throws Exception {
        f = new ControlFixture(dir, 3, SettingsRules.DEFAULT);
        sue = f.user("sue", Role.SUPERVISOR);
        op = f.cli("t");
        f.loadNode("vod-1", onOthers);
        f.loadNode("vod-2", onTwo);
        f.loadNode("vod-3", onOthers);
        int all = onTwo + 2 * onOthers;
        f.roundsUntil(s -> ControlFixture.allMeasured(s) && s.sessions().size() == all);
        assertThat(f.control.snapshot().sessions()).hasSize(all);
    }

    private CommandResult<PlaybackStarted> playback(String camera) {
        return f.control.requestPlayback(op, camera, f.clock.millis() - 2 * ControlFixture.HOUR, 1, Quality.MAIN);
    }

    @Test
    void retiringAHungNodeDelaysNeitherAPlaybackNorAFold(@TempDir Path dir) throws Exception {
        start(dir, 2, 0);
        f.cluster.hangNextCommand("vod-2"); // the first move's first call, reading its source, hangs

        CompletableFuture<CommandResult<NodeConfig>> retire = f.control.nodeSettings().retireNodeAsync(sue, "vod-2");
        CommandResult<PlaybackStarted> play = playback("cam-050");
        long roundBefore = f.control.snapshot().round();
        f.clock.advance(Duration.ofSeconds(5));
        f.control.tick();

        assertThat(play.ok()).as(play.message()).isTrue();
        assertThat(play.value().session().nodeName()).isNotEqualTo("vod-2");
        assertThat(f.control.snapshot().round()).as("the round folded").isEqualTo(roundBefore + 1);
        assertThat(retire).as("the retirement still waits for the hung node").isNotDone();
        CommandResult<NodeConfig> r = retire.get(60, TimeUnit.SECONDS);
        assertThat(r.ok()).as(r.message()).isTrue();
        assertThat(r.message()).contains("1 of its 2 sessions moved to other nodes, 1 ended");
        assertThat(f.control.snapshot().nodes()).doesNotContainKey("vod-2");
        assertThat(f.client.poller().nodeNames()).containsExactly("vod-1", "vod-3");
        assertThat(f.control.snapshot().sessions()).noneMatch(s -> s.nodeName().equals("vod-2"));
    }

    @Test
    void aNodeBeingRetiredTakesNoNewPlayback(@TempDir Path dir) throws Exception {
        start(dir, 1, 3); // vod-2 is the lightest: a placement would choose it
        f.cluster.hangNextCommand("vod-2");

        CompletableFuture<CommandResult<NodeConfig>> retire = f.control.nodeSettings().retireNodeAsync(sue, "vod-2");
        CommandResult<PlaybackStarted> play = playback("cam-050");

        assertThat(retire).isNotDone();
        assertThat(play.ok()).as(play.message()).isTrue();
        assertThat(play.value().session().nodeName()).isNotEqualTo("vod-2");
        assertThat(retire.get(60, TimeUnit.SECONDS).ok()).isTrue();
    }

    @Test
    void aNodeBeingRetiredIsNotAddedAgainUntilItsRetirementIsDone(@TempDir Path dir) throws Exception {
        start(dir, 1, 0);
        NodeConfig two = f.client.cluster().node("vod-2").orElseThrow();
        f.cluster.hangNextCommand("vod-2");

        CompletableFuture<CommandResult<NodeConfig>> retire = f.control.nodeSettings().retireNodeAsync(sue, "vod-2");
        CommandResult<NodeConfig> early = f.control.nodeSettings().addNode(sue, two);
        assertThat(retire).isNotDone();
        assertThat(retire.get(60, TimeUnit.SECONDS).ok()).isTrue();
        CommandResult<NodeConfig> after = f.control.nodeSettings().addNode(sue, two);

        assertThat(early.ok()).isFalse();
        assertThat(early.message()).contains("vod-2 is still being retired");
        assertThat(after.ok()).as(after.message()).isTrue();
        assertThat(f.client.poller().nodeNames()).contains("vod-2");
    }
}
