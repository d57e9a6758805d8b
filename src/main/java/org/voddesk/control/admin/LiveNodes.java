package org.voddesk.control.admin;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.control.cluster.ClusterClient;
import org.voddesk.control.moves.Retirement;
import org.voddesk.control.state.CommandRunner;
import org.voddesk.control.state.LoopState;
import org.voddesk.control.state.Publisher;
import org.voddesk.core.NodeConfig;
import org.voddesk.core.Session;
import org.voddesk.node.CommandExecutor;
import org.voddesk.node.CommandOutcome;

/**
 * Applies a node change to the running loop (Settings screen): only the changed node reconnects, and
 * the other nodes' links, health and sessions are untouched. An added or edited node, or one whose host key was
 * accepted or replaced, gets a fresh link that the next round polls; a retired node's sessions are re-homed or
 * ended first, their copies on it are stopped, and then its link is closed, a chain of loop steps and node calls off
 * the loop. Loop thread only.
 */
public final class LiveNodes {
    private static final Logger LOG = LoggerFactory.getLogger(LiveNodes.class);
    /** What a result message says about a change that applied to the running loop. */
    static final String APPLIED = " The running console uses it from the next round; the other nodes are untouched.";

    private final ClusterClient client;
    private final CommandExecutor nodes;
    private final LoopState loop;
    private final Retirement retirement;
    private final Publisher publisher;
    private final CommandRunner commands;
    /** Nodes whose retirement is in flight: not added again until it is done. */
    private final Set<String> retiring = new HashSet<>();

    public LiveNodes(ClusterClient client, CommandExecutor nodes, LoopState loop, Retirement retirement,
                     Publisher publisher, CommandRunner commands) {
        this.client = client;
        this.nodes = nodes;
        this.loop = loop;
        this.retirement = retirement;
        this.publisher = publisher;
        this.commands = commands;
    }

    /** {@code node} (added, edited, or with a new host key) is polled and commanded over a new link from now on. */
    public void applied(NodeConfig node) {
        client.putNode(node);
        LOG.info("node {} applied to the running loop: {}", node.name(), NodeChecks.describe(node));
    }

    /** Whether {@code name} is being retired (its sessions moved off it, its link not closed yet). */
    public boolean retiring(String name) {
        return retiring.contains(name);
    }

    /** Whether {@code name} is one of the nodes the running loop polls. */
    public boolean running(String name) {
        return client.cluster().node(name).isPresent();
    }

    /**
     * {@code name} leaves the running loop: it takes no new work from now on; its sessions are re-homed or ended,
     * then the copies left on it are stopped, then its link is closed and it leaves the published state. The moves
     * and the stops call the node on the command pool ({@link CommandRunner#afterCall}), so a node that hangs holds
     * no loop thread; each step in between runs on the loop. The future completes on the loop thread with what
     * happened to its sessions.
     */
    public CompletableFuture<String> retired(String name, String by) {
        if (!running(name)) {
            return CompletableFuture.completedFuture("it was not in the running cluster");
        }
        retiring.add(name);
        loop.nodeRetiring(name);
        List<String> ids = loop.sessionsOn(name).stream().map(Session::id).toList();
        return retirement.nodeRetired(name, by)
                .thenCompose(handled -> commands.afterCall(stopCopies(name, ids), stopped -> removed(name, handled)));
    }

    /**
     * Best effort, on the command pool: a moved session's copy is gone already (the agent says so), an ended one's
     * is stopped now. Completes when every stop is answered; never exceptionally.
     */
    private CompletableFuture<Void> stopCopies(String node, List<String> ids) {
        CompletableFuture<?>[] stops = ids.stream().map(id -> nodes.stopAsync(node, id).handle((out, error) -> {
            if (error != null || !(out instanceof CommandOutcome.Done)) {
                LOG.debug("retiring {}: stop of {} answered {}", node, id, error != null ? error.toString()
                        : out.describe());
            }
            return null;
        })).toArray(CompletableFuture[]::new);
        return CompletableFuture.allOf(stops);
    }

    /** Step (loop thread): the node's link closes and it leaves the view and the statuses. */
    private String removed(String name, String handled) {
        client.removeNode(name);
        loop.nodeRemoved(name);
        retiring.remove(name);
        publisher.publish();
        return handled;
    }
}
