package org.voddesk.ui.cameras;

import java.util.List;
import org.voddesk.control.api.CameraTimeline;
import org.voddesk.control.api.Control;
import org.voddesk.core.Camera;

/**
 * Cameras from control's camera catalogue ({@link Control#cameras()}): ids, names and sites (a cameras CSV, and
 * cameras the nodes list), searched by id, name or site, ranked by control. Both answers come from memory and
 * never block.
 */
public final class CatalogueCameraSource implements CameraSource {
    private final Control control;

    public CatalogueCameraSource(Control control) {
        this.control = control;
    }

    @Override
    public List<Camera> search(String query, int limit) {
        return control.cameras().search(query == null ? "" : query, limit);
    }

    @Override
    public CameraTimeline timeline(String cameraId) {
        return control.cameras().timeline(cameraId);
    }

    @Override
    public long revision() {
        return control.cameras().catalogue().revision();
    }
}
