package org.voddesk.control.archfixture;

import org.voddesk.control.api.ClusterSnapshot;
import org.voddesk.control.api.Control;
import org.voddesk.control.local.LocalControl;

/** A room class that reaches back into the facade and the wiring: what ArchitectureTest's facade rule rejects. */
public final class RoomCallingTheFacade {
    public ClusterSnapshot peek(Control control) {
        return control.snapshot();
    }

    public void tick(LocalControl control) {
        control.tick();
    }
}
