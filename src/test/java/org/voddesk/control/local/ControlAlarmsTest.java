package org.voddesk.control.local;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.alarm.AlarmBook;
import org.voddesk.control.api.AlarmTransition;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.NodeStatus;
import org.voddesk.control.api.Principal;
import org.voddesk.core.Alarm;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.Role;

/**
 * Alarms end to end against demo nodes: a node that goes away and comes back repeats its alarm, is acknowledged
 * with a note, and the alarm clears itself once the node has stayed back; every change is an event.
 */
class ControlAlarmsTest {
    private static final String NODE = "vod-2";
    private ControlFixture f;

    @BeforeEach
    void start(@TempDir Path dir) throws Exception {
        f = new ControlFixture(dir, 2, SettingsRules.DEFAULT);
        f.roundsUntilAllOk();
    }

    @AfterEach
    void stop() {
        f.close();
    }

    private List<ControlEvent.AlarmChanged> alarmEvents() {
        return f.events(ControlEvent.AlarmChanged.class).stream()
                .filter(e -> e.alarm().source().equals(NODE) && e.alarm().kind().equals("node.unreachable")).toList();
    }

    private void down() {
        f.cluster.kill(NODE);
        f.roundsUntil(s -> s.node(NODE).map(NodeStatus::health).orElseThrow() == NodeHealth.UNREACHABLE);
    }

    private void up() throws Exception {
        f.cluster.revive(NODE);
        f.roundsUntil(s -> s.node(NODE).map(NodeStatus::health).orElseThrow() == NodeHealth.OK);
    }

    @Test
    void anAlarmRepeatsIsAcknowledgedAndClears() throws Exception {
        Principal op = f.user("op", Role.OPERATOR);
        down();
        up();
        down(); // back within the settle time: the same alarm, counted again

        assertThat(alarmEvents()).extracting(ControlEvent.AlarmChanged::transition)
                .containsExactly(AlarmTransition.OPENED, AlarmTransition.REPEATED);
        List<Alarm> open = f.control.alarms().open(op).value();
        Alarm alarm = open.stream().filter(a -> a.kind().equals("node.unreachable")).findFirst().orElseThrow();
        assertThat(alarm.count()).isEqualTo(2);
        assertThat(f.store.alarms().page(100, 0)).filteredOn(r -> r.kind().equals("node.unreachable")).hasSize(1);

        CommandResult<Alarm> ack = f.control.alarms().acknowledge(op, alarm.id(), "vendor called");
        assertThat(ack.ok()).as(ack.message()).isTrue();
        assertThat(ack.value().acknowledgedBy()).isEqualTo("op");
        assertThat(f.audited("alarm.acknowledge")).isTrue();

        up();
        long settleRounds = AlarmBook.SETTLE.toSeconds() / 5 + 1;
        f.rounds((int) settleRounds);

        assertThat(alarmEvents()).extracting(ControlEvent.AlarmChanged::transition).containsExactly(
                AlarmTransition.OPENED, AlarmTransition.REPEATED, AlarmTransition.ACKNOWLEDGED,
                AlarmTransition.CLEARED);
        Alarm cleared = f.control.alarms().history(op, 0, 50).value().items().stream()
                .filter(a -> a.id() == alarm.id()).findFirst().orElseThrow();
        assertThat(cleared.open()).isFalse();
        assertThat(cleared.note()).isEqualTo("vendor called");
        assertThat(f.control.alarms().open(op).value()).noneMatch(a -> a.id() == alarm.id());
    }

    @Test
    void aForgedPrincipalCannotReadOrAcknowledgeAlarms() {
        down();
        long id = f.store.alarms().open().get(0).id();

        Principal ghost = new Principal("ghost", Role.SUPERVISOR);

        assertThat(f.control.alarms().acknowledge(ghost, id, "hi").ok()).isFalse();
        assertThat(f.control.alarms().open(ghost).ok()).isFalse();
        assertThat(f.store.alarms().find(id).orElseThrow().acknowledgedBy()).isNull();
        assertThat(f.audited("alarm.acknowledge.refused")).isTrue();
    }

    @Test
    void anAlarmIsAcknowledgedOnlyOnce() {
        Principal op = f.user("op", Role.OPERATOR);
        Principal boss = f.user("boss", Role.SUPERVISOR);
        down();
        long id = f.store.alarms().open().get(0).id();

        assertThat(f.control.alarms().acknowledge(op, id, null).ok()).isTrue();
        CommandResult<Alarm> again = f.control.alarms().acknowledge(boss, id, "me too");

        assertThat(again.ok()).isFalse();
        assertThat(again.message()).contains("already by op");
    }
}
