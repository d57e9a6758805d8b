package org.voddesk.ui.cameras;

import org.voddesk.control.CameraTimeline;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.voddesk.control.ClusterSnapshot;
import org.voddesk.control.Control;
import org.voddesk.core.Camera;

/**
 * Cameras as the nodes' recording lists know them ({@link ClusterSnapshot#recordings()}): ids only, so a camera's
 * name is its id and it has no site until the catalogue lands. Ranked: exact id, then id prefix, then substring,
 * each by id. Reads the lock-free snapshot, so it never blocks.
 */
public final class SnapshotCameraSource implements CameraSource {
    private final Control control;

    public SnapshotCameraSource(Control control) {
        this.control = control;
    }

    @Override
    public List<Camera> search(String query, int limit) {
        String q = query == null ? "" : query.strip().toLowerCase(Locale.ROOT);
        List<String> hits = new ArrayList<>();
        for (String id : control.snapshot().recordings().cameraIds()) {
            if (id.toLowerCase(Locale.ROOT).contains(q)) {
                hits.add(id);
            }
        }
        hits.sort(Comparator.comparingInt((String id) -> rank(id.toLowerCase(Locale.ROOT), q))
                .thenComparing(Comparator.naturalOrder()));
        return hits.stream().limit(Math.max(0, limit)).map(Camera::new).toList();
    }

    private static int rank(String id, String q) {
        if (id.equals(q)) {
            return 0;
        }
        return id.startsWith(q) ? 1 : 2;
    }

    @Override
    public CameraTimeline timeline(String cameraId) {
        ClusterSnapshot s = control.snapshot();
        return CameraTimeline.of(cameraId, s.recordings().segmentsByNode(cameraId), s.sessions());
    }
}
