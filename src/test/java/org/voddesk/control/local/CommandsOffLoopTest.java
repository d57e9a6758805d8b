package org.voddesk.control.local;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.PlaybackStarted;
import org.voddesk.control.api.Principal;
import org.voddesk.core.Quality;
import org.voddesk.core.Role;
import org.voddesk.core.Session;

/**
 * SSH commands and password hashing run off the loop thread (a command to one node never delays a
 * command to another node nor a round's fold), against demo nodes on loopback with the demo's hang fault.
 */
class CommandsOffLoopTest {
    private ControlFixture f;
    private Principal op;

    @BeforeEach
    void start(@TempDir Path dir) throws Exception {
        f = new ControlFixture(dir, 2, SettingsRules.DEFAULT);
        op = f.cli("t");
        f.loadNode("vod-1", 1);
        f.loadNode("vod-2", 1);
        f.roundsUntilAllOk();
        f.roundsUntil(s -> s.sessions().size() == 2);
    }

    @AfterEach
    void stop() {
        f.close();
    }

    @Test
    void aStopToAHungNodeDelaysNeitherACommandToAnotherNodeNorTheNextFold() throws Exception {
        f.cluster.hangNextCommand("vod-1");
        CompletableFuture<CommandResult<Session>> hung = f.control.stopSessionAsync(op, "vod-1-x1");

        CommandResult<Session> rate = f.control.changeRate(op, "vod-2-x1", 2);
        long roundBefore = f.control.snapshot().round();
        f.round();
        CommandResult<PlaybackStarted> play = f.control.requestPlayback(op, "cam-007",
                f.clock.millis() - 2 * ControlFixture.HOUR, 1, Quality.MAIN);

        assertThat(rate.ok()).as(rate.message()).isTrue();
        assertThat(f.control.snapshot().round()).isEqualTo(roundBefore + 1);
        assertThat(play.ok()).as(play.message()).isTrue();
        assertThat(hung).as("the stop still waits for the hung node").isNotDone();
        CommandResult<Session> r = hung.get(30, TimeUnit.SECONDS);
        assertThat(r.ok()).isFalse();
        assertThat(r.message()).contains("It may still be playing");
    }

    @Test
    void aSessionWithACommandInFlightRefusesASecondCommand() throws Exception {
        f.cluster.hangNextCommand("vod-1");
        CompletableFuture<CommandResult<Session>> hung = f.control.stopSessionAsync(op, "vod-1-x1");

        CommandResult<Session> second = f.control.changeRate(op, "vod-1-x1", 2);

        assertThat(hung).isNotDone();
        assertThat(second.ok()).isFalse();
        assertThat(second.message()).contains("still waiting for the node's answer");
        hung.get(30, TimeUnit.SECONDS);
        assertThat(f.control.changeRate(op, "vod-1-x1", 2).ok()).as("free again once answered").isTrue();
    }

    @Test
    void aStartInFlightCountsOnItsNodeUntilAnswered() throws Exception {
        double before = load("vod-1") + load("vod-2");
        f.cluster.hangNextCommand("vod-1");
        f.cluster.hangNextCommand("vod-2");

        CompletableFuture<CommandResult<PlaybackStarted>> start = f.control.requestPlaybackAsync(op, "cam-008",
                f.clock.millis() - 2 * ControlFixture.HOUR, 1, Quality.MAIN);
        awaitInFlight();
        double during = load("vod-1") + load("vod-2");
        CommandResult<PlaybackStarted> r = start.get(60, TimeUnit.SECONDS); // both nodes hang: not started

        assertThat(during).as("the reserved start adds its load while the node has not answered")
                .isGreaterThan(before);
        assertThat(r.ok()).isFalse();
        assertThat(load("vod-1") + load("vod-2")).as("released once answered").isEqualTo(before);
    }

    @Test
    void aLoginHashesOnTheWorkExecutorWhileTheLoopRunsOtherCommands() throws Exception {
        f.store.users().create("ana", Role.OPERATOR, ControlFixture.PASSWORD.clone(), f.clock.millis());
        CountDownLatch held = f.holdWork();

        CompletableFuture<CommandResult<Principal>> login = f.control.loginAsync("ana",
                ControlFixture.PASSWORD.clone());
        CommandResult<Session> other = f.control.changeRate(op, "vod-2-x1", 2); // after the login's first phase
        f.round();

        assertThat(other.ok()).as(other.message()).isTrue();
        assertThat(login).as("its hashing waits on the held work executor, not on the loop").isNotDone();
        held.countDown();
        assertThat(login.get(30, TimeUnit.SECONDS).ok()).isTrue();
    }

    private double load(String node) throws Exception {
        return f.loop.submit(() -> f.control.parts().loop.view().node(node).orElseThrow().load()).get();
    }

    private void awaitInFlight() throws Exception {
        for (int i = 0; i < 500; i++) {
            if (!f.loop.submit(() -> f.control.parts().loop.commandsInFlight().isEmpty()).get()) {
                return;
            }
            Thread.sleep(10);
        }
        throw new AssertionError("no command went in flight");
    }
}
