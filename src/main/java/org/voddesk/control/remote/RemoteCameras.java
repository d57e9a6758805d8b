package org.voddesk.control.remote;

import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.Supplier;
import com.google.protobuf.ByteString;
import org.voddesk.control.api.CameraImport;
import org.voddesk.control.api.CameraIndex;
import org.voddesk.control.api.CameraTimeline;
import org.voddesk.control.api.Cameras;
import org.voddesk.control.api.ClusterSnapshot;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.Link;
import org.voddesk.control.api.Principal;
import org.voddesk.control.api.SessionStream;
import org.voddesk.wire.CamerasGrpc;
import org.voddesk.wire.ImportCsvReply;
import org.voddesk.wire.ImportCsvRequest;
import org.voddesk.wire.ReopenStreamReply;
import org.voddesk.wire.ReopenStreamRequest;
import org.voddesk.wire.WireProtocol;
import org.voddesk.wire.model.CameraRecords;
import org.voddesk.wire.model.Streams;

/**
 * The camera facet over the wire. The reads that must not wait are this desk's own: search and find read its
 * {@link CatalogueCopy} of the server's catalogue, a camera's timeline is made from the snapshot the desk holds, with
 * the API's code as in process. The copy is read at the login, after this desk's own import, and when an event says
 * the server's changed or the link came back ({@link #observe}). The commands are the {@code Cameras} service's, as
 * the login's user: an import sends the content of the desk's file (read off the caller's thread), named by its path
 * on the desk.
 */
final class RemoteCameras implements Cameras {
    private final Calls calls;
    private final CatalogueCopy catalogue;
    private final Supplier<ClusterSnapshot> snapshot;
    private final Executor files;

    /**
     * @param snapshot the snapshot this desk holds now (never blocks)
     * @param files    reads the desk's files, off the caller's thread
     */
    RemoteCameras(Calls calls, Supplier<ClusterSnapshot> snapshot, Executor files) {
        this.calls = calls;
        this.catalogue = new CatalogueCopy(calls);
        this.snapshot = snapshot;
        this.files = files;
    }

    @Override
    public CameraIndex catalogue() {
        return catalogue.index();
    }

    @Override
    public CameraTimeline timeline(String cameraId) {
        return CameraTimeline.of(cameraId, snapshot.get());
    }

    /** Reads the server's catalogue again; completes, never exceptionally, once the copy is read (or could not be). */
    CompletableFuture<CommandResult<CameraIndex>> refresh() {
        return catalogue.refresh();
    }

    /**
     * Follows the server's events: a change of the catalogue this desk does not hold yet, or the link back after it
     * was lost (changes may have been missed), reads the copy again. Any thread; returns at once.
     */
    void observe(ControlEvent e) {
        if (e instanceof ControlEvent.CamerasChanged c && c.revision() != catalogue.index().revision()
                || e instanceof ControlEvent.LinkChanged l && l.link().state() == Link.State.CONNECTED) {
            catalogue.refresh();
        }
    }

    @Override
    public CompletableFuture<CommandResult<CameraImport>> importCsvAsync(Principal by, Path file) {
        return CompletableFuture.supplyAsync(() -> DeskCameraFiles.read(file), files)
                .thenCompose(read -> read.problem() != null ? CompletableFuture.completedFuture(read.refused())
                        : importCsvAsync(by, file.toString(), read.content()));
    }

    /**
     * Content over {@link WireProtocol#MAX_FILE_BYTES} is refused here, as the desk's file is. Once the server imported
     * the cameras, this desk's copy is read again before the result comes.
     */
    @Override
    public CompletableFuture<CommandResult<CameraImport>> importCsvAsync(Principal by, String source, byte[] content) {
        if (content.length > WireProtocol.MAX_FILE_BYTES) {
            return CompletableFuture.completedFuture(DeskCameraFiles.problem(
                    DeskCameraFiles.tooLarge(source, content.length)).refused());
        }
        return calls.command("importing cameras", CamerasGrpc.getImportCsvMethod(), ImportCsvRequest.newBuilder()
                        .setSource(source).setContent(ByteString.copyFrom(content)).build(),
                (ImportCsvReply reply) -> Replies.result(reply.getOutcome(), reply.hasResult(),
                        () -> CameraRecords.fromWire(reply.getResult())))
                .thenCompose(r -> !r.ok() ? CompletableFuture.completedFuture(r)
                        : catalogue.refresh().thenApply(read -> r));
    }

    @Override
    public CompletableFuture<CommandResult<SessionStream>> reopenStreamAsync(Principal by, String sessionId) {
        return calls.command("opening a stream again", CamerasGrpc.getReopenStreamMethod(),
                ReopenStreamRequest.newBuilder().setSessionId(sessionId).build(),
                (ReopenStreamReply reply) -> Calls.result(reply.getOutcome(),
                        () -> Streams.fromWire(reply.getStream())));
    }
}
