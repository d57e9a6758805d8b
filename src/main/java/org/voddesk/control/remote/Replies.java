package org.voddesk.control.remote;

import java.util.function.Supplier;
import org.voddesk.control.api.CommandResult;
import org.voddesk.wire.Outcome;

/** A reply's {@link Outcome} and value as the control's result, as the server's control returned it. */
final class Replies {
    private Replies() {
    }

    /**
     * The result the outcome says, with {@code value}'s value when the reply carries one ({@code present}), whether
     * ok or not: a failed result may carry what explains it (a test connection's report).
     */
    static <T> CommandResult<T> result(Outcome outcome, boolean present, Supplier<T> value) {
        return new CommandResult<>(outcome.getOk(), outcome.getMessage(), present ? value.get() : null);
    }
}
