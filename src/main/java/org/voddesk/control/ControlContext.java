package org.voddesk.control;

import java.time.Clock;
import org.voddesk.node.CommandExecutor;
import org.voddesk.core.ProposalRecord;
import org.voddesk.store.Store;

/**
 * What every part of the control layer shares: the store, the node commands, the clock, the settings in force,
 * the working state, the published state and the events. Parts use it only on the loop's thread.
 */
final class ControlContext {
    final Store store;
    final CommandExecutor nodes;
    final Clock clock;
    final ClusterState state;
    final EventBus events;
    final Audit audit;
    final LoopState loop;
    volatile ControlSettings settings;

    ControlContext(Store store, CommandExecutor nodes, Clock clock, ControlSettings settings, LoopState loop,
                   EventBus events) {
        this.store = store;
        this.nodes = nodes;
        this.clock = clock;
        this.settings = settings;
        this.loop = loop;
        this.events = events;
        this.audit = new Audit(store);
        this.state = new ClusterState(loop.snapshot(clock.millis()));
    }

    long now() {
        return clock.millis();
    }

    void event(ControlEvent e) {
        events.publish(e);
    }

    void proposalChanged(ProposalRecord p, String by) {
        event(new ControlEvent.ProposalChanged(now(), p, by));
    }

    /** Re-reads the open proposals and publishes a new snapshot of the working state. */
    void publish() {
        loop.proposals = store.proposals().open();
        state.publish(loop.snapshot(now()));
    }
}
