package org.voddesk.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.voddesk.store.Fixtures.T0;
import static org.voddesk.store.Fixtures.session;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.core.Playhead;
import org.voddesk.core.Quality;
import org.voddesk.core.SegmentKey;
import org.voddesk.core.Session;
import org.voddesk.core.SessionEndReason;
import org.voddesk.core.StreamProfile;
import org.voddesk.core.StreamSource;
import org.voddesk.core.SessionRecord;

class SessionRepositoryTest {
    @TempDir
    Path dir;
    Store store;

    @BeforeEach
    void open() {
        store = Fixtures.withNodes(Fixtures.open(dir), "vod-1", "vod-2");
    }

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void aStartedSessionReadsBackWithAllItsFields() {
        Session s = new Session("s-1", "vod-1", new SegmentKey("cam-7", T0), new Playhead(T0 + 1, T0 + 2, 2.0),
                new StreamProfile(1_500_000, Quality.SUB, StreamSource.MEMORY), T0 + 3);
        store.sessions().started(s);
        assertThat(store.sessions().find("s-1")).contains(new SessionRecord(s, null, null));
        assertThat(store.sessions().active()).containsExactly(s);
    }

    @Test
    void aSessionKeepsWhoRequestedItAndItsStreamUrlWhichAMoveReplaces() {
        store.sessions().started(session("s-1", "vod-1", "cam-1"), "ann", "rtsp://vod-1/s-1");
        store.sessions().started(session("s-2", "vod-1", "cam-1"));

        assertThat(store.sessions().origin("s-1")).contains(new SessionOrigin("ann", "rtsp://vod-1/s-1"));
        assertThat(store.sessions().origin("s-2")).contains(new SessionOrigin(null, null));
        assertThat(store.sessions().origin("nope")).isEmpty();

        store.sessions().streamMoved("s-1", "rtsp://vod-2/s-1");
        assertThat(store.sessions().origin("s-1")).contains(new SessionOrigin("ann", "rtsp://vod-2/s-1"));
    }

    @Test
    void theOwnersOfLiveSessionsNameOnlyPlacedSessionsThatHaveNotEnded() {
        store.sessions().started(session("s-1", "vod-1", "cam-1"), "ann", "rtsp://vod-1/s-1");
        store.sessions().started(session("s-2", "vod-1", "cam-1"));
        store.sessions().started(session("s-3", "vod-2", "cam-2"), "bob", null);
        store.sessions().ended("s-3", T0 + 9_000, SessionEndReason.STOPPED);

        assertThat(store.sessions().activeOwners()).isEqualTo(java.util.Map.of("s-1", "ann"));
    }

    @Test
    void anUpdateRecordsTheMoveToAnotherNodeAndTheNewRate() {
        Session s = session("s-1", "vod-1", "cam-1");
        store.sessions().started(s);
        Session moved = s.withNode("vod-2").withRate(4.0).withPosition(T0 + 200_000).withSource(StreamSource.MEMORY);
        store.sessions().update(moved);
        assertThat(store.sessions().active()).containsExactly(moved);
    }

    @Test
    void aRoundOfPositionsIsRecordedTogether() {
        Session a = session("s-1", "vod-1", "cam-1");
        Session b = session("s-2", "vod-2", "cam-2");
        store.sessions().started(a);
        store.sessions().started(b);
        store.sessions().updateAll(List.of(a.withPosition(T0 + 1_000_000), b.withPosition(T0 + 2_000_000)));
        assertThat(store.sessions().active()).extracting(Session::positionMs)
                .containsExactlyInAnyOrder(T0 + 1_000_000, T0 + 2_000_000);
    }

    @Test
    void anEndedSessionKeepsItsEndAndReasonAndIsNoLongerActive() {
        store.sessions().started(session("s-1", "vod-1", "cam-1"));
        assertThat(store.sessions().ended("s-1", T0 + 9_000, SessionEndReason.NODE_FAILED)).isTrue();
        assertThat(store.sessions().active()).isEmpty();
        assertThat(store.sessions().find("s-1")).hasValueSatisfying(r -> {
            assertThat(r.endedAtMs()).isEqualTo(T0 + 9_000);
            assertThat(r.endReason()).isEqualTo(SessionEndReason.NODE_FAILED);
        });
    }

    @Test
    void endingASessionTwiceKeepsTheFirstEnd() {
        store.sessions().started(session("s-1", "vod-1", "cam-1"));
        store.sessions().ended("s-1", T0 + 9_000, SessionEndReason.STOPPED);
        assertThat(store.sessions().ended("s-1", T0 + 10_000, SessionEndReason.LOST)).isFalse();
        assertThat(store.sessions().find("s-1").orElseThrow().endReason()).isEqualTo(SessionEndReason.STOPPED);
    }

    @Test
    void anEndedSessionCannotBeUpdated() {
        Session s = session("s-1", "vod-1", "cam-1");
        store.sessions().started(s);
        store.sessions().ended("s-1", T0 + 9_000, SessionEndReason.STOPPED);
        assertThatThrownBy(() -> store.sessions().update(s.withRate(2))).isInstanceOf(StoreException.class)
                .hasMessageContaining("not a live recorded session");
    }

    @Test
    void aSessionIdIsNeverRecordedTwice() {
        store.sessions().started(session("s-1", "vod-1", "cam-1"));
        assertThatThrownBy(() -> store.sessions().started(session("s-1", "vod-2", "cam-1")))
                .isInstanceOf(StoreException.class).hasMessageContaining("already recorded");
    }

    @Test
    void aSessionOnAnUnknownNodeIsRefusedClearly() {
        assertThatThrownBy(() -> store.sessions().started(session("s-1", "vod-9", "cam-1")))
                .isInstanceOf(StoreException.class).hasMessageContaining("no node named vod-9");
        assertThat(store.sessions().find("s-1")).isEmpty();
    }

    @Test
    void sessionsStartedInARangeAreListedByStartTime() {
        Session early = session("s-1", "vod-1", "cam-1");
        Session late = new Session("s-2", "vod-1", new SegmentKey("cam-1", T0), Playhead.atBegin(T0, 1),
                new StreamProfile(1, Quality.MAIN, StreamSource.IPSAN), T0 + 86_400_000);
        store.sessions().started(late);
        store.sessions().started(early);
        assertThat(store.sessions().startedBetween(T0, T0 + 86_400_000)).extracting(r -> r.session().id())
                .containsExactly("s-1");
    }
}
