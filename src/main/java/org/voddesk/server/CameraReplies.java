package org.voddesk.server;

import org.voddesk.control.api.CameraImport;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.SessionStream;
import org.voddesk.wire.CatalogueReply;
import org.voddesk.wire.ImportCsvReply;
import org.voddesk.wire.ReopenStreamReply;
import org.voddesk.wire.model.CameraRecords;
import org.voddesk.wire.model.Streams;

/**
 * The camera facet's results as the {@code Cameras} service's replies: the control's outcome, and its value whenever
 * it made one (a failed import's problems too).
 */
final class CameraReplies {
    private CameraReplies() {
    }

    static CatalogueReply catalogue(CommandResult<CamerasService.CataloguePage> r) {
        CatalogueReply.Builder b = CatalogueReply.newBuilder().setOutcome(WireReplies.outcome(r))
                .setRevision(r.value().revision()).setHasMore(r.value().hasMore());
        r.value().cameras().forEach(c -> b.addCameras(CameraRecords.toWire(c)));
        return b.build();
    }

    static ImportCsvReply imported(CommandResult<CameraImport> r) {
        ImportCsvReply.Builder b = ImportCsvReply.newBuilder().setOutcome(WireReplies.outcome(r));
        if (r.value() != null) {
            b.setResult(CameraRecords.toWire(r.value()));
        }
        return b.build();
    }

    static ReopenStreamReply stream(CommandResult<SessionStream> r) {
        ReopenStreamReply.Builder b = ReopenStreamReply.newBuilder().setOutcome(WireReplies.outcome(r));
        if (r.value() != null) {
            b.setStream(Streams.toWire(r.value()));
        }
        return b.build();
    }
}
