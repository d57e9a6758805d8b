package org.voddesk.control.remote.archfixture;

import java.nio.file.Path;
import org.voddesk.control.local.LocalControl;
import org.voddesk.store.Store;

/**
 * A remote desk that opens a database and holds the in-process control:
 * {@code ArchitectureTest.CONTROL_REMOTE_USES_THE_API_CORE_AND_THE_WIRE} must reject it.
 */
public final class RemoteDeskWithADatabase {
    private RemoteDeskWithADatabase() {
    }

    static Store open(Path db) {
        return Store.open(db);
    }

    static void stop(LocalControl control) {
        control.close();
    }
}
