package org.voddesk.server;

import org.voddesk.control.api.CommandResult;
import org.voddesk.wire.Outcome;

/** The control's result as the {@link Outcome} every command reply carries first: ok, and the words as they are. */
final class Outcomes {
    private Outcomes() {
    }

    static Outcome of(CommandResult<?> r) {
        return Outcome.newBuilder().setOk(r.ok()).setMessage(r.message()).build();
    }
}
