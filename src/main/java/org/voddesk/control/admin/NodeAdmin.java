package org.voddesk.control.admin;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Principal;
import org.voddesk.control.state.Audit;
import org.voddesk.core.NodeConfig;
import org.voddesk.node.cluster.ClusterFile;
import org.voddesk.node.cluster.ClusterFileException;
import org.voddesk.store.Store;
import org.voddesk.store.StoreException;

/**
 * Node administration (Settings screen): list, add, edit, retire, export and import the stored nodes. Changes are
 * a supervisor's, checked against the user table at that moment ({@link Roles}); each is stored with an audit line
 * holding its before and after in one transaction, and then applied to the running loop ({@link LiveNodes}): only
 * that node reconnects. The stored nodes are also what the console connects to when it next opens its cluster
 * ({@link #storedCluster}). Loop thread only; a retirement's node calls run off it.
 */
public final class NodeAdmin {
    private final Store store;
    private final Clock clock;
    private final Audit audit;
    private final Roles roles;
    private final ClusterFile running;
    private final LiveNodes live;

    /** @param running the cluster the console started with (its known_hosts file and sites are kept) */
    public NodeAdmin(Store store, Clock clock, Audit audit, Roles roles, ClusterFile running, LiveNodes live) {
        this.store = store;
        this.clock = clock;
        this.audit = audit;
        this.roles = roles;
        this.running = running;
        this.live = live;
    }

    public List<NodeConfig> nodes() {
        return store.nodes().all();
    }

    public CommandResult<NodeConfig> add(Principal by, NodeConfig node) {
        String refused = roles.refusal(by, "node.add", subject(node));
        if (refused != null) {
            return CommandResult.failed(refused);
        }
        Optional<NodeConfig> stored;
        NodeConfig next;
        if (node == null) {
            return CommandResult.failed("No node given; nothing was added.");
        }
        try {
            next = NodeChecks.readableKey(node);
        } catch (IllegalArgumentException e) {
            return CommandResult.failed("The node was not added: " + e.getMessage() + ".");
        }
        stored = store.nodes().find(next.name());
        if (stored.isPresent()) {
            return CommandResult.failed("A node " + next.name() + " exists already; edit it instead.");
        }
        if (live.retiring(next.name())) {
            return CommandResult.failed(stillRetiring(next.name(), "The node was not added"));
        }
        long now = clock.millis();
        store.atomically("add node " + next.name(), () -> {
            store.nodes().save(next);
            audit.log(now, by, "node.add", "node " + next.name(), NodeChecks.describe(node));
        });
        live.applied(next);
        return CommandResult.ok("Added node " + next.name() + "." + LiveNodes.APPLIED, next);
    }

    public CommandResult<NodeConfig> edit(Principal by, NodeConfig node) {
        String refused = roles.refusal(by, "node.edit", subject(node));
        if (refused != null) {
            return CommandResult.failed(refused);
        }
        NodeConfig next;
        if (node == null) {
            return CommandResult.failed("No node given; nothing was changed.");
        }
        try {
            next = NodeChecks.readableKey(node);
        } catch (IllegalArgumentException e) {
            return CommandResult.failed("The node was not changed: " + e.getMessage() + ".");
        }
        Optional<NodeConfig> stored = store.nodes().find(next.name());
        if (stored.isEmpty()) {
            return CommandResult.failed("There is no node " + next.name() + " to edit; add it instead.");
        }
        List<String> changes = NodeChecks.changes(stored.get(), next);
        if (changes.isEmpty()) {
            return CommandResult.ok("Node " + next.name() + " is unchanged.", next);
        }
        long now = clock.millis();
        store.atomically("edit node " + next.name(), () -> {
            store.nodes().save(next);
            audit.log(now, by, "node.edit", "node " + next.name(), String.join("; ", changes));
        });
        live.applied(next);
        return CommandResult.ok("Changed node " + next.name() + ": " + String.join("; ", changes) + "."
                + " Only this node reconnects; the other nodes and their sessions are untouched.", next);
    }

    /**
     * Stores and audits the retirement at once, then retires the node from the running loop ({@link LiveNodes#retired}:
     * its sessions moved or ended, the node called off the loop thread); the future completes on the loop thread
     * with the result once that is done.
     */
    public CompletableFuture<CommandResult<NodeConfig>> retire(Principal by, String name) {
        String refused = roles.refusal(by, "node.retire", "node " + name);
        if (refused != null) {
            return CompletableFuture.completedFuture(CommandResult.failed(refused));
        }
        Optional<NodeConfig> stored = name == null ? Optional.empty()
                : store.nodes().find(name);
        if (stored.isEmpty()) {
            return CompletableFuture.completedFuture(CommandResult.failed("There is no active node " + name
                    + " to retire."));
        }
        NodeConfig before = stored.get();
        long now = clock.millis();
        store.atomically("retire node " + name, () -> {
            store.nodes().retire(name, now);
            audit.log(now, by, "node.retire", "node " + name, "was " + NodeChecks.describe(before));
        });
        return live.retired(name, by.name()).thenApply(sessions -> CommandResult.ok("Retired node " + name
                + " (its history stays readable): " + sessions + "."
                + " It is no longer polled; the other nodes are untouched.", before));
    }

    /**
     * The stored nodes as a cluster, with {@code running}'s known_hosts file and site hops: what a start opens its
     * {@link org.voddesk.control.cluster.ClusterClient} on (start-up wiring, not a screen's call).
     */
    public static ClusterFile storedCluster(Store store, ClusterFile running) {
        return new ClusterFile(running.knownHosts(), store.nodes().all(), running.sites());
    }

    public CommandResult<Path> exportCluster(Principal by, Path file) {
        String refused = roles.refusal(by, "cluster.export", String.valueOf(file));
        if (refused != null) {
            return CommandResult.failed(refused);
        }
        ClusterFile cluster = storedCluster(store, running);
        try {
            cluster.write(file);
        } catch (IOException | RuntimeException e) {
            return CommandResult.failed("The cluster file was not written: " + e.getMessage() + ".");
        }
        audit.log(clock.millis(), by, "cluster.export", String.valueOf(file),
                cluster.nodes().size() + " nodes");
        return CommandResult.ok("Wrote " + cluster.nodes().size() + " nodes to " + file + ".", file);
    }

    /**
     * Adds the file's nodes and updates those of the same name (one audit line each, all in one transaction);
     * stored nodes the file does not name are kept, and the file's known_hosts path and sites are not imported
     * (the console keeps its own).
     */
    public CommandResult<List<NodeConfig>> importCluster(Principal by, Path file) {
        String refused = roles.refusal(by, "cluster.import", String.valueOf(file));
        if (refused != null) {
            return CommandResult.failed(refused);
        }
        ClusterFile cluster;
        try {
            cluster = ClusterFile.read(file);
        } catch (ClusterFileException e) {
            return CommandResult.failed("Nothing was imported: " + e.getMessage());
        }
        List<NodeConfig> next = new ArrayList<>();
        List<String[]> lines = new ArrayList<>();
        for (NodeConfig n : cluster.nodes()) {
            if (live.retiring(n.name())) {
                return CommandResult.failed(stillRetiring(n.name(), "Nothing was imported"));
            }
            Optional<NodeConfig> before = store.nodes().find(n.name());
            next.add(n);
            lines.add(before.isEmpty() ? new String[] {n.name(), "added: " + NodeChecks.describe(n)}
                    : new String[] {n.name(), "updated: " + changed(NodeChecks.changes(before.get(), n))});
        }
        long now = clock.millis();
        try {
            store.atomically("import " + file, () -> {
                next.forEach(store.nodes()::save);
                for (String[] l : lines) {
                    audit.log(now, by, "node.import", "node " + l[0], l[1] + " (from " + file + ")");
                }
            });
        } catch (StoreException e) {
            return CommandResult.failed("Nothing was imported: " + e.getMessage() + ".");
        }
        next.forEach(live::applied);
        return CommandResult.ok("Imported " + next.size() + " nodes from " + file
                + " (stored nodes it does not name are kept)." + LiveNodes.APPLIED, next);
    }

    private static String stillRetiring(String name, String what) {
        return what + ": node " + name + " is still being retired (its sessions are moving off it); try again when"
                + " its retirement is reported done.";
    }

    private static String changed(List<String> changes) {
        return changes.isEmpty() ? "no change" : String.join("; ", changes);
    }

    private static String subject(NodeConfig node) {
        return "node " + (node == null ? null : node.name());
    }
}
