package org.voddesk.control.remote;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.voddesk.control.api.Alarms;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Page;
import org.voddesk.control.api.Principal;
import org.voddesk.core.Alarm;
import org.voddesk.wire.AcknowledgeAlarmRequest;
import org.voddesk.wire.AlarmHistoryRequest;
import org.voddesk.wire.AlarmsGrpc;
import org.voddesk.wire.OpenAlarmsRequest;
import org.voddesk.wire.PageRequest;

/**
 * {@link Alarms} over the wire: each method one call of the server's {@code Alarms} service ({@link Calls}: a
 * deadline, the login's token, never exceptional), the server acting as the login's user whatever principal a method
 * names; its result is the server's control's, refusals in their words. The acknowledgement carries an idempotency
 * key.
 */
final class RemoteAlarms implements Alarms {
    private final Calls calls;

    RemoteAlarms(Calls calls) {
        this.calls = calls;
    }

    @Override
    public CompletableFuture<CommandResult<List<Alarm>>> openAsync(Principal by) {
        return calls.read("reading the alarms", AlarmsGrpc.getOpenMethod(), OpenAlarmsRequest.getDefaultInstance(),
                WireReads::openAlarms);
    }

    @Override
    public CompletableFuture<CommandResult<Page<Alarm>>> historyAsync(Principal by, int page, int pageSize) {
        return calls.read("reading the alarm history", AlarmsGrpc.getHistoryMethod(), AlarmHistoryRequest.newBuilder()
                .setPage(PageRequest.newBuilder().setPage(page).setPageSize(pageSize)).build(),
                WireReads::alarmHistory);
    }

    @Override
    public CompletableFuture<CommandResult<Alarm>> acknowledgeAsync(Principal by, long alarmId, String note) {
        AcknowledgeAlarmRequest.Builder request = AcknowledgeAlarmRequest.newBuilder().setAlarmId(alarmId);
        if (note != null) {
            request.setNote(note);
        }
        return calls.command("acknowledging an alarm", AlarmsGrpc.getAcknowledgeMethod(), request.build(),
                WireReads::acknowledged);
    }
}
