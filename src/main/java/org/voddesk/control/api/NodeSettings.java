package org.voddesk.control.api;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.voddesk.core.NodeConfig;
import org.voddesk.core.ProbeReport;

/**
 * The Settings screen's nodes and host keys (DESIGN.md, Screens 5), from {@link Control#nodeSettings()}: every change
 * is a supervisor's (checked against the user table at that moment) and audited; a node change applies to the
 * running loop at once, and only that node reconnects.
 */
public interface NodeSettings {
    /**
     * The stored (active) nodes, by name, for any logged-in user. Any thread; returns at once. Never completes
     * exceptionally: a refusal (audited {@code <action>.refused} under the caller) or an error is a failed result whose
     * message says why. Role: any logged-in, enabled user.
     */
    CompletableFuture<CommandResult<List<NodeConfig>>> nodesAsync(Principal by);

    /**
     * {@link #nodesAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same result and
     * role.
     */
    default CommandResult<List<NodeConfig>> nodes(Principal by) {
        return CommandResult.await("listing nodes", nodesAsync(by));
    }

    /**
     * A supervisor adds a node (validated; audited {@code node.add} with its fields). It is stored and the running loop
     * polls it from the next round; the other nodes are untouched. Any thread; returns at once. Never completes
     * exceptionally: a refusal (audited {@code <action>.refused} under the caller) or an error is a failed result whose
     * message says why. Role: an enabled supervisor.
     */
    CompletableFuture<CommandResult<NodeConfig>> addNodeAsync(Principal by, NodeConfig node);

    /**
     * {@link #addNodeAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same result and
     * role.
     */
    default CommandResult<NodeConfig> addNode(Principal by, NodeConfig node) {
        return CommandResult.await("adding a node", addNodeAsync(by, node));
    }

    /**
     * A supervisor changes a stored node (audited {@code node.edit}, each field before -> after): only that node
     * reconnects, with its new settings; the other nodes and their sessions are untouched. Any thread; returns at once.
     * Never completes exceptionally: a refusal (audited {@code <action>.refused} under the caller) or an error is a
     * failed result whose message says why. Role: an enabled supervisor.
     */
    CompletableFuture<CommandResult<NodeConfig>> editNodeAsync(Principal by, NodeConfig node);

    /**
     * {@link #editNodeAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same result and
     * role.
     */
    default CommandResult<NodeConfig> editNode(Principal by, NodeConfig node) {
        return CommandResult.await("changing a node", editNodeAsync(by, node));
    }

    /**
     * A supervisor retires a node (kept for its history; audited {@code node.retire}): its sessions are re-homed (moved
     * make-before-break) or ended with the reason, its link is closed and it is no longer polled. The moves and stops
     * call the node off the loop thread; the result comes once they are answered. Any thread; returns at once. Never
     * completes exceptionally: a refusal (audited {@code <action>.refused} under the caller) or an error is a failed
     * result whose message says why. Role: an enabled supervisor.
     */
    CompletableFuture<CommandResult<NodeConfig>> retireNodeAsync(Principal by, String name);

    /**
     * {@link #retireNodeAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same result
     * and role.
     */
    default CommandResult<NodeConfig> retireNode(Principal by, String name) {
        return CommandResult.await("retiring a node", retireNodeAsync(by, name));
    }

    /**
     * A supervisor writes the stored nodes to a cluster file (YAML; audited {@code cluster.export}). Any thread;
     * returns at once. Never completes exceptionally: a refusal (audited {@code <action>.refused} under the caller) or
     * an error is a failed result whose message says why. Role: an enabled supervisor.
     */
    CompletableFuture<CommandResult<Path>> exportClusterAsync(Principal by, Path file);

    /**
     * {@link #exportClusterAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same result
     * and role.
     */
    default CommandResult<Path> exportCluster(Principal by, Path file) {
        return CommandResult.await("exporting the cluster file", exportClusterAsync(by, file));
    }

    /**
     * A supervisor imports a cluster file: its nodes are added or updated (audited {@code node.import} per node, in one
     * transaction; a malformed file changes nothing); other stored nodes are kept; each imported node applies to the
     * running loop as an added or edited one. Any thread; returns at once. Never completes exceptionally: a refusal
     * (audited {@code <action>.refused} under the caller) or an error is a failed result whose message says why. Role:
     * an enabled supervisor.
     */
    CompletableFuture<CommandResult<List<NodeConfig>>> importClusterAsync(Principal by, Path file);

    /**
     * {@link #importClusterAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same result
     * and role.
     */
    default CommandResult<List<NodeConfig>> importCluster(Principal by, Path file) {
        return CommandResult.await("importing a cluster file", importClusterAsync(by, file));
    }

    /**
     * Connects once to {@code node} (need not be in the cluster; any logged-in user) and reports reachable or not and
     * why, the offered host-key fingerprint and whether known_hosts knows it (never accepted here), and the agent's
     * protocol; stores nothing. Connects on the work executor (not the loop's), bounded by the SSH timeouts. Ok only if
     * the login worked and the agent answered; the report is the value either way. Any thread; returns at once. Never
     * completes exceptionally: a refusal (audited {@code <action>.refused} under the caller) or an error is a failed
     * result whose message says why. Role: any logged-in, enabled user.
     */
    CompletableFuture<CommandResult<ProbeReport>> testConnectionAsync(Principal by, NodeConfig node);

    /**
     * The join of {@link #testConnectionAsync}: blocks the caller until it completes, so never on the FX thread, and it
     * is refused on the loop thread (it would wait for SSH). Same result and role.
     */
    CommandResult<ProbeReport> testConnection(Principal by, NodeConfig node);

    /**
     * A supervisor accepts a first-contact host key: the node is connected to now (off the loop thread, as {@link
     * #testConnection}) and its key is appended to known_hosts only if its fingerprint is {@code fingerprint} (the
     * {@code SHA256:...} the supervisor was shown); a mismatch is refused with both fingerprints. A changed key is
     * refused here (see {@link #replaceHostKey}). Audited {@code hostkey.accept}; the node is then polled normally from
     * the next round and its alarm clears. Any thread; returns at once. Never completes exceptionally: a refusal
     * (audited {@code <action>.refused} under the caller) or an error is a failed result whose message says why. Role:
     * an enabled supervisor.
     */
    CompletableFuture<CommandResult<ProbeReport>> acceptHostKeyAsync(Principal by, String node,
                                                                            String fingerprint);

    /**
     * The join of {@link #acceptHostKeyAsync}: blocks the caller until it completes, so never on the FX thread, and it
     * is refused on the loop thread (it would wait for SSH). Same result and role.
     */
    CommandResult<ProbeReport> acceptHostKey(Principal by, String node, String fingerprint);

    /**
     * A supervisor replaces a CHANGED host key after a legitimate reinstall (OpenSSH would need the old line removed by
     * hand): as {@link #acceptHostKey}, and the old key's lines are removed from known_hosts. Audited {@code
     * hostkey.replace} with the removed and the new fingerprints. Any thread; returns at once. Never completes
     * exceptionally: a refusal (audited {@code <action>.refused} under the caller) or an error is a failed result whose
     * message says why. Role: an enabled supervisor.
     */
    CompletableFuture<CommandResult<ProbeReport>> replaceHostKeyAsync(Principal by, String node,
                                                                             String fingerprint);

    /**
     * The join of {@link #replaceHostKeyAsync}: blocks the caller until it completes, so never on the FX thread, and it
     * is refused on the loop thread (it would wait for SSH). Same result and role.
     */
    CommandResult<ProbeReport> replaceHostKey(Principal by, String node, String fingerprint);
}
