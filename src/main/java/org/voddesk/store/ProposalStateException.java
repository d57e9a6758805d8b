package org.voddesk.store;

import org.voddesk.core.ProposalState;

/** A proposal asked to move where its life does not allow (approving an expired one, finishing a rejected one). */
public final class ProposalStateException extends StoreException {
    private static final long serialVersionUID = 1L;

    private final transient ProposalState current;

    ProposalStateException(String message, ProposalState current) {
        super(message);
        this.current = current;
    }

    /** The state the proposal is in, which did not allow the move. */
    public ProposalState current() {
        return current;
    }
}
