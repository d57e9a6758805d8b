package org.voddesk.wire.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.voddesk.core.Alarm;
import org.voddesk.core.Severity;
import org.voddesk.wire.AlarmData;
import org.voddesk.wire.SeverityData;

class AlarmsTest {
    private static final Alarm ACKNOWLEDGED_CLEARED = new Alarm(3, "node.overloaded", Severity.CRITICAL, "vod-2",
            "vod-2 over 90% for 60 s", new Alarm.Sightings(1_000, 9_000, 4),
            new Alarm.Acknowledgement("sam", 9_500, "moving cameras off"), 12_000L);

    private static Alarm roundTrip(Alarm a) throws Exception {
        return Alarms.fromWire(AlarmData.parseFrom(Alarms.toWire(a).toByteArray()));
    }

    @Test
    void acknowledgedClearedAlarmComesBackAsItWent() throws Exception {
        assertThat(roundTrip(ACKNOWLEDGED_CLEARED)).isEqualTo(ACKNOWLEDGED_CLEARED);
    }

    @Test
    void alarmWithEveryNullablePartNullComesBackWithNulls() throws Exception {
        Alarm open = new Alarm(4, null, Severity.WARNING, null, null, new Alarm.Sightings(1_000, 1_000, 1), null,
                null);

        Alarm back = roundTrip(open);

        assertThat(back).isEqualTo(open);
        assertThat(back.open()).isTrue();
        assertThat(back.acknowledged()).isFalse();
    }

    @Test
    void acknowledgementWithoutNameOrNoteComesBackWithNulls() throws Exception {
        Alarm a = new Alarm(5, "report.export_failed", Severity.MAJOR, "reports", "no samples",
                new Alarm.Sightings(1, 2, 2), new Alarm.Acknowledgement(null, 3, null), null);

        assertThat(roundTrip(a)).isEqualTo(a);
    }

    @Test
    void unspecifiedSeverityIsRefusedByName() {
        AlarmData m = Alarms.toWire(ACKNOWLEDGED_CLEARED).toBuilder()
                .setSeverity(SeverityData.SEVERITY_UNSPECIFIED).build();

        assertThatThrownBy(() -> Alarms.fromWire(m)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("severity").hasMessageContaining("SEVERITY_UNSPECIFIED");
    }

    @Test
    void missingSightingsAreRefusedByName() {
        AlarmData m = Alarms.toWire(ACKNOWLEDGED_CLEARED).toBuilder().clearSeen().build();

        assertThatThrownBy(() -> Alarms.fromWire(m)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("sightings");
    }
}
