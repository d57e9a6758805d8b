package org.voddesk.control.admin;

import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.control.cluster.ClusterClient;
import org.voddesk.control.moves.FailureHandler;
import org.voddesk.control.state.LoopState;
import org.voddesk.control.state.Publisher;
import org.voddesk.core.NodeConfig;
import org.voddesk.core.Session;
import org.voddesk.node.CommandExecutor;
import org.voddesk.node.CommandOutcome;

/**
 * Applies a node change to the running loop (Settings screen, issue 11 §6): only the changed node reconnects, and
 * the other nodes' links, health and sessions are untouched. An added or edited node, or one whose host key was
 * accepted or replaced, gets a fresh link that the next round polls; a retired node's sessions are re-homed or
 * ended first, their copies on it are stopped, and then its link is closed. Loop thread only.
 */
public final class LiveNodes {
    private static final Logger LOG = LoggerFactory.getLogger(LiveNodes.class);
    /** What a result message says about a change that applied to the running loop. */
    static final String APPLIED = " The running console uses it from the next round; the other nodes are untouched.";

    private final ClusterClient client;
    private final CommandExecutor nodes;
    private final LoopState loop;
    private final FailureHandler failures;
    private final Publisher publisher;

    public LiveNodes(ClusterClient client, CommandExecutor nodes, LoopState loop, FailureHandler failures,
                     Publisher publisher) {
        this.client = client;
        this.nodes = nodes;
        this.loop = loop;
        this.failures = failures;
        this.publisher = publisher;
    }

    /** {@code node} (added, edited, or with a new host key) is polled and commanded over a new link from now on. */
    public void applied(NodeConfig node) {
        client.putNode(node);
        LOG.info("node {} applied to the running loop: {}", node.name(), NodeChecks.describe(node));
    }

    /** Whether {@code name} is one of the nodes the running loop polls. */
    public boolean running(String name) {
        return client.cluster().node(name).isPresent();
    }

    /**
     * {@code name} leaves the running loop: its sessions are re-homed or ended, the copies left on it are stopped,
     * its link is closed and it leaves the published state. Returns what happened to its sessions.
     */
    public String retired(String name, String by) {
        if (!running(name)) {
            return "it was not in the running cluster";
        }
        List<String> ids = loop.sessionsOn(name).stream().map(Session::id).toList();
        String handled = failures.nodeRetired(name, by);
        ids.forEach(id -> stopCopy(name, id));
        client.removeNode(name);
        loop.nodeRemoved(name);
        publisher.publish();
        return handled;
    }

    /** Best effort: a moved session's copy is gone already (the agent says so), an ended one's is stopped now. */
    private void stopCopy(String node, String id) {
        CommandOutcome out = nodes.stop(node, id);
        if (!(out instanceof CommandOutcome.Done)) {
            LOG.debug("retiring {}: stop of {} answered {}", node, id, out.describe());
        }
    }
}
