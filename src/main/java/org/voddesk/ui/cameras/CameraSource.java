package org.voddesk.ui.cameras;

import java.util.List;
import org.voddesk.control.api.CameraTimeline;
import org.voddesk.core.Camera;

/**
 * Where the Cameras screen finds cameras and their timelines. Never blocks: both answer from memory on the FX
 * thread while the user types. The console uses control's camera catalogue ({@link CatalogueCameraSource}); a
 * test may give a fixed list.
 */
public interface CameraSource {
    /** Cameras matching {@code query} by id, name or site, best first, at most {@code limit}; all for a blank query. */
    List<Camera> search(String query, int limit);

    /** Which node holds which span of {@code cameraId}, the gaps and its live sessions, as last polled. */
    CameraTimeline timeline(String cameraId);

    /**
     * The revision of the cameras searched: it changes when cameras were imported or named (at this desk or another),
     * and the screen searches again. A fixed list keeps 0.
     */
    default long revision() {
        return 0;
    }
}
