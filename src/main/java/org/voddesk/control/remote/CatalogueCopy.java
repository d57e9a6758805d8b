package org.voddesk.control.remote;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.control.api.CameraIndex;
import org.voddesk.control.api.CommandResult;
import org.voddesk.core.Camera;
import org.voddesk.wire.CamerasGrpc;
import org.voddesk.wire.CatalogueReply;
import org.voddesk.wire.CatalogueRequest;
import org.voddesk.wire.model.CameraRecords;

/**
 * A desk's copy of the server's camera catalogue, which its search box reads without waiting: read whole, a page at a
 * time, at the login and again whenever something says the server's changed ({@link #refresh}). Reads of the copy
 * never block (an immutable index behind a volatile field). Re-reads do not overlap: a refresh asked for while one
 * runs is one more read after it. A read whose pages come from two revisions (the catalogue changed meanwhile) starts
 * again; a read that fails keeps the copy as it was.
 */
final class CatalogueCopy {
    /** Cameras asked for a page (the server may send fewer). */
    static final int PAGE = 2_000;
    /** How often a read starts again because the catalogue changed under it, before it gives up until told again. */
    static final int MAX_RESTARTS = 3;
    private static final Logger LOG = LoggerFactory.getLogger(CatalogueCopy.class);

    private final Calls calls;
    private volatile CameraIndex index = CameraIndex.EMPTY;
    private CompletableFuture<CommandResult<CameraIndex>> running;
    private CompletableFuture<CommandResult<CameraIndex>> queued;

    CatalogueCopy(Calls calls) {
        this.calls = calls;
    }

    /** The copy as last read (empty before the first read). */
    CameraIndex index() {
        return index;
    }

    /**
     * Reads the catalogue again; completes, never exceptionally, with the copy a read begun after this call made (or
     * a failed result, the copy left as it was).
     */
    CompletableFuture<CommandResult<CameraIndex>> refresh() {
        CompletableFuture<CommandResult<CameraIndex>> mine;
        synchronized (this) {
            if (running != null) {
                if (queued == null) {
                    queued = new CompletableFuture<>();
                }
                return queued;
            }
            running = new CompletableFuture<>();
            mine = running;
        }
        read(mine);
        return mine;
    }

    private void read(CompletableFuture<CommandResult<CameraIndex>> result) {
        page("", new ArrayList<>(), -1, 0).whenComplete((r, e) -> {
            CompletableFuture<CommandResult<CameraIndex>> next;
            synchronized (this) {
                next = queued;
                queued = null;
                running = next;
            }
            if (e != null) {
                LOG.error("reading the camera catalogue failed", e);
                result.complete(CommandResult.internalError("reading the camera catalogue"));
            } else {
                result.complete(r);
            }
            if (next != null) {
                read(next);
            }
        });
    }

    /** The pages from the one after {@code afterId}; {@code revision} is the first page's ({@code -1} before it). */
    private CompletableFuture<CommandResult<CameraIndex>> page(String afterId, List<Camera> read, long revision,
                                                               int restarts) {
        return calls.read("reading the camera catalogue", CamerasGrpc.getCatalogueMethod(),
                CatalogueRequest.newBuilder().setAfterId(afterId).setLimit(PAGE).build(),
                (CatalogueReply reply) -> Calls.result(reply.getOutcome(), () -> reply))
                .thenCompose(r -> {
                    if (!r.ok()) {
                        return CompletableFuture.completedFuture(CommandResult.failed(r.message()));
                    }
                    CatalogueReply reply = r.value();
                    if (revision >= 0 && reply.getRevision() != revision) {
                        return restarts < MAX_RESTARTS ? page("", new ArrayList<>(), -1, restarts + 1)
                                : CompletableFuture.completedFuture(CommandResult.failed("The camera catalogue"
                                        + " kept changing while this desk read it; it reads it again at the next"
                                        + " change."));
                    }
                    reply.getCamerasList().forEach(c -> read.add(CameraRecords.fromWire(c)));
                    if (reply.getHasMore() && reply.getCamerasCount() > 0) {
                        return page(read.get(read.size() - 1).id(), read, reply.getRevision(), restarts);
                    }
                    CameraIndex copy = CameraIndex.of(read, reply.getRevision());
                    index = copy;
                    return CompletableFuture.completedFuture(CommandResult.ok(copy.size() + " cameras.", copy));
                });
    }
}
