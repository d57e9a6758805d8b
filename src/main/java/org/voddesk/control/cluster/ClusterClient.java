package org.voddesk.control.cluster;

import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import org.voddesk.core.LoadModel;
import org.voddesk.node.cluster.ClusterFile;
import org.voddesk.node.CommandExecutor;
import org.voddesk.node.NodeLink;
import org.voddesk.node.PollRound;
import org.voddesk.node.PollSettings;
import org.voddesk.node.Poller;
import org.voddesk.node.ssh.PassphraseProvider;
import org.voddesk.node.ssh.NodeConnection;
import org.voddesk.node.ssh.SshClients;
import org.voddesk.node.ssh.SshSettings;

/**
 * The console's live link to one cluster: its SSH connections (one session per node), the poller and the command
 * executor over them, and the views policies read. The command line uses it for one-shot commands; the control
 * loop grows from it. Closing it closes every SSH session (the executor belongs to the caller).
 */
public final class ClusterClient implements AutoCloseable {
    private final ClusterFile cluster;
    private final SshClients ssh;
    private final Poller poller;
    private final CommandExecutor executor;
    private final ClusterViews views;

    private ClusterClient(ClusterFile cluster, SshClients ssh, Poller poller, CommandExecutor executor,
                          ClusterViews views) {
        this.cluster = cluster;
        this.ssh = ssh;
        this.poller = poller;
        this.executor = executor;
        this.views = views;
    }

    /**
     * Sets up connections to every node of {@code cluster} (none is opened until first used).
     *
     * @param pool runs the per-node polls; its size bounds concurrent polls
     * @throws IOException when the known_hosts file cannot be read
     */
    public static ClusterClient open(ClusterFile cluster, SshSettings sshSettings, PollSettings pollSettings,
                                     PassphraseProvider passphrases, ExecutorService pool, Clock clock)
            throws IOException {
        return open(cluster, sshSettings, pollSettings, passphrases, pool, pool, clock);
    }

    /**
     * As {@link #open(ClusterFile, SshSettings, PollSettings, PassphraseProvider, ExecutorService, Clock)}, with the
     * control commands (play, stop, rate, moves) on {@code commands}, a pool apart from the polls' so that no command
     * waits behind a poll.
     */
    public static ClusterClient open(ClusterFile cluster, SshSettings sshSettings, PollSettings pollSettings,
                                     PassphraseProvider passphrases, ExecutorService pool, Executor commands,
                                     Clock clock) throws IOException {
        SshClients ssh = SshClients.open(cluster, sshSettings, passphrases);
        List<NodeLink> links = List.copyOf(ssh.all());
        return new ClusterClient(cluster, ssh, new Poller(links, pool, pollSettings, clock),
                new CommandExecutor(links, sshSettings.commandTimeout(), clock, commands),
                new ClusterViews(cluster, LoadModel.DEFAULT));
    }

    public ClusterFile cluster() {
        return cluster;
    }

    public Poller poller() {
        return poller;
    }

    public CommandExecutor executor() {
        return executor;
    }

    public ClusterViews views() {
        return views;
    }

    /**
     * A round with utilisation figures from a standing start: utilisation needs two reads of /proc, so this polls
     * twice, {@code gap} apart, and returns the second round (the first also reads the recordings).
     */
    public PollRound primedPoll(Duration gap, boolean withRecordings) throws InterruptedException {
        poller.poll(withRecordings);
        Thread.sleep(gap.toMillis());
        return poller.poll(false);
    }

    /** Whether any node closed or reset its connection since it was last used (a crash; no I/O, loop-safe). */
    public boolean anyLinkLost() {
        return ssh.all().stream().anyMatch(NodeConnection::lostByPeer);
    }

    /** The SSH side: known_hosts, test connections, each node's connection (node administration). */
    public SshClients ssh() {
        return ssh;
    }

    @Override
    public void close() {
        ssh.close();
    }
}
