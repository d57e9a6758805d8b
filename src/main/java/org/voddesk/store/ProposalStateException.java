package org.voddesk.store;

import org.voddesk.core.MoveState;

/** A proposal asked to move where its life does not allow (approving an expired one, finishing a rejected one). */
public final class ProposalStateException extends StoreException {
    private static final long serialVersionUID = 1L;

    private final transient MoveState current;

    ProposalStateException(String message, MoveState current) {
        super(message);
        this.current = current;
    }

    /** The state the proposal is in, which did not allow the move. */
    public MoveState current() {
        return current;
    }
}
