package org.voddesk.control;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.voddesk.core.NodeConfig;
import org.voddesk.core.ProbeReport;
import org.voddesk.control.admin.HostKeyCommands;
import org.voddesk.control.admin.NodeAdmin;
import org.voddesk.control.admin.Roles;
import org.voddesk.control.state.CommandRunner;

/**
 * The Settings screen's nodes and host keys (DESIGN.md, Screens 5), from {@link Control#nodeSettings()}: every
 * change is a supervisor's (checked against the user table at that moment) and audited; a node change applies to
 * the running loop at once, and only that node reconnects (docs/architecture.md, Control, "Nodes and host keys").
 */
public final class NodeSettings {
    private final Roles roles;
    private final CommandRunner runner;
    private final NodeAdmin nodeAdmin;
    private final HostKeyCommands hostKeys;

    NodeSettings(Roles roles, CommandRunner runner, NodeAdmin nodeAdmin, HostKeyCommands hostKeys) {
        this.roles = roles;
        this.runner = runner;
        this.nodeAdmin = nodeAdmin;
        this.hostKeys = hostKeys;
    }

    /**
     * The stored (active) nodes, by name, for any logged-in user. Any thread; returns at once. Never completes
     * exceptionally: a refusal (audited {@code <action>.refused} under the caller) or an error is a failed result whose
     * message says why. Role: any logged-in, enabled user.
     */
    public CompletableFuture<CommandResult<List<NodeConfig>>> nodesAsync(Principal by) {
        return runner.loopAsync("listing nodes", () -> {
            String why = roles.userRefusal(by, "node.list", null);
            return why != null ? CommandResult.failed("Log in first (" + why + ").")
                    : CommandResult.ok("Nodes.", nodeAdmin.nodes());
        });
    }

    /**
     * {@link #nodesAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same result and
     * role.
     */
    public CommandResult<List<NodeConfig>> nodes(Principal by) {
        return CommandRunner.await("listing nodes", nodesAsync(by));
    }

    /**
     * A supervisor adds a node (validated; audited {@code node.add} with its fields). It is stored and the running loop
     * polls it from the next round; the other nodes are untouched. Any thread; returns at once. Never completes
     * exceptionally: a refusal (audited {@code <action>.refused} under the caller) or an error is a failed result whose
     * message says why. Role: an enabled supervisor.
     */
    public CompletableFuture<CommandResult<NodeConfig>> addNodeAsync(Principal by, NodeConfig node) {
        return runner.loopAsync("adding a node", () -> nodeAdmin.add(by, node));
    }

    /**
     * {@link #addNodeAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same result and
     * role.
     */
    public CommandResult<NodeConfig> addNode(Principal by, NodeConfig node) {
        return CommandRunner.await("adding a node", addNodeAsync(by, node));
    }

    /**
     * A supervisor changes a stored node (audited {@code node.edit}, each field before -> after): only that node
     * reconnects, with its new settings; the other nodes and their sessions are untouched. Any thread; returns at once.
     * Never completes exceptionally: a refusal (audited {@code <action>.refused} under the caller) or an error is a
     * failed result whose message says why. Role: an enabled supervisor.
     */
    public CompletableFuture<CommandResult<NodeConfig>> editNodeAsync(Principal by, NodeConfig node) {
        return runner.loopAsync("changing a node", () -> nodeAdmin.edit(by, node));
    }

    /**
     * {@link #editNodeAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same result and
     * role.
     */
    public CommandResult<NodeConfig> editNode(Principal by, NodeConfig node) {
        return CommandRunner.await("changing a node", editNodeAsync(by, node));
    }

    /**
     * A supervisor retires a node (kept for its history; audited {@code node.retire}): its sessions are re-homed (moved
     * make-before-break) or ended with the reason, its link is closed and it is no longer polled. The moves and stops
     * call the node off the loop thread; the result comes once they are answered. Any thread; returns at once. Never
     * completes exceptionally: a refusal (audited {@code <action>.refused} under the caller) or an error is a failed
     * result whose message says why. Role: an enabled supervisor.
     */
    public CompletableFuture<CommandResult<NodeConfig>> retireNodeAsync(Principal by, String name) {
        return runner.loopCompose("retiring a node", () -> nodeAdmin.retire(by, name));
    }

    /**
     * {@link #retireNodeAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same result
     * and role.
     */
    public CommandResult<NodeConfig> retireNode(Principal by, String name) {
        return CommandRunner.await("retiring a node", retireNodeAsync(by, name));
    }

    /**
     * A supervisor writes the stored nodes to a cluster file (YAML; audited {@code cluster.export}). Any thread;
     * returns at once. Never completes exceptionally: a refusal (audited {@code <action>.refused} under the caller) or
     * an error is a failed result whose message says why. Role: an enabled supervisor.
     */
    public CompletableFuture<CommandResult<Path>> exportClusterAsync(Principal by, Path file) {
        return runner.loopAsync("exporting the cluster file", () -> nodeAdmin.exportCluster(by, file));
    }

    /**
     * {@link #exportClusterAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same result
     * and role.
     */
    public CommandResult<Path> exportCluster(Principal by, Path file) {
        return CommandRunner.await("exporting the cluster file", exportClusterAsync(by, file));
    }

    /**
     * A supervisor imports a cluster file: its nodes are added or updated (audited {@code node.import} per node, in one
     * transaction; a malformed file changes nothing); other stored nodes are kept; each imported node applies to the
     * running loop as an added or edited one. Any thread; returns at once. Never completes exceptionally: a refusal
     * (audited {@code <action>.refused} under the caller) or an error is a failed result whose message says why. Role:
     * an enabled supervisor.
     */
    public CompletableFuture<CommandResult<List<NodeConfig>>> importClusterAsync(Principal by, Path file) {
        return runner.loopAsync("importing a cluster file", () -> nodeAdmin.importCluster(by, file));
    }

    /**
     * {@link #importClusterAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same result
     * and role.
     */
    public CommandResult<List<NodeConfig>> importCluster(Principal by, Path file) {
        return CommandRunner.await("importing a cluster file", importClusterAsync(by, file));
    }

    /**
     * Connects once to {@code node} (need not be in the cluster; any logged-in user) and reports reachable or not and
     * why, the offered host-key fingerprint and whether known_hosts knows it (never accepted here), and the agent's
     * protocol; stores nothing. Connects on the work executor (not the loop's), bounded by the SSH timeouts. Ok only if
     * the login worked and the agent answered; the report is the value either way. Any thread; returns at once. Never
     * completes exceptionally: a refusal (audited {@code <action>.refused} under the caller) or an error is a failed
     * result whose message says why. Role: any logged-in, enabled user.
     */
    public CompletableFuture<CommandResult<ProbeReport>> testConnectionAsync(Principal by, NodeConfig node) {
        return hostKeys.testConnectionAsync(by, node);
    }

    /**
     * The join of {@link #testConnectionAsync}: blocks the caller until it completes, so never on the FX thread, and it
     * is refused on the loop thread (it would wait for SSH). Same result and role.
     */
    public CommandResult<ProbeReport> testConnection(Principal by, NodeConfig node) {
        return hostKeys.testConnection(by, node);
    }

    /**
     * A supervisor accepts a first-contact host key: the node is connected to now (off the loop thread, as {@link
     * #testConnection}) and its key is appended to known_hosts only if its fingerprint is {@code fingerprint} (the
     * {@code SHA256:...} the supervisor was shown); a mismatch is refused with both fingerprints. A changed key is
     * refused here (see {@link #replaceHostKey}). Audited {@code hostkey.accept}; the node is then polled normally from
     * the next round and its alarm clears. Any thread; returns at once. Never completes exceptionally: a refusal
     * (audited {@code <action>.refused} under the caller) or an error is a failed result whose message says why. Role:
     * an enabled supervisor.
     */
    public CompletableFuture<CommandResult<ProbeReport>> acceptHostKeyAsync(Principal by, String node,
                                                                            String fingerprint) {
        return hostKeys.decideAsync(by, node, fingerprint, false);
    }

    /**
     * The join of {@link #acceptHostKeyAsync}: blocks the caller until it completes, so never on the FX thread, and it
     * is refused on the loop thread (it would wait for SSH). Same result and role.
     */
    public CommandResult<ProbeReport> acceptHostKey(Principal by, String node, String fingerprint) {
        return hostKeys.decide(by, node, fingerprint, false);
    }

    /**
     * A supervisor replaces a CHANGED host key after a legitimate reinstall (OpenSSH would need the old line removed by
     * hand): as {@link #acceptHostKey}, and the old key's lines are removed from known_hosts. Audited {@code
     * hostkey.replace} with the removed and the new fingerprints. Any thread; returns at once. Never completes
     * exceptionally: a refusal (audited {@code <action>.refused} under the caller) or an error is a failed result whose
     * message says why. Role: an enabled supervisor.
     */
    public CompletableFuture<CommandResult<ProbeReport>> replaceHostKeyAsync(Principal by, String node,
                                                                             String fingerprint) {
        return hostKeys.decideAsync(by, node, fingerprint, true);
    }

    /**
     * The join of {@link #replaceHostKeyAsync}: blocks the caller until it completes, so never on the FX thread, and it
     * is refused on the loop thread (it would wait for SSH). Same result and role.
     */
    public CommandResult<ProbeReport> replaceHostKey(Principal by, String node, String fingerprint) {
        return hostKeys.decide(by, node, fingerprint, true);
    }
}
