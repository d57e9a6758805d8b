package org.voddesk.control.api;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.voddesk.core.Alarm;

/**
 * The Alarms screen's part of the control API, from {@link Control#alarms()}: the open alarms, the history and the
 * acknowledgement. Any logged-in, enabled user may read and acknowledge; a principal the control room did not issue
 * is refused and the refusal audited. Each command has a non-blocking form ({@code xxxAsync}, which returns at once
 * and never completes exceptionally) and a blocking join of it for the command line and tests.
 */
public interface Alarms {
    /** The longest note an acknowledgement keeps. */
    int MAX_NOTE = 1_000;

    /**
     * The open alarms, most recently seen first. Any thread; returns at once. Never completes exceptionally: a refusal
     * (audited {@code <action>.refused} under the caller) or an error is a failed result whose message says why. Role:
     * any logged-in, enabled user.
     */
    CompletableFuture<CommandResult<List<Alarm>>> openAsync(Principal by);

    /**
     * {@link #openAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same result and
     * role.
     */
    default CommandResult<List<Alarm>> open(Principal by) {
        return CommandResult.await("reading the alarms", openAsync(by));
    }

    /**
     * Every alarm (open, acknowledged, cleared), most recently seen first, one page from 0. Any thread; returns at
     * once. Never completes exceptionally: a refusal (audited {@code <action>.refused} under the caller) or an error is
     * a failed result whose message says why. Role: any logged-in, enabled user.
     */
    CompletableFuture<CommandResult<Page<Alarm>>> historyAsync(Principal by, int page, int pageSize);

    /**
     * {@link #historyAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same result and
     * role.
     */
    default CommandResult<Page<Alarm>> history(Principal by, int page, int pageSize) {
        return CommandResult.await("reading the alarm history", historyAsync(by, page, pageSize));
    }

    /**
     * Acknowledges an alarm with an optional note: stored with an audit line ({@code alarm.acknowledge}) and raised as
     * {@link ControlEvent.AlarmChanged}. An alarm is acknowledged once; it stays open until its condition ends. Any
     * thread; returns at once. Never completes exceptionally: a refusal (audited {@code <action>.refused} under the
     * caller) or an error is a failed result whose message says why. Role: any logged-in, enabled user.
     */
    CompletableFuture<CommandResult<Alarm>> acknowledgeAsync(Principal by, long alarmId, String note);

    /**
     * {@link #acknowledgeAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same result
     * and role.
     */
    default CommandResult<Alarm> acknowledge(Principal by, long alarmId, String note) {
        return CommandResult.await("acknowledging an alarm", acknowledgeAsync(by, alarmId, note));
    }
}
