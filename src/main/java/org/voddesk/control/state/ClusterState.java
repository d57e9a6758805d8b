package org.voddesk.control.state;

import java.util.concurrent.atomic.AtomicReference;
import org.voddesk.control.api.ClusterSnapshot;

/**
 * The latest {@link ClusterSnapshot}. One writer - the control loop's thread - publishes; any thread reads the
 * latest without a lock. Snapshots are immutable, so a reader keeps a consistent picture as long as it holds one.
 */
public final class ClusterState {
    private final AtomicReference<ClusterSnapshot> current;

    public ClusterState(ClusterSnapshot initial) {
        this.current = new AtomicReference<>(initial);
    }

    /** The latest snapshot. */
    public ClusterSnapshot snapshot() {
        return current.get();
    }

    public void publish(ClusterSnapshot next) {
        current.set(next);
    }
}
