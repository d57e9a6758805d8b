package org.voddesk.control.state;

import java.time.Clock;
import org.voddesk.store.Store;

/** Publishes the working state: re-reads the open moves and makes the next {@link ClusterState} snapshot. */
public final class Publisher {
    private final Store store;
    private final LoopState loop;
    private final ClusterState state;
    private final Clock clock;

    public Publisher(Store store, LoopState loop, ClusterState state, Clock clock) {
        this.store = store;
        this.loop = loop;
        this.state = state;
        this.clock = clock;
    }

    /** Re-reads the open moves and publishes a new snapshot of the working state (loop thread). */
    public void publish() {
        loop.movesRead(store.moves().open());
        state.publish(loop.snapshot(clock.millis()));
    }

    /** The first snapshot, before any round: the state as recorded, with no moves read yet. */
    public static ClusterState initial(LoopState loop, Clock clock) {
        return new ClusterState(loop.snapshot(clock.millis()));
    }
}
