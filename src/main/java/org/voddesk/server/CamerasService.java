package org.voddesk.server;

import io.grpc.stub.StreamObserver;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.voddesk.control.api.CameraIndex;
import org.voddesk.control.api.Cameras;
import org.voddesk.control.api.CommandResult;
import org.voddesk.core.Camera;
import org.voddesk.wire.CamerasGrpc;
import org.voddesk.wire.CatalogueReply;
import org.voddesk.wire.CatalogueRequest;
import org.voddesk.wire.ImportCsvReply;
import org.voddesk.wire.ImportCsvRequest;
import org.voddesk.wire.ReopenStreamReply;
import org.voddesk.wire.ReopenStreamRequest;

/**
 * The wire's {@code Cameras} service over the control's {@link Cameras}: the catalogue a page at a time (a desk keeps
 * a copy, and searches it itself), and the commands, as the principal of the call's login: the import of a CSV the
 * desk read (its content, named by its path on the desk) and the reopening of a session's stream.
 */
final class CamerasService extends CamerasGrpc.CamerasImplBase {
    /** The most cameras a page carries: at most about 1 KB each (an id, a name of 200 characters, a site). */
    static final int MAX_PAGE = 2_000;

    private final Cameras cameras;
    private final Answers answers;

    CamerasService(Cameras cameras, Answers answers) {
        this.cameras = cameras;
        this.answers = answers;
    }

    /** The cameras after the request's id, by id, at most its limit (and {@link #MAX_PAGE}; all of it when unset). */
    @Override
    public void catalogue(CatalogueRequest request, StreamObserver<CatalogueReply> reply) {
        CameraIndex index = cameras.catalogue();
        int limit = request.getLimit() <= 0 ? MAX_PAGE : Math.min(request.getLimit(), MAX_PAGE);
        List<Camera> rows = index.after(request.getAfterId(), limit + 1);
        CataloguePage page = new CataloguePage(index.revision(), rows.subList(0, Math.min(limit, rows.size())),
                rows.size() > limit);
        answers.read("reading the camera catalogue", CompletableFuture.completedFuture(CommandResult.ok(
                page.cameras().size() + " cameras.", page)), CameraReplies::catalogue, reply);
    }

    /** A request that names no file is refused: the desk always names the file it read. */
    @Override
    public void importCsv(ImportCsvRequest request, StreamObserver<ImportCsvReply> reply) {
        if (request.getSource().isBlank()) {
            reply.onError(Refusals.invalid("an import of cameras names the file it comes from").asRuntimeException());
            return;
        }
        answers.command("importing cameras", () -> cameras.importCsvAsync(Answers.principal(), request.getSource(),
                request.getContent().toByteArray()), CameraReplies::imported, reply);
    }

    @Override
    public void reopenStream(ReopenStreamRequest request, StreamObserver<ReopenStreamReply> reply) {
        answers.command("opening a stream again", () -> cameras.reopenStreamAsync(Answers.principal(),
                request.getSessionId()), CameraReplies::stream, reply);
    }

    /** One page of the catalogue, read at {@code revision}. */
    record CataloguePage(long revision, List<Camera> cameras, boolean hasMore) {
    }
}
