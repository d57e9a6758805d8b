package org.voddesk.wire.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.voddesk.core.CameraSession;
import org.voddesk.core.Session;
import org.voddesk.core.SessionEndReason;
import org.voddesk.core.SessionRecord;
import org.voddesk.wire.CameraSessionData;
import org.voddesk.wire.QualityData;
import org.voddesk.wire.SessionData;
import org.voddesk.wire.SessionEndReasonData;
import org.voddesk.wire.SessionRecordData;

class SessionsTest {
    private static Session roundTrip(Session s) throws Exception {
        return Sessions.fromWire(SessionData.parseFrom(Sessions.toWire(s).toByteArray()));
    }

    private static SessionRecord roundTrip(SessionRecord r) throws Exception {
        return Sessions.fromWire(SessionRecordData.parseFrom(Sessions.toWire(r).toByteArray()));
    }

    private static CameraSession roundTrip(CameraSession c) throws Exception {
        return Sessions.fromWire(CameraSessionData.parseFrom(Sessions.toWire(c).toByteArray()));
    }

    @Test
    void sessionComesBackAsItWent() throws Exception {
        assertThat(roundTrip(Records.session())).isEqualTo(Records.session());
    }

    @Test
    void endedSessionRecordComesBackWithItsEndAndReason() throws Exception {
        SessionRecord ended = new SessionRecord(Records.session(), 1_764_000_200_000L, SessionEndReason.NODE_FAILED);

        assertThat(roundTrip(ended)).isEqualTo(ended);
    }

    @Test
    void liveSessionRecordComesBackWithoutAnEnd() throws Exception {
        SessionRecord live = new SessionRecord(Records.session(), null, null);

        assertThat(roundTrip(live)).isEqualTo(live);
    }

    @Test
    void cameraSessionComesBackWithItsRequesterAndNode() throws Exception {
        CameraSession c = new CameraSession(new SessionRecord(Records.session(), 5L, SessionEndReason.STOPPED),
                "olga", "vod-2");

        assertThat(roundTrip(c)).isEqualTo(c);
    }

    @Test
    void cameraSessionWithoutRequesterOrNodeComesBackWithNulls() throws Exception {
        CameraSession c = new CameraSession(new SessionRecord(Records.session(), null, null), null, null);

        assertThat(roundTrip(c)).isEqualTo(c);
    }

    @Test
    void unspecifiedQualityIsRefusedByName() {
        SessionData m = Sessions.toWire(Records.session()).toBuilder()
                .setStream(Sessions.toWire(Records.session()).getStream().toBuilder()
                        .setQuality(QualityData.QUALITY_UNSPECIFIED))
                .build();

        assertThatThrownBy(() -> Sessions.fromWire(m)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("quality").hasMessageContaining("QUALITY_UNSPECIFIED");
    }

    @Test
    void missingPlayheadIsRefusedByName() {
        SessionData m = Sessions.toWire(Records.session()).toBuilder().clearPlayhead().build();

        assertThatThrownBy(() -> Sessions.fromWire(m)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("playhead");
    }

    @Test
    void endedRecordWithoutAReasonIsRefusedByName() {
        SessionRecordData m = SessionRecordData.newBuilder().setSession(Sessions.toWire(Records.session()))
                .setEndedAtMs(5).setEndReason(SessionEndReasonData.SESSION_END_REASON_UNSPECIFIED).build();

        assertThatThrownBy(() -> Sessions.fromWire(m)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("end reason");
    }

    @Test
    void blankSessionIdIsRefusedByTheRecordsOwnCheck() {
        SessionData m = Sessions.toWire(Records.session()).toBuilder().setId("").build();

        assertThatThrownBy(() -> Sessions.fromWire(m)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("session id");
    }
}
