package org.voddesk.wire.model;

import org.voddesk.core.Alarm;
import org.voddesk.core.Severity;
import org.voddesk.wire.AcknowledgementData;
import org.voddesk.wire.AlarmData;
import org.voddesk.wire.SeverityData;
import org.voddesk.wire.SightingsData;

/**
 * Alarms on the wire: {@link Alarm} as {@link AlarmData}, with its sightings and acknowledgement. Reading a message
 * throws {@link IllegalArgumentException} naming the part it cannot read.
 */
public final class Alarms {
    private Alarms() {
    }

    /** The message of one alarm. */
    public static AlarmData toWire(Alarm a) {
        AlarmData.Builder b = AlarmData.newBuilder()
                .setId(a.id())
                .setSeverity(severity(a.severity()))
                .setSeen(SightingsData.newBuilder().setFirstSeenMs(a.firstSeenMs()).setLastSeenMs(a.lastSeenMs())
                        .setCount(a.count()));
        if (a.kind() != null) {
            b.setKind(a.kind());
        }
        if (a.source() != null) {
            b.setSource(a.source());
        }
        if (a.message() != null) {
            b.setMessage(a.message());
        }
        if (a.acknowledgement() != null) {
            b.setAcknowledgement(acknowledgement(a.acknowledgement()));
        }
        if (a.clearedAtMs() != null) {
            b.setClearedAtMs(a.clearedAtMs());
        }
        return b.build();
    }

    /** The alarm a message carries. */
    public static Alarm fromWire(AlarmData m) {
        if (!m.hasSeen()) {
            throw Parts.missing("the alarm's sightings");
        }
        SightingsData s = m.getSeen();
        return new Alarm(m.getId(), Parts.orNull(m.hasKind(), m.getKind()), severity(m.getSeverity()),
                Parts.orNull(m.hasSource(), m.getSource()), Parts.orNull(m.hasMessage(), m.getMessage()),
                new Alarm.Sightings(s.getFirstSeenMs(), s.getLastSeenMs(), s.getCount()),
                m.hasAcknowledgement() ? acknowledgement(m.getAcknowledgement()) : null,
                Parts.orNull(m.hasClearedAtMs(), m.getClearedAtMs()));
    }

    private static AcknowledgementData acknowledgement(Alarm.Acknowledgement a) {
        AcknowledgementData.Builder b = AcknowledgementData.newBuilder().setAtMs(a.atMs());
        if (a.by() != null) {
            b.setBy(a.by());
        }
        if (a.note() != null) {
            b.setNote(a.note());
        }
        return b.build();
    }

    private static Alarm.Acknowledgement acknowledgement(AcknowledgementData m) {
        return new Alarm.Acknowledgement(Parts.orNull(m.hasBy(), m.getBy()), m.getAtMs(),
                Parts.orNull(m.hasNote(), m.getNote()));
    }

    private static SeverityData severity(Severity s) {
        return switch (s) {
            case WARNING -> SeverityData.SEVERITY_WARNING;
            case MAJOR -> SeverityData.SEVERITY_MAJOR;
            case CRITICAL -> SeverityData.SEVERITY_CRITICAL;
        };
    }

    private static Severity severity(SeverityData s) {
        return switch (s) {
            case SEVERITY_WARNING -> Severity.WARNING;
            case SEVERITY_MAJOR -> Severity.MAJOR;
            case SEVERITY_CRITICAL -> Severity.CRITICAL;
            default -> throw Parts.unknown("the alarm's severity", s);
        };
    }
}
