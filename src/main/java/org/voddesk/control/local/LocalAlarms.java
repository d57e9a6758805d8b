package org.voddesk.control.local;

import java.time.Clock;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.voddesk.control.admin.Roles;
import org.voddesk.control.alarm.AlarmBook;
import org.voddesk.control.alarm.AlarmQueries;
import org.voddesk.control.api.Alarms;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Page;
import org.voddesk.control.api.Principal;
import org.voddesk.control.state.CommandRunner;
import org.voddesk.core.Alarm;
import org.voddesk.store.StoreException;

/**
 * The in-process {@link Alarms} (docs/architecture.md, "Alarms"): the open alarms and the history, read on the work
 * executor, and the acknowledgement, run on the loop. Any logged-in user may read and acknowledge; a principal the console did not issue is refused and the refusal audited.
 */
public final class LocalAlarms implements Alarms {
    private final Clock clock;
    private final Roles roles;
    private final CommandRunner runner;
    private final AlarmBook book;
    private final AlarmQueries queries;

    LocalAlarms(Clock clock, Roles roles, CommandRunner runner, AlarmBook book, AlarmQueries queries) {
        this.clock = clock;
        this.roles = roles;
        this.runner = runner;
        this.book = book;
        this.queries = queries;
    }

    @Override
    public CompletableFuture<CommandResult<List<Alarm>>> openAsync(Principal by) {
        return runner.workAsync("reading the alarms", () -> {
            String why = roles.userRefusal(by, "alarm.read", null);
            return why != null ? CommandResult.failed("Log in first (" + why + ").")
                    : CommandResult.ok("Open alarms.", queries.open());
        });
    }

    @Override
    public CompletableFuture<CommandResult<Page<Alarm>>> historyAsync(Principal by, int page, int pageSize) {
        return runner.workAsync("reading the alarm history", () -> {
            String why = roles.userRefusal(by, "alarm.read", null);
            if (why != null) {
                return CommandResult.failed("Log in first (" + why + ").");
            }
            if (page < 0 || pageSize < 1 || pageSize > AlarmQueries.MAX_PAGE) {
                return CommandResult.failed("A page is a number from 0 and a size of 1 to " + AlarmQueries.MAX_PAGE
                        + ".");
            }
            return CommandResult.ok("Alarms.", Page.of(queries.history(page, pageSize), page, pageSize));
        });
    }

    @Override
    public CompletableFuture<CommandResult<Alarm>> acknowledgeAsync(Principal by, long alarmId, String note) {
        return runner.loopAsync("acknowledging an alarm", () -> {
            String why = roles.userRefusal(by, "alarm.acknowledge", "alarm " + alarmId);
            if (why != null) {
                return CommandResult.failed("Alarm " + alarmId + " was not acknowledged (" + why + ").");
            }
            if (note != null && note.length() > MAX_NOTE) {
                return CommandResult.failed("A note is at most " + MAX_NOTE + " characters; nothing was changed.");
            }
            try {
                return CommandResult.ok("Acknowledged alarm " + alarmId + ".",
                        book.acknowledge(alarmId, by, note, clock.millis()));
            } catch (StoreException e) {
                return CommandResult.failed("Alarm " + alarmId + " was not acknowledged: " + e.getMessage() + ".");
            }
        });
    }
}
