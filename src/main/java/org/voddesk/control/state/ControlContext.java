package org.voddesk.control.state;

import java.time.Clock;
import java.util.function.Consumer;
import org.voddesk.node.CommandExecutor;
import org.voddesk.core.ProposalRecord;
import org.voddesk.store.Store;
import org.voddesk.control.ControlEvent;
import org.voddesk.control.ControlSettings;

/**
 * What every part of the control layer shares: the store, the node commands, the clock, the settings in force,
 * the working state, the published state and the events. Parts use it only on the loop's thread.
 */
public final class ControlContext {
    public final Store store;
    public final CommandExecutor nodes;
    final Clock clock;
    public final ClusterState state;
    public final EventBus events;
    public final Audit audit;
    public final LoopState loop;
    public volatile ControlSettings settings;
    /** Wiring (principals): which principals this console issued. */
    public final org.voddesk.control.auth.PrincipalGate gate;
    /** Wiring (alarms): sees every event on the loop thread; set once by Control's constructor, before the loop. */
    public Consumer<ControlEvent> alarmObserver;
    /** Wiring (alarms, camera catalogue): runs at the end of every round; set once by Control's constructor. */
    public Runnable endOfRound;

    public ControlContext(Store store, CommandExecutor nodes, Clock clock, ControlSettings settings, LoopState loop,
                   EventBus events) {
        this.store = store;
        this.nodes = nodes;
        this.clock = clock;
        this.settings = settings;
        this.loop = loop;
        this.events = events;
        this.audit = new Audit(store);
        this.gate = new org.voddesk.control.auth.PrincipalGate(store.users());
        this.state = new ClusterState(loop.snapshot(clock.millis()));
    }

    public long now() {
        return clock.millis();
    }

    public void event(ControlEvent e) {
        events.publish(e);
        if (alarmObserver != null) {
            alarmObserver.accept(e); // wiring (alarms)
        }
    }

    public void proposalChanged(ProposalRecord p, String by) {
        event(new ControlEvent.ProposalChanged(now(), p, by));
    }

    /** Raises {@link ControlEvent.PlanChanged}. */
    public void planChanged(org.voddesk.core.PlanRecord p, org.voddesk.control.PlanStep step, Long moveId, String by,
                            String detail) {
        event(new ControlEvent.PlanChanged(now(), p, step, moveId, by, detail));
    }

    /** Re-reads the open proposals and publishes a new snapshot of the working state. */
    public void publish() {
        loop.proposalsRead(store.proposals().open());
        state.publish(loop.snapshot(now()));
    }
}
