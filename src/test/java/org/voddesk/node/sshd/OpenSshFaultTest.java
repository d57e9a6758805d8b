package org.voddesk.node.sshd;

import org.voddesk.core.HostKeyVerdict;
import org.voddesk.core.NodeFailure;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.SiteHops;
import org.voddesk.node.cluster.ClusterFile;
import org.voddesk.core.NodeConfig;
import org.voddesk.node.NodePoll;
import org.voddesk.node.PollRound;
import org.voddesk.node.PollSettings;
import org.voddesk.node.Poller;
import org.voddesk.node.ExecResult;
import org.voddesk.node.ssh.HostKeyException;
import org.voddesk.node.ssh.HostKeys;
import org.voddesk.node.ssh.KnownHostsStore;
import org.voddesk.node.ssh.NodeConnection;
import org.voddesk.node.ssh.PassphraseProvider;
import org.voddesk.node.ssh.SshClients;
import org.voddesk.node.ssh.SshSettings;

/**
 * Faults against real OpenSSH servers: a node killed mid-poll, a hanging command, garbage, host keys unknown,
 * changed and hashed, wrong and encrypted client keys, a node going down and coming back. Each yields the right
 * state or a clear refusal, and the healthy node beside it keeps answering.
 */
class OpenSshFaultTest {
    // Generous limits: the machine running the tests may be heavily loaded; only the hang test uses a short one.
    private static final SshSettings SSH = SshSettings.DEFAULT.withTimeouts(Duration.ofSeconds(20), Duration.ofSeconds(20))
            .withBackoff(Duration.ofMillis(10), Duration.ofMillis(10));
    private static final PollSettings POLL = PollSettings.DEFAULT.withTimeouts(Duration.ofSeconds(20),
            Duration.ofSeconds(60));
    private static final PollSettings QUICK = PollSettings.DEFAULT.withTimeouts(Duration.ofSeconds(10),
            Duration.ofSeconds(60));

    @TempDir
    Path dir;
    private final List<AutoCloseable> closeables = new ArrayList<>();
    private ExecutorService pool;
    private OpenSshNodes healthy;

    @BeforeEach
    void startHealthyNode() throws Exception {
        OpenSshd.assumeAvailable();
        pool = Executors.newFixedThreadPool(4);
        healthy = OpenSshNodes.start(Files.createDirectories(dir.resolve("healthy")), 1, "none", null, 3_600_000);
        closeables.add(healthy);
    }

    @AfterEach
    void closeAll() throws Exception {
        for (int i = closeables.size() - 1; i >= 0; i--) {
            closeables.get(i).close();
        }
        if (pool != null) {
            pool.shutdownNow();
        }
    }

    /** A second sshd whose single node "odd" runs {@code agentBody} as its agent. */
    private OpenSshd oddServer(Path key, String... extra) throws Exception {
        OpenSshd sshd = OpenSshd.start(Files.createDirectories(dir.resolve("odd")), List.of(Keys.pub(key)), extra);
        closeables.add(sshd);
        return sshd;
    }

    private NodeConfig oddNode(OpenSshd sshd, Path key, String agentBody) throws Exception {
        Path agent = OpenSshNodes.wrapper(dir.resolve("odd/agent"), agentBody);
        return new NodeConfig("odd", "127.0.0.1", sshd.port(), OpenSshd.user(), key.toString(), 1e9, null, agent.toString());
    }

    private Path clientKey() {
        return healthy.cluster().nodes().get(0).identityFile();
    }

    /** The healthy node plus {@code odd}, with a known_hosts file holding both servers' keys. */
    private ClusterFile cluster(NodeConfig odd, OpenSshd oddSshd) throws Exception {
        Path knownHosts = dir.resolve("known_hosts");
        Files.writeString(knownHosts, healthy.sshd().knownHostsLine() + "\n" + oddSshd.knownHostsLine() + "\n");
        return new ClusterFile(knownHosts, List.of(healthy.cluster().nodes().get(0), odd), SiteHops.FLAT);
    }

    private SshClients clients(ClusterFile cluster, SshSettings settings, PassphraseProvider passphrases)
            throws Exception {
        SshClients c = SshClients.open(cluster, settings, passphrases);
        closeables.add(c);
        return c;
    }

    private Poller poller(SshClients c) {
        return poller(c, POLL);
    }

    private Poller poller(SshClients c, PollSettings settings) {
        return new Poller(List.copyOf(c.all()), pool, settings, Clock.systemUTC());
    }

    private static NodePoll vod1(PollRound round) {
        return round.node("vod-1").orElseThrow();
    }

    private static NodePoll odd(PollRound round) {
        return round.node("odd").orElseThrow();
    }

    private static String sshKeygenFingerprint(Path publicKey) throws Exception {
        Process p = new ProcessBuilder("ssh-keygen", "-lf", publicKey.toString()).start();
        String out = new String(p.getInputStream().readAllBytes());
        p.waitFor();
        return out.split(" ")[1];
    }

    @Test
    void nodeKilledMidPollIsUnreachableWhileTheOtherAnswers() throws Exception {
        OpenSshd sshd = oddServer(clientKey());
        Path started = dir.resolve("odd/started");
        NodeConfig odd = oddNode(sshd, clientKey(), "touch " + started + "; sleep 60");
        Poller poller = poller(clients(cluster(odd, sshd), SSH.withTimeouts(Duration.ofSeconds(10),
                Duration.ofSeconds(20)), PassphraseProvider.NONE));
        Future<PollRound> round = CompletableFuture.supplyAsync(() -> poller.poll(false), pool);
        for (int i = 0; i < 500 && !Files.exists(started); i++) {
            Thread.sleep(20);
        }
        sshd.kill();
        PollRound r = round.get(60, TimeUnit.SECONDS);
        assertThat(odd(r).health()).as(odd(r).reason()).isEqualTo(NodeHealth.UNREACHABLE);
        assertThat(odd(r).reason()).contains("lost");
        assertThat(vod1(r).health()).as(vod1(r).reason()).isEqualTo(NodeHealth.OK);
    }

    @Test
    void commandHangingPastItsTimeoutIsCancelledAndOthersAnswer() throws Exception {
        OpenSshd sshd = oddServer(clientKey());
        NodeConfig odd = oddNode(sshd, clientKey(), "sleep 60");
        SshClients c = clients(cluster(odd, sshd), SSH, PassphraseProvider.NONE);
        c.connection("odd").orElseThrow().exec("true");
        c.connection("vod-1").orElseThrow().exec("true");
        PollRound r = poller(c, QUICK).poll(false);
        assertThat(odd(r).health()).as(odd(r).reason()).isEqualTo(NodeHealth.UNREACHABLE);
        assertThat(odd(r).failure()).as(odd(r).reason()).isEqualTo(NodeFailure.TIMEOUT);
        assertThat(vod1(r).health()).as(vod1(r).reason()).isEqualTo(NodeHealth.OK);
        assertThat(r.elapsedNanos()).isLessThan(Duration.ofSeconds(50).toNanos());
    }

    @Test
    void garbageFromTheAgentDegradesTheNodeWithTheLine() throws Exception {
        OpenSshd sshd = oddServer(clientKey());
        NodeConfig odd = oddNode(sshd, clientKey(), "echo 'vodnode/1 node=odd'; echo 'session id=x'; echo end");
        NodePoll p = odd(poller(clients(cluster(odd, sshd), SSH, PassphraseProvider.NONE)).poll(false));
        assertThat(p.health()).as(p.reason()).isEqualTo(NodeHealth.DEGRADED);
        assertThat(p.reason()).contains("vodnode status reply: line 2");
    }

    @Test
    void changedHostKeyIsRefusedWithTheNewFingerprintEvenWithAcceptNew() throws Exception {
        OpenSshd sshd = oddServer(clientKey());
        NodeConfig odd = oddNode(sshd, clientKey(), "exit 0");
        ClusterFile cluster = cluster(odd, sshd);
        Path otherKey = Keys.generate(dir.resolve("impostor"), "ed25519", "");
        String[] pub = Files.readString(Keys.pub(otherKey)).split(" ");
        Files.writeString(cluster.knownHosts(), healthy.sshd().knownHostsLine() + "\n[127.0.0.1]:" + sshd.port()
                + " " + pub[0] + " " + pub[1] + "\n");
        NodePoll p = odd(poller(clients(cluster, SSH.withAcceptNewHostKeys(true), PassphraseProvider.NONE)).poll(false));
        assertThat(p.failure()).isEqualTo(NodeFailure.HOST_KEY_CHANGED);
        assertThat(p.hostKeyFingerprint()).isEqualTo(sshKeygenFingerprint(Keys.pub(sshd.hostKey())));
        assertThat(p.reason()).contains("HOST KEY CHANGED");
    }

    @Test
    void unknownHostKeyIsRefusedByDefault() throws Exception {
        ClusterFile cluster = new ClusterFile(dir.resolve("empty_known_hosts"), healthy.cluster().nodes(),
                SiteHops.FLAT);
        NodePoll p = vod1(poller(clients(cluster, SSH, PassphraseProvider.NONE)).poll(false));
        assertThat(p.failure()).isEqualTo(NodeFailure.HOST_KEY_UNKNOWN);
        assertThat(p.hostKeyFingerprint()).isEqualTo(sshKeygenFingerprint(Keys.pub(healthy.sshd().hostKey())));
    }

    @Test
    void unknownHostKeyIsAcceptedAndRecordedWithAcceptNew() throws Exception {
        Path knownHosts = dir.resolve("kh/known_hosts");
        ClusterFile cluster = new ClusterFile(knownHosts, healthy.cluster().nodes(), SiteHops.FLAT);
        NodePoll p = vod1(poller(clients(cluster, SSH.withAcceptNewHostKeys(true), PassphraseProvider.NONE)).poll(false));
        assertThat(p.health()).as(p.reason()).isEqualTo(NodeHealth.OK);
        String line = healthy.sshd().knownHostsLine();
        byte[] key = java.util.Base64.getDecoder().decode(line.split(" ")[2]);
        assertThat(KnownHostsStore.load(knownHosts).check(line.split(" ")[0], key))
                .isEqualTo(HostKeyVerdict.KNOWN);
    }

    @Test
    void hashedKnownHostsEntryIsHonoured() throws Exception {
        Path knownHosts = dir.resolve("hashed_known_hosts");
        Files.writeString(knownHosts, healthy.sshd().knownHostsLine() + "\n");
        Process p = new ProcessBuilder("ssh-keygen", "-H", "-f", knownHosts.toString()).start();
        p.getInputStream().readAllBytes();
        p.waitFor();
        assertThat(Files.readString(knownHosts)).startsWith("|1|");
        ClusterFile cluster = new ClusterFile(knownHosts, healthy.cluster().nodes(), SiteHops.FLAT);
        NodePoll p2 = vod1(poller(clients(cluster, SSH, PassphraseProvider.NONE)).poll(false));
        assertThat(p2.health()).as(p2.reason()).isEqualTo(NodeHealth.OK);
    }

    @Test
    void wrongClientKeyIsRefusedAsAuthentication() throws Exception {
        Path stranger = Keys.generate(dir.resolve("stranger"), "ed25519", "");
        NodeConfig n = healthy.cluster().nodes().get(0);
        NodeConfig withStranger = new NodeConfig(n.name(), n.host(), n.port(), n.user(), stranger.toString(), 1e9, null, n.agent());
        ClusterFile cluster = new ClusterFile(healthy.cluster().knownHosts(), List.of(withStranger), SiteHops.FLAT);
        NodePoll p = vod1(poller(clients(cluster, SSH, PassphraseProvider.NONE)).poll(false));
        assertThat(p.failure()).isEqualTo(NodeFailure.AUTH_FAILED);
        assertThat(p.reason()).contains("authorized_keys");
    }

    @Test
    void rsaKeyAuthenticates() throws Exception {
        Path rsa = Keys.generate(dir.resolve("rsa"), "rsa", "");
        OpenSshd sshd = oddServer(rsa);
        NodeConfig odd = oddNode(sshd, rsa, "echo 'vodnode/1 node=odd'; echo end");
        NodePoll p = odd(poller(clients(cluster(odd, sshd), SSH, PassphraseProvider.NONE)).poll(false));
        assertThat(p.health()).as(p.reason()).isEqualTo(NodeHealth.OK);
    }

    @Test
    void encryptedKeyIsUnlockedOnceForTwoNodes() throws Exception {
        Path locked = Keys.generate(dir.resolve("locked"), "ed25519", "correct horse");
        OpenSshd sshd = oddServer(locked);
        NodeConfig odd = oddNode(sshd, locked, "echo 'vodnode/1 node=odd'; echo end");
        NodeConfig odd2 = new NodeConfig("odd2", odd.host(), odd.port(), odd.user(), locked.toString(), 1e9, null,
                OpenSshNodes.wrapper(dir.resolve("odd/agent2"), "echo 'vodnode/1 node=odd2'; echo end").toString());
        ClusterFile cluster = new ClusterFile(cluster(odd, sshd).knownHosts(), List.of(odd, odd2), SiteHops.FLAT);
        AtomicInteger asked = new AtomicInteger();
        PollRound r = poller(clients(cluster, SSH, (key, attempt) -> {
            asked.incrementAndGet();
            return "correct horse".toCharArray();
        })).poll(false);
        assertThat(r.nodes()).allSatisfy(n -> assertThat(n.health()).as(n.reason()).isEqualTo(NodeHealth.OK));
        assertThat(asked).hasValue(1);
    }

    @Test
    void wrongPassphraseIsAnAuthenticationFailureAfterThreeAttempts() throws Exception {
        Path locked = Keys.generate(dir.resolve("locked"), "ed25519", "correct horse");
        NodeConfig n = healthy.cluster().nodes().get(0);
        NodeConfig withLocked = new NodeConfig(n.name(), n.host(), n.port(), n.user(), locked.toString(), 1e9, null, n.agent());
        ClusterFile cluster = new ClusterFile(healthy.cluster().knownHosts(), List.of(withLocked), SiteHops.FLAT);
        AtomicInteger asked = new AtomicInteger();
        NodePoll p = vod1(poller(clients(cluster, SSH, (key, attempt) -> {
            asked.incrementAndGet();
            return "wrong".toCharArray();
        })).poll(false));
        assertThat(p.failure()).isEqualTo(NodeFailure.AUTH_FAILED);
        assertThat(p.reason()).contains("wrong passphrase");
        assertThat(asked).hasValue(3);
    }

    @Test
    void sessionIsReusedAcrossPolls() throws Exception {
        Poller poller = poller(clients(healthy.cluster(), SSH, PassphraseProvider.NONE));
        for (int i = 0; i < 3; i++) {
            NodePoll p = vod1(poller.poll(false));
            assertThat(p.health()).as(p.reason()).isEqualTo(NodeHealth.OK);
        }
        assertThat(healthy.sshd().log().split("Accepted publickey", -1)).hasSize(2);
    }

    @Test
    void nodeDownIsFailedAfterTwoPollsAndOkWhenItReturns() throws Exception {
        Poller poller = poller(clients(healthy.cluster(), SSH, PassphraseProvider.NONE));
        healthy.sshd().kill();
        List<NodeHealth> states = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            states.add(vod1(poller.poll(false)).health());
            Thread.sleep(20);
        }
        healthy.sshd().restart();
        NodePoll back = vod1(poller.poll(false));
        states.add(back.health());
        assertThat(states).as(back.reason()).containsExactly(NodeHealth.UNREACHABLE, NodeHealth.FAILED, NodeHealth.FAILED,
                NodeHealth.OK);
    }

    @Test
    void channelCapLetsMoreCommandsThanMaxSessionsSucceed() throws Exception {
        SshClients c = clients(healthy.cluster(), SSH.withMaxChannels(8), PassphraseProvider.NONE);
        NodeConnection conn = c.connection("vod-1").orElseThrow();
        List<Future<ExecResult>> runs = new ArrayList<>();
        ExecutorService many = Executors.newFixedThreadPool(12);
        try {
            for (int i = 0; i < 12; i++) {
                runs.add(many.submit(() -> conn.exec("sleep 0.3; echo done", Duration.ofSeconds(30))));
            }
            for (Future<ExecResult> f : runs) {
                assertThat(f.get(60, TimeUnit.SECONDS).stdout()).isEqualTo("done\n");
            }
        } finally {
            many.shutdownNow();
        }
    }

    @Test
    void refusedHostKeyExceptionNamesKnownHostsFile() throws Exception {
        ClusterFile cluster = new ClusterFile(dir.resolve("empty_kh"), healthy.cluster().nodes(), SiteHops.FLAT);
        SshClients c = clients(cluster, SSH, PassphraseProvider.NONE);
        try {
            c.connection("vod-1").orElseThrow().exec("true");
            throw new AssertionError("expected a refusal");
        } catch (HostKeyException e) {
            assertThat(e.getMessage()).contains("empty_kh", "--accept-new-host-keys");
            assertThat(e.host()).isEqualTo(HostKeys.knownHostsName("127.0.0.1", healthy.sshd().port()));
        }
    }

    @Test
    void frozenSshdIsFailedAtTheSecondPollAfterAChannelOpenTimeoutDroppedTheSession() throws Exception {
        SshClients c = clients(healthy.cluster(), SshSettings.DEFAULT, PassphraseProvider.NONE);
        Poller poller = poller(c, PollSettings.DEFAULT);
        assertThat(vod1(poller.poll(false)).health()).isEqualTo(NodeHealth.OK);
        healthy.sshd().freeze();
        try {
            NodePoll first = vod1(poller.poll(false));
            NodePoll second = vod1(poller.poll(false));
            assertThat(first.health()).as(first.reason()).isEqualTo(NodeHealth.UNREACHABLE);
            assertThat(first.failure()).isEqualTo(NodeFailure.TIMEOUT);
            assertThat(first.reason()).contains("did not open a command channel").contains("session dropped");
            // the dropped session is not waited on again: the second poll connects anew, and gets no answer within
            // the poll's timeout (not the longer connect timeout: the node has just missed a poll)
            assertThat(second.health()).as(second.reason()).isEqualTo(NodeHealth.FAILED);
            assertThat(second.reason()).contains("no answer from")
                    .contains("within " + PollSettings.DEFAULT.commandTimeout().toMillis() + " ms");
            assertThat(c.connection("vod-1").orElseThrow().isConnected()).isFalse();
        } finally {
            healthy.sshd().thaw();
        }
        org.voddesk.testing.Await.until("the thawed node answers again once its backoff has passed",
                Duration.ofSeconds(30), () -> vod1(poller.poll(false)).health() == NodeHealth.OK);
    }

    @Test
    void sshdFrozenForOneAndAHalfPollTimeoutsMissesOnePollAndIsNotFailed() throws Exception {
        Duration pollTimeout = Duration.ofSeconds(3);
        SshClients c = clients(healthy.cluster(), SshSettings.DEFAULT, PassphraseProvider.NONE);
        Poller poller = poller(c, PollSettings.DEFAULT.withTimeouts(pollTimeout, Duration.ofSeconds(60)));
        assertThat(vod1(poller.poll(false)).health()).isEqualTo(NodeHealth.OK);
        healthy.sshd().freeze();
        CompletableFuture<Void> thawed = CompletableFuture.runAsync(() -> thawAfter(pollTimeout.multipliedBy(3)
                .dividedBy(2)), pool);
        try {
            NodePoll first = vod1(poller.poll(false));
            boolean frozenWhenTheSecondBegan = !thawed.isDone();
            NodePoll second = vod1(poller.poll(false)); // reaches the server while it is frozen; answered once thawed
            assertThat(first.health()).as(first.reason()).isEqualTo(NodeHealth.UNREACHABLE);
            assertThat(frozenWhenTheSecondBegan).as("the second poll began before the thaw").isTrue();
            assertThat(second.health()).as(second.reason()).isEqualTo(NodeHealth.OK);
        } finally {
            thawed.get(30, TimeUnit.SECONDS);
        }
    }

    private void thawAfter(Duration delay) {
        try {
            Thread.sleep(delay.toMillis());
            healthy.sshd().thaw();
        } catch (Exception e) {
            throw new IllegalStateException("cannot thaw sshd", e);
        }
    }

    @Test
    void frozenSshdDropsAnIdleSessionByKeepAliveAndShowsAsALinkLostWithoutAPoll() throws Exception {
        SshClients c = clients(healthy.cluster(), SshSettings.DEFAULT, PassphraseProvider.NONE);
        NodeConnection conn = c.connection("vod-1").orElseThrow();
        conn.exec("true");
        healthy.sshd().freeze();
        try {
            // no command is sent: only the unanswered keep-alives can end the session
            org.voddesk.testing.Await.until("the keep-alives go unanswered and the session ends",
                    Duration.ofSeconds(30), conn::lostByPeer);
        } finally {
            healthy.sshd().thaw();
        }
    }

    @Test
    void keepAliveAnsweredLateOnceKeepsTheSession() throws Exception {
        SshClients c = clients(healthy.cluster(), SshSettings.DEFAULT, PassphraseProvider.NONE);
        NodeConnection conn = c.connection("vod-1").orElseThrow();
        conn.exec("true");
        long lastAnswer = System.nanoTime();
        healthy.sshd().freeze();
        // frozen until 1.5 keep-alive intervals after the last answer: the first keep-alive (sent 1 interval after
        // it) waits half an interval for its answer; the session would end only after (count max + 1) intervals
        long late = SshSettings.KEEP_ALIVE.multipliedBy(3).dividedBy(2).toNanos();
        try {
            Thread.sleep(Math.max(0, TimeUnit.NANOSECONDS.toMillis(late - (System.nanoTime() - lastAnswer))));
        } finally {
            healthy.sshd().thaw();
        }
        Thread.sleep(SshSettings.KEEP_ALIVE.multipliedBy(SshSettings.KEEP_ALIVE_COUNT_MAX + 1L).toMillis());
        assertThat(conn.lostByPeer()).isFalse();
        assertThat(conn.exec("echo again").stdout()).isEqualTo("again\n");
        assertThat(healthy.sshd().log().split("Accepted publickey", -1)).as("one login").hasSize(2);
    }

    @Test
    void aCommandQuietForLongerThanTheKeepAliveLimitFinishesOnItsSession() throws Exception {
        SshClients c = clients(healthy.cluster(), SshSettings.DEFAULT, PassphraseProvider.NONE);
        NodeConnection conn = c.connection("vod-1").orElseThrow();
        long quietMs = SshSettings.KEEP_ALIVE.multipliedBy(SshSettings.KEEP_ALIVE_COUNT_MAX + 2L).toMillis();
        ExecResult r = conn.exec("sleep " + quietMs / 1000.0 + "; echo done", Duration.ofSeconds(30));
        assertThat(r.stdout()).isEqualTo("done\n");
        assertThat(conn.isConnected()).isTrue();
        assertThat(healthy.sshd().log().split("Accepted publickey", -1)).as("one login").hasSize(2);
    }

    @Test
    void killedSshdShowsAsALinkLostByThePeerWithoutAPoll() throws Exception {
        SshClients c = clients(healthy.cluster(), SshSettings.DEFAULT, PassphraseProvider.NONE);
        c.connection("vod-1").orElseThrow().exec("true");
        assertThat(c.connection("vod-1").orElseThrow().lostByPeer()).isFalse();
        healthy.sshd().kill();
        org.voddesk.testing.Await.until("the session ends on the console's side", Duration.ofSeconds(30),
                () -> c.connection("vod-1").orElseThrow().lostByPeer());
    }
}
