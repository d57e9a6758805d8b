package org.voddesk.server;

import java.util.List;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Page;
import org.voddesk.core.Alarm;
import org.voddesk.wire.AcknowledgeAlarmReply;
import org.voddesk.wire.AlarmHistoryReply;
import org.voddesk.wire.OpenAlarmsReply;
import org.voddesk.wire.model.Alarms;
import org.voddesk.wire.model.Pages;

/**
 * The results of {@code control.api.Alarms} as the replies of the {@code Alarms} service: one direction, no logic.
 * Each carries the result's ok and message as they are, and its value when there is one.
 */
final class AlarmReplies {
    private AlarmReplies() {
    }

    static OpenAlarmsReply open(CommandResult<List<Alarm>> r) {
        OpenAlarmsReply.Builder b = OpenAlarmsReply.newBuilder().setOutcome(WireReplies.outcome(r));
        if (r.value() != null) {
            r.value().forEach(a -> b.addAlarms(Alarms.toWire(a)));
        }
        return b.build();
    }

    static AlarmHistoryReply history(CommandResult<Page<Alarm>> r) {
        AlarmHistoryReply.Builder b = AlarmHistoryReply.newBuilder().setOutcome(WireReplies.outcome(r));
        Page<Alarm> page = r.value();
        if (page != null) {
            page.items().forEach(a -> b.addAlarms(Alarms.toWire(a)));
            b.setPage(Pages.info(page));
        }
        return b.build();
    }

    static AcknowledgeAlarmReply acknowledged(CommandResult<Alarm> r) {
        AcknowledgeAlarmReply.Builder b = AcknowledgeAlarmReply.newBuilder().setOutcome(WireReplies.outcome(r));
        if (r.value() != null) {
            b.setAlarm(Alarms.toWire(r.value()));
        }
        return b.build();
    }
}
