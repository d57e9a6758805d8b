package org.voddesk.control.archfixture;

import org.voddesk.control.ClusterSnapshot;
import org.voddesk.control.Control;

/** A room class that reaches back into the facade: what ArchitectureTest's facade rule rejects. */
public final class RoomCallingTheFacade {
    public ClusterSnapshot peek(Control control) {
        return control.snapshot();
    }
}
