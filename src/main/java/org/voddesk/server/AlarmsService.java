package org.voddesk.server;

import io.grpc.stub.StreamObserver;
import org.voddesk.control.api.Alarms;
import org.voddesk.wire.AcknowledgeAlarmReply;
import org.voddesk.wire.AcknowledgeAlarmRequest;
import org.voddesk.wire.AlarmHistoryReply;
import org.voddesk.wire.AlarmHistoryRequest;
import org.voddesk.wire.AlarmsGrpc;
import org.voddesk.wire.OpenAlarmsReply;
import org.voddesk.wire.OpenAlarmsRequest;

/**
 * The wire's {@code Alarms} service over a control's {@link Alarms}: reads through {@link Answers#read}, the
 * acknowledgement through {@link Answers#command} (once per idempotency key), always as the call's principal.
 */
final class AlarmsService extends AlarmsGrpc.AlarmsImplBase {
    private final Alarms alarms;
    private final Answers answers;

    AlarmsService(Alarms alarms, Answers answers) {
        this.alarms = alarms;
        this.answers = answers;
    }

    @Override
    public void open(OpenAlarmsRequest request, StreamObserver<OpenAlarmsReply> reply) {
        answers.read("reading the alarms", alarms.openAsync(Answers.principal()), AlarmReplies::open, reply);
    }

    @Override
    public void history(AlarmHistoryRequest request, StreamObserver<AlarmHistoryReply> reply) {
        answers.read("reading the alarm history", alarms.historyAsync(Answers.principal(),
                request.getPage().getPage(), request.getPage().getPageSize()), AlarmReplies::history, reply);
    }

    @Override
    public void acknowledge(AcknowledgeAlarmRequest request, StreamObserver<AcknowledgeAlarmReply> reply) {
        String note = request.hasNote() ? request.getNote() : null;
        answers.command("acknowledging an alarm", () -> alarms.acknowledgeAsync(Answers.principal(),
                request.getAlarmId(), note), AlarmReplies::acknowledged, reply);
    }
}
