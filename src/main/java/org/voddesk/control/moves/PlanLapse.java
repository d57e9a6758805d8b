package org.voddesk.control.moves;

import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import org.voddesk.control.api.PlanStep;
import org.voddesk.control.api.Principal;
import org.voddesk.control.state.Audit;
import org.voddesk.control.state.Events;
import org.voddesk.core.MoveRecord;
import org.voddesk.core.MoveState;
import org.voddesk.core.PlanRecord;
import org.voddesk.core.PlanState;
import org.voddesk.store.Store;

/**
 * A plan that lapses (ALGORITHMS.md §7): its time ran out, the state moved so that its gain is gone, or a node of
 * it failed. Its pending moves expire and its approved moves that have not run are cancelled, with the reason; a
 * pending plan expires, an approved one (some moves ran) is done. One transaction; audited {@code plan.expire} by
 * {@code system}.
 */
public final class PlanLapse {
    private static final String SYSTEM = Principal.SYSTEM.name();

    private final Store store;
    private final Clock clock;
    private final Audit audit;
    private final Events events;

    public PlanLapse(Store store, Clock clock, Audit audit, Events events) {
        this.store = store;
        this.clock = clock;
        this.audit = audit;
        this.events = events;
    }

    /**
     * Ends {@code plan} because of {@code why}; returns the moves that lapsed (for failure re-homing, whose orphans
     * then end). Throws {@code StoreException} when the plan changed meanwhile (nothing is changed then).
     */
    public List<MoveRecord> lapse(PlanRecord plan, String why) {
        long now = clock.millis();
        List<MoveRecord> lapsed = new ArrayList<>();
        PlanRecord[] ended = new PlanRecord[1];
        store.atomically("expire migration plan " + plan.id(), () -> {
            for (MoveRecord m : plan.moves()) {
                if (m.state() == MoveState.PENDING) {
                    lapsed.add(store.moves().expire(m.id(), now, why));
                } else if (m.state() == MoveState.APPROVED) {
                    lapsed.add(store.moves().cancel(m.id(), now, why));
                }
            }
            ended[0] = plan.state() == PlanState.PENDING ? store.plans().expire(plan.id(), now, why)
                    : store.plans().finish(plan.id(), PlanState.DONE, now, "the rest lapsed: " + why);
            audit.log(now, Principal.SYSTEM, "plan.expire", "plan " + plan.id(), why);
        });
        lapsed.forEach(m -> events.moveChanged(m, SYSTEM));
        events.planChanged(ended[0], PlanStep.EXPIRED, null, SYSTEM, why);
        return lapsed;
    }
}
