package org.voddesk.node.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.Quality;
import org.voddesk.node.CommandExecutor;
import org.voddesk.node.CommandOutcome;
import org.voddesk.node.MoveOutcome;
import org.voddesk.node.NodeLink;
import org.voddesk.node.NodePoll;
import org.voddesk.node.PollRound;
import org.voddesk.node.PollSettings;
import org.voddesk.node.Poller;
import org.voddesk.node.protocol.CommandReply;
import org.voddesk.node.protocol.PlayArgs;
import org.voddesk.node.protocol.ReportedSession;
import org.voddesk.node.protocol.ShellWords;
import org.voddesk.node.protocol.VodnodeParser;
import org.voddesk.node.ssh.PassphraseProvider;
import org.voddesk.node.ssh.SshClients;
import org.voddesk.node.ssh.SshSettings;

/**
 * The {@code vodnode/1} conformance suite: what every node must do, checked through the console's real client
 * stack (JSch sessions, poller, command executor). Subclasses supply the nodes: real OpenSSH servers running the
 * shell agent, or the embedded demo cluster. The nodes are started once per class; after each test every session
 * left on them is stopped.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class NodeConformanceSuite {
    protected NodeFixture fixture;
    protected SshClients clients;
    protected Poller poller;
    protected CommandExecutor executor;
    private ExecutorService pool;

    /** Starts the nodes under test in {@code dir}. */
    protected abstract NodeFixture startNodes(Path dir) throws Exception;

    @BeforeAll
    void startClusterAndClients(@TempDir Path dir) throws Exception {
        fixture = startNodes(dir);
        SshSettings ssh = SshSettings.DEFAULT.withTimeouts(Duration.ofSeconds(10), Duration.ofSeconds(15));
        clients = SshClients.open(fixture.cluster(), ssh, PassphraseProvider.NONE);
        pool = Executors.newFixedThreadPool(4);
        List<NodeLink> links = List.copyOf(clients.all());
        poller = new Poller(links, pool, PollSettings.DEFAULT.withTimeouts(Duration.ofSeconds(15),
                Duration.ofSeconds(30)), Clock.systemUTC());
        executor = new CommandExecutor(links, Duration.ofSeconds(15), Clock.systemUTC());
    }

    @AfterEach
    void stopLeftoverSessions() {
        if (poller == null) {
            return;
        }
        for (NodePoll n : poller.poll(false).nodes()) {
            n.sessions().forEach(s -> executor.stop(n.node(), s.id()));
        }
    }

    @AfterAll
    void stopClusterAndClients() throws Exception {
        if (clients != null) {
            clients.close();
        }
        if (pool != null) {
            pool.shutdownNow();
        }
        if (fixture != null) {
            fixture.close();
        }
    }

    protected String node(int i) {
        return fixture.cluster().nodes().get(i).name();
    }

    private PlayArgs play(String session) {
        return PlayArgs.fresh(session, fixture.camera(), fixture.playableMs(), 1, Quality.MAIN);
    }

    private List<ReportedSession> sessionsOn(String node) {
        NodePoll p = poller.poll(false).node(node).orElseThrow();
        assertThat(p.health()).as(p.reason()).isEqualTo(NodeHealth.OK);
        return p.sessions();
    }

    private CommandReply raw(String node, List<String> words) throws Exception {
        NodeLink link = clients.connection(node).orElseThrow();
        return VodnodeParser.parseCommandReply(link.exec(ShellWords.join(words), Duration.ofSeconds(15)).stdout());
    }

    private String agent(String node) {
        return fixture.cluster().node(node).orElseThrow().agent();
    }

    @Test
    void everyNodeAnswersTheFirstPollWithoutSessions() {
        PollRound round = poller.poll(true);
        assertThat(round.nodes()).hasSize(fixture.cluster().nodes().size())
                .allSatisfy(n -> {
                    assertThat(n.health()).as(n.node() + ": " + n.reason()).isEqualTo(NodeHealth.OK);
                    assertThat(n.sessions()).isEmpty();
                });
    }

    @Test
    void secondPollHasUtilisationInPercent() throws Exception {
        poller.poll(false);
        fixture.letCpuTimePass();
        NodePoll second = poller.poll(false).nodes().get(0);
        assertThat(second.loadSample()).as("%s %s: %s", second.node(), second.health(), second.reason())
                .hasValueSatisfying(s -> {
                    assertThat(s.cpu()).isBetween(0.0, 100.0);
                    assertThat(s.mem()).isBetween(0.0, 100.0);
                    assertThat(s.net()).isBetween(0.0, 100.0);
                });
    }

    @Test
    void recordingsIncludeTheCamerasSegment() {
        NodePoll p = poller.poll(true).nodes().get(0);
        assertThat(p.recordingsFresh()).isTrue();
        assertThat(p.recordings()).anySatisfy(r -> {
            assertThat(r.cameraId()).isEqualTo(fixture.camera());
            assertThat(r.contains(fixture.playableMs())).isTrue();
        });
    }

    @Test
    void playStartsASessionThatStatusReports() throws Exception {
        CommandOutcome out = executor.play(node(0), play("conf-play"));
        assertThat(out).isInstanceOf(CommandOutcome.Done.class);
        fixture.assertStreaming(node(0), "conf-play", ((CommandOutcome.Done) out).url());
        assertThat(sessionsOn(node(0))).singleElement().satisfies(s -> {
            assertThat(s.id()).isEqualTo("conf-play");
            assertThat(s.cameraId()).isEqualTo(fixture.camera());
            assertThat(s.beginMs()).isEqualTo(fixture.playableMs());
            assertThat(s.positionMs()).isGreaterThanOrEqualTo(fixture.playableMs());
            assertThat(s.quality()).isEqualTo(Quality.MAIN);
        });
    }

    @Test
    void rateChangeIsReportedByStatus() {
        executor.play(node(0), play("conf-rate"));
        assertThat(executor.rate(node(0), "conf-rate", 2).ok()).isTrue();
        assertThat(sessionsOn(node(0))).singleElement().satisfies(s -> assertThat(s.rate()).isEqualTo(2.0));
    }

    @Test
    void stopEndsTheSession() throws Exception {
        executor.play(node(0), play("conf-stop"));
        assertThat(executor.stop(node(0), "conf-stop")).isInstanceOf(CommandOutcome.Done.class);
        assertThat(sessionsOn(node(0))).isEmpty();
        fixture.assertNotStreaming(node(0), "conf-stop");
    }

    @Test
    void unknownCameraIsRefused() {
        CommandOutcome out = executor.play(node(0), PlayArgs.fresh("conf-x", "no-such-cam", fixture.playableMs(), 1,
                Quality.MAIN));
        assertThat(out).isInstanceOfSatisfying(CommandOutcome.Refused.class,
                r -> assertThat(r.code()).isEqualTo("unknown-camera"));
    }

    @Test
    void instantWithoutRecordingIsRefused() {
        CommandOutcome out = executor.play(node(0), PlayArgs.fresh("conf-x", fixture.camera(), fixture.unrecordedMs(),
                1, Quality.MAIN));
        assertThat(out).isInstanceOfSatisfying(CommandOutcome.Refused.class,
                r -> assertThat(r.code()).isEqualTo("no-recording"));
    }

    @Test
    void duplicateSessionIsRefused() {
        executor.play(node(0), play("conf-dup"));
        assertThat(executor.play(node(0), play("conf-dup"))).isInstanceOfSatisfying(CommandOutcome.Refused.class,
                r -> assertThat(r.code()).isEqualTo("session-exists"));
    }

    @Test
    void stoppingAnUnknownSessionIsRefused() {
        assertThat(executor.stop(node(0), "never-started")).isInstanceOfSatisfying(CommandOutcome.Refused.class,
                r -> assertThat(r.code()).isEqualTo("unknown-session"));
    }

    @Test
    void rateOfAnUnknownSessionIsRefused() {
        assertThat(executor.rate(node(0), "never-started", 2)).isInstanceOfSatisfying(CommandOutcome.Refused.class,
                r -> assertThat(r.code()).isEqualTo("unknown-session"));
    }

    @Test
    void moveStartsOnTargetThenStopsOnSource() {
        executor.play(node(0), play("conf-move"));
        MoveOutcome out = executor.move("conf-move", node(0), node(1));
        assertThat(out).isInstanceOfSatisfying(MoveOutcome.Moved.class,
                m -> assertThat(m.positionMs()).isGreaterThanOrEqualTo(fixture.playableMs()));
        assertThat(sessionsOn(node(0))).isEmpty();
        assertThat(sessionsOn(node(1))).singleElement().satisfies(s -> assertThat(s.id()).isEqualTo("conf-move"));
    }

    @Test
    void refusedMoveLeavesTheSourcePlaying() {
        executor.play(node(0), play("conf-keep"));
        executor.play(node(1), play("conf-keep"));
        MoveOutcome out = executor.move("conf-keep", node(0), node(1));
        assertThat(out).isInstanceOfSatisfying(MoveOutcome.NotMoved.class,
                m -> assertThat(m.reason()).contains("session-exists"));
        assertThat(sessionsOn(node(0))).singleElement().satisfies(s -> assertThat(s.id()).isEqualTo("conf-keep"));
    }

    @Test
    void agentRefusesShellSyntaxInACameraId() throws Exception {
        CommandReply r = raw(node(0), List.of(agent(node(0)), "play", "--session", "h1", "--camera", "; rm -rf /",
                "--begin", Long.toString(fixture.playableMs())));
        assertThat(r).isInstanceOfSatisfying(CommandReply.Refused.class, x -> assertThat(x.code()).isEqualTo("bad-argument"));
    }

    @Test
    void agentRefusesCommandSubstitutionInACameraId() throws Exception {
        CommandReply r = raw(node(0), List.of(agent(node(0)), "play", "--session", "h2", "--camera", "$(id)",
                "--begin", Long.toString(fixture.playableMs())));
        assertThat(r).isInstanceOfSatisfying(CommandReply.Refused.class, x -> assertThat(x.code()).isEqualTo("bad-argument"));
    }

    @Test
    void agentRefusesQuotesInASessionId() throws Exception {
        CommandReply r = raw(node(0), List.of(agent(node(0)), "stop", "--session", "a'b\"c"));
        assertThat(r).isInstanceOfSatisfying(CommandReply.Refused.class, x -> assertThat(x.code()).isEqualTo("bad-argument"));
    }

    @Test
    void agentRefusesATenKilobyteCameraId() throws Exception {
        CommandReply r = raw(node(0), List.of(agent(node(0)), "play", "--session", "h3", "--camera", "c".repeat(10_240),
                "--begin", Long.toString(fixture.playableMs())));
        assertThat(r).isInstanceOfSatisfying(CommandReply.Refused.class, x -> assertThat(x.code()).isEqualTo("bad-argument"));
    }

    @Test
    void agentRefusesDotDotAsACameraOrSessionId() throws Exception {
        CommandReply camera = raw(node(0), List.of(agent(node(0)), "play", "--session", "h4", "--camera", "..",
                "--begin", Long.toString(fixture.playableMs())));
        CommandReply session = raw(node(0), List.of(agent(node(0)), "stop", "--session", ".."));
        assertThat(List.of(camera, session)).allSatisfy(r -> assertThat(r).isInstanceOfSatisfying(
                CommandReply.Refused.class, x -> assertThat(x.code()).isEqualTo("bad-argument")));
    }

    @Test
    void agentRefusesAnUnknownCommand() throws Exception {
        CommandReply r = raw(node(0), List.of(agent(node(0)), "reboot"));
        assertThat(r).isInstanceOfSatisfying(CommandReply.Refused.class,
                x -> assertThat(x.code()).isIn("unknown-command", "bad-argument"));
    }

    @Test
    void hostileArgumentsLeaveNoSession() throws Exception {
        raw(node(0), List.of(agent(node(0)), "play", "--session", "$(id)", "--camera", fixture.camera(),
                "--begin", Long.toString(fixture.playableMs())));
        assertThat(sessionsOn(node(0))).isEmpty();
    }
}
