package org.voddesk.node;

import org.voddesk.core.NodeFailure;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.Quality;
import org.voddesk.core.RecordingSegment;
import org.voddesk.node.proc.ProcSamples;
import org.voddesk.node.protocol.PollScript;
import org.voddesk.node.protocol.ReportedSession;
import org.voddesk.node.protocol.VodnodeFormat;
import org.voddesk.node.ssh.HostKeyException;

class PollerTest {
    private static final PollSettings SETTINGS = new PollSettings(3, 2, Duration.ofSeconds(5), Duration.ofSeconds(5));
    /**
     * The round limit of the tests with a hung node: each waits that long, and a healthy fake must answer within
     * it however busy the machine is, so the limit is generous rather than short.
     */
    private static final PollSettings QUICK = SETTINGS.withTimeouts(Duration.ofSeconds(2), Duration.ofSeconds(2));
    private final CountDownLatch release = new CountDownLatch(1);
    private ExecutorService pool;
    private String proc;

    @BeforeEach
    void setUp() throws Exception {
        pool = Executors.newFixedThreadPool(4);
        proc = ProcSamples.sample();
    }

    @AfterEach
    void tearDown() {
        release.countDown();
        pool.shutdownNow();
    }

    private FakeLink.Behaviour healthy(String node, List<ReportedSession> sessions) {
        return command -> FakeLink.out(PollScript.reply(proc, VodnodeFormat.status(node, sessions),
                command.contains("'recordings'") ? VodnodeFormat.recordings(node,
                        List.of(new RecordingSegment("cam-1", 0, 1000, 1))) : null));
    }

    private Poller poller(PollSettings settings, FakeLink... links) {
        return new Poller(List.of(links), pool, settings, Clock.systemUTC());
    }

    private static FakeLink.Behaviour unreachable() {
        return c -> {
            throw new NodeException(NodeFailure.UNREACHABLE, "connection refused");
        };
    }

    @Test
    void healthyNodeIsOkWithItsSessions() {
        ReportedSession s = new ReportedSession("s1", "cam-1", 0, 5, 1, 1000, Quality.MAIN);
        NodePoll p = poller(SETTINGS, new FakeLink("a", healthy("a", List.of(s)))).poll().nodes().get(0);
        assertThat(p.health()).isEqualTo(NodeHealth.OK);
        assertThat(p.reason()).isNull();
        assertThat(p.sessions()).containsExactly(s);
    }

    @Test
    void firstPollHasNoLoadAndSecondHasOne() {
        Poller poller = poller(SETTINGS, new FakeLink("a", healthy("a", List.of())));
        assertThat(poller.poll().nodes().get(0).loadSample()).isEmpty();
        // The fake's counters do not move, so no jiffies pass: still no sample, never a made-up one.
        assertThat(poller.poll().nodes().get(0).loadSample()).isEmpty();
    }

    @Test
    void recordingsAreReadOnTheCadenceAndKeptBetween() {
        FakeLink link = new FakeLink("a", healthy("a", List.of()));
        Poller poller = poller(SETTINGS, link);
        NodePoll first = poller.poll().nodes().get(0);
        NodePoll second = poller.poll().nodes().get(0);
        assertThat(first.recordingsFresh()).isTrue();
        assertThat(second.recordingsFresh()).isFalse();
        assertThat(second.recordings()).hasSize(1);
        assertThat(link.commands.get(1)).doesNotContain("recordings");
    }

    @Test
    void recordingsListedAgainUnchangedKeepTheListReadBefore() {
        Poller poller = poller(SETTINGS, new FakeLink("a", healthy("a", List.of())));
        NodePoll first = poller.poll().nodes().get(0);
        poller.poll();
        NodePoll third = poller.poll().nodes().get(0); // the cadence is 2: read again
        assertThat(third.recordingsFresh()).isTrue();
        assertThat(third.recordings()).isSameAs(first.recordings());
    }

    @Test
    void aChangedListingReplacesTheRecordings() {
        List<RecordingSegment> last = List.of(new RecordingSegment("cam-1", 0, 1000, 1));
        List<RecordingSegment> read = List.of(new RecordingSegment("cam-1", 0, 1000, 1),
                new RecordingSegment("cam-1", 1000, 2000, 1));
        assertThat(NodePoller.unchangedOrRead(last, read)).isEqualTo(read);
        assertThat(NodePoller.unchangedOrRead(last, new java.util.ArrayList<>(last))).isSameAs(last);
    }

    @Test
    void garbageReplyDegradesTheNodeWithTheReason() {
        FakeLink link = new FakeLink("a", c -> FakeLink.out(PollScript.reply(proc, "<html>500</html>\n", null)));
        NodePoll p = poller(SETTINGS, link).poll(false).nodes().get(0);
        assertThat(p.health()).isEqualTo(NodeHealth.DEGRADED);
        assertThat(p.reason()).startsWith("vodnode status reply: line 1: expected header");
    }

    @Test
    void missingAgentDegradesButKeepsProcReadable() {
        FakeLink link = new FakeLink("a", c -> new ExecResult(proc + "#vodnode-poll proc 0\n#vodnode-poll status 127\n",
                "sh: 1: vodnode: not found\n", 0, 1));
        Poller poller = poller(SETTINGS, link);
        NodePoll p = poller.poll(false).nodes().get(0);
        assertThat(p.health()).isEqualTo(NodeHealth.DEGRADED);
        assertThat(p.reason()).contains("exited with status 127", "vodnode: not found");
    }

    @Test
    void agentNamingAnotherNodeIsDegraded() {
        NodePoll p = poller(SETTINGS, new FakeLink("a", healthy("b", List.of()))).poll(false).nodes().get(0);
        assertThat(p.reason()).contains("reports node=b");
    }

    @Test
    void agentRefusingWithBadConfigShowsItsMessage() {
        FakeLink link = new FakeLink("a", c -> FakeLink.out(PollScript.reply(proc,
                "error code=bad-config message=streamer must be none or ffmpeg-hls\n", null)));
        assertThat(poller(SETTINGS, link).poll(false).nodes().get(0).reason())
                .isEqualTo("vodnode status refused: bad-config: streamer must be none or ffmpeg-hls");
    }

    @Test
    void truncatedReplyIsDegradedNotUnreachable() {
        FakeLink link = new FakeLink("a", c -> FakeLink.out(proc));
        assertThat(poller(SETTINGS, link).poll(false).nodes().get(0).health()).isEqualTo(NodeHealth.DEGRADED);
    }

    @Test
    void silentNodeIsUnreachableThenFailedAfterThreePolls() {
        Poller poller = poller(SETTINGS, new FakeLink("a", unreachable()));
        assertThat(poller.poll().nodes().get(0).health()).isEqualTo(NodeHealth.UNREACHABLE);
        assertThat(poller.poll().nodes().get(0).health()).isEqualTo(NodeHealth.UNREACHABLE);
        assertThat(poller.poll().nodes().get(0).health()).isEqualTo(NodeHealth.FAILED);
    }

    @Test
    void failedNodeIsOkAgainWhenItAnswers() {
        FakeLink link = new FakeLink("a", unreachable());
        Poller poller = poller(SETTINGS, link);
        for (int i = 0; i < 3; i++) {
            poller.poll();
        }
        link.become(healthy("a", List.of()));
        assertThat(poller.poll().nodes().get(0).health()).isEqualTo(NodeHealth.OK);
    }

    @Test
    void unreachableReasonAndKindAreKept() {
        NodePoll p = poller(SETTINGS, new FakeLink("a", unreachable())).poll().nodes().get(0);
        assertThat(p.failure()).isEqualTo(NodeFailure.UNREACHABLE);
        assertThat(p.reason()).isEqualTo("connection refused");
    }

    @Test
    void refusedHostKeyCarriesItsFingerprint() {
        FakeLink link = new FakeLink("a", c -> {
            throw new HostKeyException(NodeFailure.HOST_KEY_CHANGED, "[h]:2", "ssh-ed25519", "SHA256:abc", "kh");
        });
        NodePoll p = poller(SETTINGS, link).poll().nodes().get(0);
        assertThat(p.failure()).isEqualTo(NodeFailure.HOST_KEY_CHANGED);
        assertThat(p.hostKeyFingerprint()).isEqualTo("SHA256:abc");
    }

    @Test
    void hostKeyRefusalRepeatedDuringBackoffKeepsItsFingerprint() {
        // What NodeConnection throws while its backoff holds off the next handshake: the refusal as the cause.
        HostKeyException refusal = new HostKeyException(NodeFailure.HOST_KEY_CHANGED, "[h]:2", "ssh-ed25519",
                "SHA256:abc", "kh");
        FakeLink link = new FakeLink("a", c -> {
            throw new NodeException(refusal.kind(), refusal.getMessage() + " (next attempt in 1.0 s)", refusal);
        });
        NodePoll p = poller(SETTINGS, link).poll().nodes().get(0);
        assertThat(p.failure()).isEqualTo(NodeFailure.HOST_KEY_CHANGED);
        assertThat(p.hostKeyFingerprint()).isEqualTo("SHA256:abc");
    }

    @Test
    void hungNodeDoesNotDelayTheOthers() {
        FakeLink hung = new FakeLink("hung", c -> {
            release.await(30, TimeUnit.SECONDS);
            throw new NodeException(NodeFailure.TIMEOUT, "late");
        });
        PollRound round = poller(QUICK, new FakeLink("a", healthy("a", List.of())), hung).poll(false);
        assertThat(round.node("a").orElseThrow().health()).isEqualTo(NodeHealth.OK);
        assertThat(round.node("hung").orElseThrow().health()).isEqualTo(NodeHealth.UNREACHABLE);
        assertThat(round.node("hung").orElseThrow().reason()).contains("round limit");
    }

    @Test
    void nodeStillBusyFromTheLastRoundIsReportedNotPolledTwice() {
        FakeLink hung = new FakeLink("hung", c -> {
            release.await(30, TimeUnit.SECONDS);
            throw new NodeException(NodeFailure.TIMEOUT, "late");
        });
        Poller poller = poller(QUICK, hung);
        poller.poll(false);
        NodePoll second = poller.poll(false).nodes().get(0);
        assertThat(second.reason()).contains("previous poll is still running");
        assertThat(hung.commands).hasSize(1);
    }

    @Test
    void resultsFollowTheClusterOrder() {
        PollRound round = poller(SETTINGS, new FakeLink("b", healthy("b", List.of())),
                new FakeLink("a", healthy("a", List.of()))).poll();
        assertThat(round.nodes()).extracting(NodePoll::node).containsExactly("b", "a");
    }

    @Test
    void asyncRoundReturnsWhileTheNodesAreStillAnswering() throws Exception {
        CountDownLatch asked = new CountDownLatch(1);
        FakeLink slow = new FakeLink("slow", c -> {
            asked.countDown();
            release.await(30, TimeUnit.SECONDS);
            return healthy("slow", List.of()).answer(c);
        });
        var round = poller(SETTINGS, slow).pollAsync();
        asked.await(30, TimeUnit.SECONDS);

        assertThat(round).isNotDone();
        release.countDown();
        assertThat(round.get(30, TimeUnit.SECONDS).node("slow").orElseThrow().health()).isEqualTo(NodeHealth.OK);
    }

    @Test
    void asyncRoundReportsAHungNodeAtTheRoundLimitAndTheOthersAsUsual() {
        FakeLink hung = new FakeLink("hung", c -> {
            release.await(30, TimeUnit.SECONDS);
            throw new NodeException(NodeFailure.TIMEOUT, "late");
        });
        PollRound round = poller(QUICK, new FakeLink("a", healthy("a", List.of())), hung).pollAsync().join();

        assertThat(round.node("a").orElseThrow().health()).isEqualTo(NodeHealth.OK);
        assertThat(round.node("hung").orElseThrow().health()).isEqualTo(NodeHealth.UNREACHABLE);
        assertThat(round.node("hung").orElseThrow().reason()).contains("round limit");
    }

    @Test
    void asyncRoundsShareTheRecordingsCadence() {
        FakeLink a = new FakeLink("a", healthy("a", List.of()));
        Poller poller = poller(SETTINGS, a);

        PollRound first = poller.pollAsync().join();
        poller.poll();

        assertThat(first.node("a").orElseThrow().recordingsFresh()).isTrue();
        assertThat(a.commands).hasSize(2);
        assertThat(a.commands.get(1)).doesNotContain("'recordings'");
    }

    @Test
    void afterTheFirstRoundEachNodeReReadsItsRecordingsInARoundOfItsOwn() {
        FakeLink[] links = new FakeLink[4];
        for (int i = 0; i < links.length; i++) {
            links[i] = new FakeLink("n" + i, healthy("n" + i, List.of()));
        }
        Poller poller = poller(SETTINGS, links); // every 2nd round
        for (int round = 0; round < 3; round++) {
            PollRound r = poller.poll();
            List<Boolean> fresh = r.nodes().stream().map(NodePoll::recordingsFresh).toList();
            switch (round) {
                case 0 -> assertThat(fresh).containsExactly(true, true, true, true);
                case 1 -> assertThat(fresh).containsExactly(false, true, false, true);
                default -> assertThat(fresh).containsExactly(true, false, true, false);
            }
        }
    }

    @Test
    void aNodeDownAtTheFirstRoundReadsItsRecordingsAtItsFirstAnswer() {
        boolean[] up = {false};
        FakeLink.Behaviour healthy = healthy("a", List.of());
        FakeLink link = new FakeLink("a", c -> {
            if (!up[0]) {
                throw new NodeException(NodeFailure.UNREACHABLE, "connection refused");
            }
            return healthy.answer(c);
        });
        Poller poller = poller(new PollSettings(3, 30, Duration.ofSeconds(5), Duration.ofSeconds(5)), link);
        poller.poll();
        up[0] = true;
        NodePoll second = poller.poll().nodes().get(0);
        assertThat(second.recordingsFresh()).isTrue();
        assertThat(second.recordings()).hasSize(1);
        assertThat(poller.poll().nodes().get(0).recordingsFresh()).isFalse();
    }
}
