package org.voddesk.control.local;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.voddesk.control.admin.HostKeyCommands;
import org.voddesk.control.admin.NodeAdmin;
import org.voddesk.control.admin.Roles;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.NodeSettings;
import org.voddesk.control.api.Principal;
import org.voddesk.control.state.CommandRunner;
import org.voddesk.core.NodeConfig;
import org.voddesk.core.ProbeReport;

/**
 * The in-process {@link NodeSettings}. The Settings screen's nodes and host keys (DESIGN.md, Screens 5): every change
 * is a supervisor's (checked against the user table at that moment) and audited; a node change applies to the running
 * loop at once, and only that node reconnects (docs/architecture.md, "Nodes and host keys").
 */
public final class LocalNodeSettings implements NodeSettings {
    private final Roles roles;
    private final CommandRunner runner;
    private final NodeAdmin nodeAdmin;
    private final HostKeyCommands hostKeys;

    LocalNodeSettings(Roles roles, CommandRunner runner, NodeAdmin nodeAdmin, HostKeyCommands hostKeys) {
        this.roles = roles;
        this.runner = runner;
        this.nodeAdmin = nodeAdmin;
        this.hostKeys = hostKeys;
    }

    @Override
    public CompletableFuture<CommandResult<List<NodeConfig>>> nodesAsync(Principal by) {
        return runner.loopAsync("listing nodes", () -> {
            String why = roles.userRefusal(by, "node.list", null);
            return why != null ? CommandResult.failed("Log in first (" + why + ").")
                    : CommandResult.ok("Nodes.", nodeAdmin.nodes());
        });
    }

    @Override
    public CompletableFuture<CommandResult<NodeConfig>> addNodeAsync(Principal by, NodeConfig node) {
        return runner.loopAsync("adding a node", () -> nodeAdmin.add(by, node));
    }

    @Override
    public CompletableFuture<CommandResult<NodeConfig>> editNodeAsync(Principal by, NodeConfig node) {
        return runner.loopAsync("changing a node", () -> nodeAdmin.edit(by, node));
    }

    @Override
    public CompletableFuture<CommandResult<NodeConfig>> retireNodeAsync(Principal by, String name) {
        return runner.loopCompose("retiring a node", () -> nodeAdmin.retire(by, name));
    }

    @Override
    public CompletableFuture<CommandResult<Path>> exportClusterAsync(Principal by, Path file) {
        return runner.loopAsync("exporting the cluster file", () -> nodeAdmin.exportCluster(by, file));
    }

    @Override
    public CompletableFuture<CommandResult<List<NodeConfig>>> importClusterAsync(Principal by, Path file) {
        return runner.loopAsync("importing a cluster file", () -> nodeAdmin.importCluster(by, file));
    }

    @Override
    public CompletableFuture<CommandResult<ProbeReport>> testConnectionAsync(Principal by, NodeConfig node) {
        return hostKeys.testConnectionAsync(by, node);
    }

    @Override
    public CommandResult<ProbeReport> testConnection(Principal by, NodeConfig node) {
        return hostKeys.testConnection(by, node);
    }

    @Override
    public CompletableFuture<CommandResult<ProbeReport>> acceptHostKeyAsync(Principal by, String node,
                                                                            String fingerprint) {
        return hostKeys.decideAsync(by, node, fingerprint, false);
    }

    @Override
    public CommandResult<ProbeReport> acceptHostKey(Principal by, String node, String fingerprint) {
        return hostKeys.decide(by, node, fingerprint, false);
    }

    @Override
    public CompletableFuture<CommandResult<ProbeReport>> replaceHostKeyAsync(Principal by, String node,
                                                                             String fingerprint) {
        return hostKeys.decideAsync(by, node, fingerprint, true);
    }

    @Override
    public CommandResult<ProbeReport> replaceHostKey(Principal by, String node, String fingerprint) {
        return hostKeys.decide(by, node, fingerprint, true);
    }
}
