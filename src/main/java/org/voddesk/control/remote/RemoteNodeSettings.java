package org.voddesk.control.remote;

import com.google.protobuf.ByteString;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.NodeSettings;
import org.voddesk.control.api.Principal;
import org.voddesk.core.NodeConfig;
import org.voddesk.core.ProbeReport;
import org.voddesk.wire.ExportClusterRequest;
import org.voddesk.wire.HostKeyRequest;
import org.voddesk.wire.ImportClusterRequest;
import org.voddesk.wire.ListNodesRequest;
import org.voddesk.wire.NodeListReply;
import org.voddesk.wire.NodeReply;
import org.voddesk.wire.NodeRequest;
import org.voddesk.wire.NodesGrpc;
import org.voddesk.wire.ProbeReply;
import org.voddesk.wire.RetireNodeRequest;
import org.voddesk.wire.model.NodeMessages;

/**
 * The server's nodes and host keys, through its {@code Nodes} service, as the login's user (the server's control
 * checks the role). Test connections and host-key decisions run on the server, which holds the nodes' SSH keys and
 * known_hosts; a node's identity names a key file of the server. A cluster file is a file of this desk: its content
 * goes to the server or comes back from it, and this desk reads or writes the file (on {@code files}, never the
 * caller's thread).
 */
final class RemoteNodeSettings implements NodeSettings {
    /**
     * A test connection or a host-key decision waits for the server's connection to the node (SSH's connect and
     * command timeouts), longer than another call.
     */
    static final Duration PROBE_DEADLINE = Duration.ofSeconds(60);

    private final Calls calls;
    private final Executor files;

    RemoteNodeSettings(Calls calls, Executor files) {
        this.calls = calls;
        this.files = files;
    }

    @Override
    public CompletableFuture<CommandResult<List<NodeConfig>>> nodesAsync(Principal by) {
        return calls.read("listing nodes", NodesGrpc.getListNodesMethod(), ListNodesRequest.getDefaultInstance(),
                RemoteNodeSettings::nodes);
    }

    @Override
    public CompletableFuture<CommandResult<NodeConfig>> addNodeAsync(Principal by, NodeConfig node) {
        return calls.command("adding a node", NodesGrpc.getAddNodeMethod(), request(node), RemoteNodeSettings::node);
    }

    @Override
    public CompletableFuture<CommandResult<NodeConfig>> editNodeAsync(Principal by, NodeConfig node) {
        return calls.command("changing a node", NodesGrpc.getEditNodeMethod(), request(node),
                RemoteNodeSettings::node);
    }

    @Override
    public CompletableFuture<CommandResult<NodeConfig>> retireNodeAsync(Principal by, String name) {
        return calls.command("retiring a node", NodesGrpc.getRetireNodeMethod(), RetireNodeRequest.newBuilder()
                .setName(name == null ? "" : name).build(), RemoteNodeSettings::node);
    }

    /** The server's control writes the cluster file; this desk writes its content to {@code file}. */
    @Override
    public CompletableFuture<CommandResult<Path>> exportClusterAsync(Principal by, Path file) {
        if (file == null) {
            return CompletableFuture.completedFuture(CommandResult.failed("No file given; nothing was written."));
        }
        return calls.command("exporting the cluster file", NodesGrpc.getExportClusterMethod(),
                ExportClusterRequest.newBuilder().setDeskPath(file.toString()).build(),
                reply -> Replies.result(reply.getOutcome(), reply.getOutcome().getOk(),
                        () -> reply.getContent().toByteArray()))
                .thenApplyAsync(r -> r.ok() ? DeskClusterFiles.write(file, r.value(), r.message())
                        : CommandResult.<Path>failed(r.message()), files)
                .exceptionally(e -> CommandResult.internalError("exporting the cluster file"));
    }

    /** This desk reads {@code file}; the server's control imports its content. */
    @Override
    public CompletableFuture<CommandResult<List<NodeConfig>>> importClusterAsync(Principal by, Path file) {
        if (file == null) {
            return CompletableFuture.completedFuture(CommandResult.failed("No file given; nothing was imported."));
        }
        return CompletableFuture.supplyAsync(() -> DeskClusterFiles.read(file), files)
                .thenCompose(read -> !read.ok() ? CompletableFuture.completedFuture(
                        CommandResult.<List<NodeConfig>>failed(read.message()))
                        : calls.command("importing a cluster file", NodesGrpc.getImportClusterMethod(),
                        ImportClusterRequest.newBuilder().setDeskPath(file.toString())
                                .setContent(ByteString.copyFrom(read.value())).build(), RemoteNodeSettings::nodes))
                .exceptionally(e -> CommandResult.internalError("importing a cluster file"));
    }

    /** Runs on the server, which connects to the node; waits up to {@link #PROBE_DEADLINE}. */
    @Override
    public CompletableFuture<CommandResult<ProbeReport>> testConnectionAsync(Principal by, NodeConfig node) {
        return calls.call("testing a connection", NodesGrpc.getTestConnectionMethod(), request(node),
                RemoteNodeSettings::probe, null, PROBE_DEADLINE);
    }

    @Override
    public CommandResult<ProbeReport> testConnection(Principal by, NodeConfig node) {
        return CommandResult.await("testing a connection", testConnectionAsync(by, node));
    }

    @Override
    public CompletableFuture<CommandResult<ProbeReport>> acceptHostKeyAsync(Principal by, String node,
                                                                            String fingerprint) {
        return calls.call("accepting a host key", NodesGrpc.getAcceptHostKeyMethod(), hostKey(node, fingerprint),
                RemoteNodeSettings::probe, UUID.randomUUID().toString(), PROBE_DEADLINE);
    }

    @Override
    public CommandResult<ProbeReport> acceptHostKey(Principal by, String node, String fingerprint) {
        return CommandResult.await("checking a host key", acceptHostKeyAsync(by, node, fingerprint));
    }

    @Override
    public CompletableFuture<CommandResult<ProbeReport>> replaceHostKeyAsync(Principal by, String node,
                                                                             String fingerprint) {
        return calls.call("replacing a host key", NodesGrpc.getReplaceHostKeyMethod(), hostKey(node, fingerprint),
                RemoteNodeSettings::probe, UUID.randomUUID().toString(), PROBE_DEADLINE);
    }

    @Override
    public CommandResult<ProbeReport> replaceHostKey(Principal by, String node, String fingerprint) {
        return CommandResult.await("checking a host key", replaceHostKeyAsync(by, node, fingerprint));
    }

    /** No node is a request without one: the server's control says so. */
    private static NodeRequest request(NodeConfig node) {
        return node == null ? NodeRequest.getDefaultInstance()
                : NodeRequest.newBuilder().setNode(NodeMessages.node(node)).build();
    }

    private static HostKeyRequest hostKey(String node, String fingerprint) {
        return HostKeyRequest.newBuilder().setNode(node == null ? "" : node)
                .setFingerprint(fingerprint == null ? "" : fingerprint).build();
    }

    private static CommandResult<List<NodeConfig>> nodes(NodeListReply reply) {
        return Replies.result(reply.getOutcome(), reply.getOutcome().getOk(), () -> reply.getNodesList().stream()
                .map(NodeMessages::node).toList());
    }

    private static CommandResult<NodeConfig> node(NodeReply reply) {
        return Replies.result(reply.getOutcome(), reply.hasNode(), () -> NodeMessages.node(reply.getNode()));
    }

    private static CommandResult<ProbeReport> probe(ProbeReply reply) {
        return Replies.result(reply.getOutcome(), reply.hasReport(), () -> NodeMessages.probe(reply.getReport()));
    }
}
