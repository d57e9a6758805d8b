package org.voddesk.wire.model;

import org.voddesk.core.CameraSession;
import org.voddesk.core.Playhead;
import org.voddesk.core.Quality;
import org.voddesk.core.SegmentKey;
import org.voddesk.core.Session;
import org.voddesk.core.SessionEndReason;
import org.voddesk.core.SessionRecord;
import org.voddesk.core.StreamProfile;
import org.voddesk.core.StreamSource;
import org.voddesk.wire.CameraSessionData;
import org.voddesk.wire.PlayheadData;
import org.voddesk.wire.QualityData;
import org.voddesk.wire.SegmentKeyData;
import org.voddesk.wire.SessionData;
import org.voddesk.wire.SessionEndReasonData;
import org.voddesk.wire.SessionRecordData;
import org.voddesk.wire.StreamProfileData;
import org.voddesk.wire.StreamSourceData;

/**
 * Sessions on the wire: {@link Session} as {@link SessionData}, {@link SessionRecord} and {@link CameraSession}.
 * Reading a message throws {@link IllegalArgumentException} naming the part it cannot read; the records' own checks
 * apply as where they are made.
 */
public final class Sessions {
    private Sessions() {
    }

    /** The message of a live session. */
    public static SessionData toWire(Session s) {
        return SessionData.newBuilder()
                .setId(s.id())
                .setNodeName(s.nodeName())
                .setSegment(SegmentKeyData.newBuilder().setCameraId(s.cameraId()).setSegmentStartMs(s.segmentStartMs()))
                .setPlayhead(PlayheadData.newBuilder().setBeginMs(s.beginMs()).setPositionMs(s.positionMs())
                        .setRate(s.rate()))
                .setStream(StreamProfileData.newBuilder().setBitrateBps(s.bitrateBps()).setQuality(quality(s.quality()))
                        .setSource(source(s.source())))
                .setStartedAtMs(s.startedAtMs())
                .build();
    }

    /** The session a message carries. */
    public static Session fromWire(SessionData m) {
        if (!m.hasSegment()) {
            throw Parts.missing("the session's segment");
        }
        if (!m.hasPlayhead()) {
            throw Parts.missing("the session's playhead");
        }
        if (!m.hasStream()) {
            throw Parts.missing("the session's stream");
        }
        SegmentKeyData seg = m.getSegment();
        PlayheadData head = m.getPlayhead();
        StreamProfileData stream = m.getStream();
        return new Session(m.getId(), m.getNodeName(), new SegmentKey(seg.getCameraId(), seg.getSegmentStartMs()),
                new Playhead(head.getBeginMs(), head.getPositionMs(), head.getRate()),
                new StreamProfile(stream.getBitrateBps(), quality(stream.getQuality()), source(stream.getSource())),
                m.getStartedAtMs());
    }

    /** The message of a session as the history keeps it. */
    public static SessionRecordData toWire(SessionRecord r) {
        SessionRecordData.Builder b = SessionRecordData.newBuilder().setSession(toWire(r.session()));
        if (r.endedAtMs() != null) {
            b.setEndedAtMs(r.endedAtMs());
        }
        if (r.endReason() != null) {
            b.setEndReason(endReason(r.endReason()));
        }
        return b.build();
    }

    /** The session record a message carries. */
    public static SessionRecord fromWire(SessionRecordData m) {
        if (!m.hasSession()) {
            throw Parts.missing("the session record's session");
        }
        SessionEndReason reason = m.getEndReason() == SessionEndReasonData.SESSION_END_REASON_UNSPECIFIED
                && !m.hasEndedAtMs() ? null : endReason(m.getEndReason());
        return new SessionRecord(fromWire(m.getSession()), Parts.orNull(m.hasEndedAtMs(), m.getEndedAtMs()), reason);
    }

    /** The message of one session of a camera's timeline. */
    public static CameraSessionData toWire(CameraSession c) {
        CameraSessionData.Builder b = CameraSessionData.newBuilder().setRecord(toWire(c.record()));
        if (c.startedBy() != null) {
            b.setStartedBy(c.startedBy());
        }
        if (c.placedOn() != null) {
            b.setPlacedOn(c.placedOn());
        }
        return b.build();
    }

    /** The camera session a message carries. */
    public static CameraSession fromWire(CameraSessionData m) {
        if (!m.hasRecord()) {
            throw Parts.missing("the camera session's record");
        }
        return new CameraSession(fromWire(m.getRecord()), Parts.orNull(m.hasStartedBy(), m.getStartedBy()),
                Parts.orNull(m.hasPlacedOn(), m.getPlacedOn()));
    }

    static QualityData quality(Quality q) {
        return switch (q) {
            case MAIN -> QualityData.QUALITY_MAIN;
            case SUB -> QualityData.QUALITY_SUB;
        };
    }

    static Quality quality(QualityData q) {
        return switch (q) {
            case QUALITY_MAIN -> Quality.MAIN;
            case QUALITY_SUB -> Quality.SUB;
            default -> throw Parts.unknown("the session's quality", q);
        };
    }

    private static StreamSourceData source(StreamSource s) {
        return switch (s) {
            case MEMORY -> StreamSourceData.STREAM_SOURCE_MEMORY;
            case IPSAN -> StreamSourceData.STREAM_SOURCE_IPSAN;
        };
    }

    private static StreamSource source(StreamSourceData s) {
        return switch (s) {
            case STREAM_SOURCE_MEMORY -> StreamSource.MEMORY;
            case STREAM_SOURCE_IPSAN -> StreamSource.IPSAN;
            default -> throw Parts.unknown("the session's stream source", s);
        };
    }

    private static SessionEndReasonData endReason(SessionEndReason r) {
        return switch (r) {
            case STOPPED -> SessionEndReasonData.SESSION_END_REASON_STOPPED;
            case FINISHED -> SessionEndReasonData.SESSION_END_REASON_FINISHED;
            case NODE_FAILED -> SessionEndReasonData.SESSION_END_REASON_NODE_FAILED;
            case LOST -> SessionEndReasonData.SESSION_END_REASON_LOST;
            case ERROR -> SessionEndReasonData.SESSION_END_REASON_ERROR;
        };
    }

    private static SessionEndReason endReason(SessionEndReasonData r) {
        return switch (r) {
            case SESSION_END_REASON_STOPPED -> SessionEndReason.STOPPED;
            case SESSION_END_REASON_FINISHED -> SessionEndReason.FINISHED;
            case SESSION_END_REASON_NODE_FAILED -> SessionEndReason.NODE_FAILED;
            case SESSION_END_REASON_LOST -> SessionEndReason.LOST;
            case SESSION_END_REASON_ERROR -> SessionEndReason.ERROR;
            default -> throw Parts.unknown("the session's end reason", r);
        };
    }
}
