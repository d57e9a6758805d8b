package org.voddesk.control.cluster;

import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.voddesk.core.NodeConfig;
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
 * loop grows from it. A node added, changed or retired while it runs ({@link #putNode}, {@link #removeNode}) changes
 * only that node's link, in the connections, the poller, the executor and the views alike; the other nodes keep
 * theirs. Closing it closes every SSH session (the executor belongs to the caller).
 */
public final class ClusterClient implements AutoCloseable {
    private volatile ClusterFile cluster;
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

    /** The nodes in use now (changed by {@link #putNode} and {@link #removeNode}). */
    public ClusterFile cluster() {
        return cluster;
    }

    /**
     * Node {@code node} is used from now on, in place of the one of the same name (closed: it reconnects with the
     * new settings or host key) or after the others when it is new. The next round polls it afresh; the other
     * nodes' links, health and sessions are untouched. Not concurrent with itself or {@link #removeNode}.
     */
    public void putNode(NodeConfig node) {
        List<NodeConfig> nodes = new ArrayList<>(cluster.nodes());
        int i = indexOf(nodes, node.name());
        if (i < 0) {
            nodes.add(node);
        } else {
            nodes.set(i, node);
        }
        cluster = new ClusterFile(cluster.knownHosts(), nodes, cluster.sites());
        NodeConnection link = ssh.connect(node);
        executor.put(link);
        poller.put(link);
        views.use(cluster);
    }

    /** Node {@code name} is no longer polled or commanded, and its connection is closed; others are untouched. */
    public void removeNode(String name) {
        List<NodeConfig> nodes = new ArrayList<>(cluster.nodes());
        int i = indexOf(nodes, name);
        if (i < 0) {
            return;
        }
        nodes.remove(i);
        cluster = new ClusterFile(cluster.knownHosts(), nodes, cluster.sites());
        views.use(cluster);
        poller.remove(name);
        executor.remove(name);
        ssh.disconnect(name);
    }

    private static int indexOf(List<NodeConfig> nodes, String name) {
        for (int i = 0; i < nodes.size(); i++) {
            if (nodes.get(i).name().equals(name)) {
                return i;
            }
        }
        return -1;
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

    /**
     * Whether any node's connection ended since it was last used: closed or reset (a crash), or keep-alives
     * unanswered (a frozen host). No I/O, loop-safe.
     */
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
