package org.voddesk.demo;

import org.voddesk.core.NodeFailure;
import org.voddesk.testing.ManualClock;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.core.LoadSample;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.Quality;
import org.voddesk.node.NodeException;
import org.voddesk.node.NodeLink;
import org.voddesk.node.NodePoll;
import org.voddesk.node.PollRound;
import org.voddesk.node.PollSettings;
import org.voddesk.node.Poller;
import org.voddesk.node.ssh.NodeConnection;
import org.voddesk.node.ssh.PassphraseProvider;
import org.voddesk.node.ssh.SshClients;
import org.voddesk.node.ssh.SshSettings;

/** Demo nodes seen through the console's client stack: measured load, and each fault hook's effect on health. */
class DemoThroughPollerTest {
    /**
     * A command's time limit: the hung-node test waits that long, and a live demo node must answer within it on a
     * busy machine too, so it is generous rather than short.
     */
    private static final Duration COMMAND_LIMIT = Duration.ofSeconds(5);
    private static final long HOUR = 3_600_000;
    private final ManualClock clock = new ManualClock(Instant.parse("2026-11-28T10:00:00Z"));
    private DemoCluster cluster;
    private SshClients clients;
    private ExecutorService pool;
    private Poller poller;

    @BeforeEach
    void start(@TempDir Path dir) throws Exception {
        cluster = DemoCluster.start(DemoClusterConfig.of(3), clock);
        SshSettings ssh = SshSettings.DEFAULT.withTimeouts(Duration.ofSeconds(10), Duration.ofSeconds(10))
                .withBackoff(Duration.ofMillis(10), Duration.ofMillis(20));
        clients = SshClients.open(DemoClusterFiles.describe(cluster, dir), ssh, PassphraseProvider.NONE);
        pool = Executors.newFixedThreadPool(3);
        List<NodeLink> links = List.copyOf(clients.all());
        poller = new Poller(links, pool, PollSettings.DEFAULT.withTimeouts(COMMAND_LIMIT,
                Duration.ofSeconds(20)), clock);
    }

    @AfterEach
    void stop() {
        clients.close();
        pool.shutdownNow();
        cluster.close();
    }

    private NodePoll poll(String node) {
        return poller.poll(false).node(node).orElseThrow();
    }

    @Test
    void twoPollsMeasureTheSimulatedLoad() {
        DemoNode node = cluster.node("vod-1");
        for (int i = 1; i <= 30; i++) {
            long begin = clock.millis() - 2 * HOUR - i * 1_000L;
            node.play(new PlayOrder("s" + i, String.format("cam-%03d", i), begin, begin, i % 2 + 1, Quality.MAIN));
        }
        SimulatedLoad simulated = node.load();
        poller.poll(false);

        clock.advance(Duration.ofMillis(Noise.PERIOD_MS));
        LoadSample measured = poll("vod-1").loadSample().orElseThrow();

        assertThat(measured.net()).isCloseTo(simulated.net(), within(1e-4));
        assertThat(measured.cpu()).isCloseTo(simulated.cpu(), within(0.06));
        assertThat(measured.mem()).isCloseTo(node.load().mem(), within(1e-4));
    }

    @Test
    void garbledReplyDegradesOnlyThatNodeAndOnlyOnce() {
        cluster.garbleNextReply("vod-2");

        PollRound round = poller.poll(false);

        assertThat(round.node("vod-2").orElseThrow().health()).isEqualTo(NodeHealth.DEGRADED);
        assertThat(round.node("vod-2").orElseThrow().reason()).isNotBlank();
        assertThat(round.node("vod-1").orElseThrow().health()).isEqualTo(NodeHealth.OK);
        assertThat(round.node("vod-3").orElseThrow().health()).isEqualTo(NodeHealth.OK);
        assertThat(poll("vod-2").health()).isEqualTo(NodeHealth.OK);
    }

    @Test
    void hungNodeTimesOutWhileTheOthersAnswerAtOnce() {
        cluster.hangNextCommand("vod-3");

        PollRound round = poller.poll(false);

        NodePoll hung = round.node("vod-3").orElseThrow();
        assertThat(hung.health()).isEqualTo(NodeHealth.UNREACHABLE);
        assertThat(hung.failure()).isEqualTo(NodeFailure.TIMEOUT);
        for (String other : List.of("vod-1", "vod-2")) {
            NodePoll p = round.node(other).orElseThrow();
            assertThat(p.health()).isEqualTo(NodeHealth.OK);
            assertThat(Duration.ofNanos(p.elapsedNanos())).as("not held until the hung node's limit")
                    .isLessThan(COMMAND_LIMIT);
        }
        assertThat(poll("vod-3").health()).as("the node answers again").isEqualTo(NodeHealth.OK);
    }

    @Test
    void aHungCommandQuieterThanTheKeepAliveLimitKeepsItsSession() throws Exception {
        NodeConnection conn = clients.connection("vod-3").orElseThrow();
        conn.exec("true");
        int opened = cluster.sessionsOpened();
        cluster.hangNextCommand("vod-3");
        Duration quiet = SshSettings.KEEP_ALIVE.multipliedBy(SshSettings.KEEP_ALIVE_COUNT_MAX + 2L);

        // the demo server answers the keep-alives while the command says nothing: a timeout, not a lost session
        assertThatThrownBy(() -> conn.exec("vodnode status", quiet))
                .isInstanceOfSatisfying(NodeException.class, e -> assertThat(e.kind()).isEqualTo(NodeFailure.TIMEOUT));
        assertThat(conn.isConnected()).isTrue();
        conn.exec("true");
        assertThat(cluster.sessionsOpened()).as("no reconnect").isEqualTo(opened);
    }

    @Test
    void killedNodeBecomesUnreachableThenFailedAndRecoversWhenRevived() throws Exception {
        poller.poll(false);
        cluster.kill("vod-2");

        assertThat(poll("vod-2").health()).isEqualTo(NodeHealth.UNREACHABLE);
        waitPastBackoff();
        assertThat(poll("vod-2").health()).as("failed at the second missed poll").isEqualTo(NodeHealth.FAILED);
        assertThat(poll("vod-1").health()).isEqualTo(NodeHealth.OK);

        cluster.revive("vod-2");
        waitPastBackoff();

        assertThat(poll("vod-2").health()).isEqualTo(NodeHealth.OK);
    }

    private static void waitPastBackoff() throws InterruptedException {
        Thread.sleep(50);
    }
}
