package org.voddesk.control.state;

import java.time.Clock;
import java.util.function.Consumer;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.PlanStep;
import org.voddesk.core.MoveRecord;
import org.voddesk.core.PlanRecord;

/**
 * Raises the control layer's events: each goes to the subscribers ({@link EventBus}) and to the one observer wired
 * at construction (the alarm feed), on the loop's thread.
 */
public final class Events {
    private final EventBus bus;
    private final Clock clock;
    private final Consumer<ControlEvent> observer;

    /** @param observer sees every raised event on the raising thread (the alarm feed); must not block */
    public Events(EventBus bus, Clock clock, Consumer<ControlEvent> observer) {
        this.bus = bus;
        this.clock = clock;
        this.observer = observer;
    }

    public void raise(ControlEvent e) {
        bus.publish(e);
        observer.accept(e);
    }

    /** Raises {@link ControlEvent.MoveChanged}. */
    public void moveChanged(MoveRecord p, String by) {
        raise(new ControlEvent.MoveChanged(clock.millis(), p, by));
    }

    /** Raises {@link ControlEvent.PlanChanged}. */
    public void planChanged(PlanRecord p, PlanStep step, Long moveId, String by, String detail) {
        raise(new ControlEvent.PlanChanged(clock.millis(), p, step, moveId, by, detail));
    }
}
