package org.voddesk.server;

import io.grpc.stub.StreamObserver;
import java.io.IOException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Control;
import org.voddesk.control.api.Principal;
import org.voddesk.core.NodeConfig;
import org.voddesk.wire.ExportClusterReply;
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
import org.voddesk.wire.WireProtocol;
import org.voddesk.wire.model.NodeMessages;

/**
 * The wire's {@code Nodes} service over the control's {@code NodeSettings}, as the call's login. Test connections and
 * host-key decisions run here, where the nodes' keys and known_hosts are. A cluster file of a desk is read and
 * written by the control as a copy on the server ({@link DeskFile}); its content travels in the messages.
 */
final class NodesService extends NodesGrpc.NodesImplBase {
    private static final Logger LOG = LoggerFactory.getLogger(NodesService.class);

    private final Control control;
    private final Answers answers;
    private final Executor files;

    /** @param files where the copies of desks' files are read and removed (not the control's loop) */
    NodesService(Control control, Answers answers, Executor files) {
        this.control = control;
        this.answers = answers;
        this.files = files;
    }

    @Override
    public void listNodes(ListNodesRequest request, StreamObserver<NodeListReply> reply) {
        answers.read("listing nodes", control.nodeSettings().nodesAsync(Answers.principal()), AdminReplies::nodes,
                reply);
    }

    @Override
    public void addNode(NodeRequest request, StreamObserver<NodeReply> reply) {
        withNode(request, reply, node -> answers.command("adding a node", () -> control.nodeSettings()
                .addNodeAsync(Answers.principal(), node), AdminReplies::node, reply));
    }

    @Override
    public void editNode(NodeRequest request, StreamObserver<NodeReply> reply) {
        withNode(request, reply, node -> answers.command("changing a node", () -> control.nodeSettings()
                .editNodeAsync(Answers.principal(), node), AdminReplies::node, reply));
    }

    @Override
    public void retireNode(RetireNodeRequest request, StreamObserver<NodeReply> reply) {
        answers.command("retiring a node", () -> control.nodeSettings().retireNodeAsync(Answers.principal(),
                request.getName()), AdminReplies::node, reply);
    }

    /** The control writes the copy; its content goes back to the desk, which writes its own file. */
    @Override
    public void exportCluster(ExportClusterRequest request, StreamObserver<ExportClusterReply> reply) {
        answers.command("exporting the cluster file", () -> withCopy(request.getDeskPath(), "exporting the cluster"
                + " file", copy -> control.nodeSettings().exportClusterAsync(Answers.principal(), copy.path())
                .thenApplyAsync(r -> content(copy, r), files)), AdminReplies::clusterFile, reply);
    }

    /** The content the desk read is written to the copy, which the control imports. */
    @Override
    public void importCluster(ImportClusterRequest request, StreamObserver<NodeListReply> reply) {
        Principal by = Answers.principal();
        answers.command("importing a cluster file", () -> withCopy(request.getDeskPath(), "importing a cluster"
                + " file", copy -> {
                    copy.write(request.getContent().toByteArray());
                    return control.nodeSettings().importClusterAsync(by, copy.path())
                            .thenApply(copy::words);
                }), AdminReplies::nodes, reply);
    }

    @Override
    public void testConnection(NodeRequest request, StreamObserver<ProbeReply> reply) {
        withNode(request, reply, node -> answers.read("testing a connection", control.nodeSettings()
                .testConnectionAsync(Answers.principal(), node), AdminReplies::probe, reply));
    }

    @Override
    public void acceptHostKey(HostKeyRequest request, StreamObserver<ProbeReply> reply) {
        answers.command("accepting a host key", () -> control.nodeSettings().acceptHostKeyAsync(Answers.principal(),
                request.getNode(), request.getFingerprint()), AdminReplies::probe, reply);
    }

    @Override
    public void replaceHostKey(HostKeyRequest request, StreamObserver<ProbeReply> reply) {
        answers.command("replacing a host key", () -> control.nodeSettings().replaceHostKeyAsync(
                Answers.principal(), request.getNode(), request.getFingerprint()), AdminReplies::probe, reply);
    }

    /** The copy's content after the control wrote it, in the control's words for the desk's file. */
    private static CommandResult<byte[]> content(DeskFile copy, CommandResult<?> written) {
        CommandResult<?> said = copy.words(written);
        if (!said.ok()) {
            return CommandResult.failed(said.message());
        }
        try {
            return CommandResult.ok(said.message(), copy.read(WireProtocol.MAX_FILE_BYTES));
        } catch (DeskFile.TooLarge e) {
            return CommandResult.failed("The cluster file has " + (e.size() + 1023) / 1024 + " KiB, more than the "
                    + WireProtocol.MAX_FILE_BYTES / 1024 + " KiB a desk may receive from the server; export it on the"
                    + " server machine instead. Nothing was written.");
        } catch (IOException e) {
            return CommandResult.failed("The cluster file was not written: " + e.getMessage() + ".");
        }
    }

    /** What one command does with a copy of a desk's file; the copy is removed when it is done. */
    private interface WithCopy<T> {
        CompletableFuture<CommandResult<T>> apply(DeskFile copy) throws IOException;
    }

    private <T> CompletableFuture<CommandResult<T>> withCopy(String deskPath, String what, WithCopy<T> command) {
        DeskFile copy;
        try {
            copy = DeskFile.of(deskPath);
        } catch (IOException e) {
            LOG.error("no room for a copy of a desk's file while {}", what, e);
            return CompletableFuture.completedFuture(CommandResult.internalError(what));
        }
        CompletableFuture<CommandResult<T>> result;
        try {
            result = command.apply(copy);
        } catch (IOException | RuntimeException e) {
            copy.close();
            LOG.error("the copy of a desk's file failed while {}", what, e);
            return CompletableFuture.completedFuture(CommandResult.internalError(what));
        }
        return result.whenCompleteAsync((r, e) -> copy.close(), files);
    }

    /**
     * Runs {@code then} with the request's node ({@code null} when it has none: the control says so); a node with a
     * field no node may have refuses the call instead.
     */
    private static void withNode(NodeRequest request, StreamObserver<?> reply, Consumer<NodeConfig> then) {
        NodeConfig node;
        try {
            node = request.hasNode() ? NodeMessages.node(request.getNode()) : null;
        } catch (IllegalArgumentException e) {
            reply.onError(Refusals.invalid(e.getMessage()).asRuntimeException());
            return;
        }
        then.accept(node);
    }
}
