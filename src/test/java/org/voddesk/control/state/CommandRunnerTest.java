package org.voddesk.control.state;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.voddesk.control.CommandResult;
import org.voddesk.store.StoreException;

/** An internal or database error becomes a failed result that names what failed; its own text stays in the log. */
class CommandRunnerTest {
    @Test
    void anInternalErrorsTextIsNotInTheMessage() {
        CommandResult<Object> r = CommandRunner.guarded("starting a playback", () -> {
            throw new IllegalStateException("secret internals at Foo.java:42");
        });

        assertThat(r.ok()).isFalse();
        assertThat(r.message()).isEqualTo("Internal error while starting a playback (see the log).");
    }

    @Test
    void aDatabaseErrorsTextIsNotInTheMessage() {
        CommandResult<Object> r = CommandRunner.guarded("listing users", () -> {
            throw new StoreException("could not read users: [SQLITE_IOERR] disk I/O error");
        });

        assertThat(r.ok()).isFalse();
        assertThat(r.message()).startsWith("The database failed while listing users").doesNotContain("SQLITE");
    }
}
