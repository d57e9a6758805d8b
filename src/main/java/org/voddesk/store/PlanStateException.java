package org.voddesk.store;

import org.voddesk.core.PlanState;

/** A plan asked to move where its life does not allow (approving an expired one, rejecting a finished one). */
public final class PlanStateException extends StoreException {
    private static final long serialVersionUID = 1L;

    private final transient PlanState current;

    PlanStateException(String message, PlanState current) {
        super(message);
        this.current = current;
    }

    /** The state the plan is in, which did not allow the change. */
    public PlanState current() {
        return current;
    }
}
