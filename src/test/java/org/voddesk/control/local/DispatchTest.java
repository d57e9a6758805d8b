package org.voddesk.control.local;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.ZoneId;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.NodeStatus;
import org.voddesk.control.api.PlaybackStarted;
import org.voddesk.control.api.Principal;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.Quality;
import org.voddesk.core.SegmentKey;
import org.voddesk.core.Session;
import org.voddesk.core.SessionEndReason;
import org.voddesk.core.WallTimes;
import org.voddesk.policy.Policies;
import org.voddesk.store.DecisionRecord;

/** Playback commands through the control layer against demo nodes, and the loop's robustness. */
class DispatchTest {
    private ControlFixture f;
    private Principal op;
    private long begin;

    @BeforeEach
    void start(@TempDir Path dir) throws Exception {
        f = new ControlFixture(dir, 3, SettingsRules.DEFAULT);
        op = f.cli("t");
        f.roundsUntilAllOk();
        begin = f.clock.millis() - 3 * ControlFixture.HOUR;
    }

    @AfterEach
    void stop() {
        f.close();
    }

    private List<DecisionRecord> decisions() {
        return f.store.decisions().between(0, Long.MAX_VALUE);
    }

    @Test
    void requestedPlaybackStartsOnTheChosenNodeAndIsRecordedFirst() {
        CommandResult<PlaybackStarted> r = f.control.requestPlayback(op, "cam-007", begin, 2, Quality.MAIN);

        assertThat(r.ok()).as(r.message()).isTrue();
        Session s = r.value().session();
        assertThat(f.cluster.node(s.nodeName()).sessions()).extracting(Session::id).containsExactly(s.id());
        assertThat(f.store.sessions().find(s.id()).orElseThrow().isActive()).isTrue();
        assertThat(decisions()).singleElement().satisfies(d -> {
            assertThat(d.entry().nodeName()).isEqualTo(s.nodeName());
            assertThat(d.entry().policy()).isEqualTo(Policies.DEFAULT_PLACEMENT);
        });
        assertThat(f.audited("playback.start")).isTrue();
        assertThat(f.control.snapshot().session(s.id())).isPresent();
        assertThat(f.events(ControlEvent.SessionStarted.class)).anyMatch(e -> e.session().id().equals(s.id()));
    }

    @Test
    void theStartsAuditDetailWritesTheBeginWithItsOffsetAndReadsAsTheTablesDo() {
        Session s = f.control.requestPlayback(op, "cam-007", begin, 1, Quality.MAIN).value().session();

        assertThat(f.store.audit().recent(100)).map(a -> a.entry())
                .filteredOn(e -> e.action().equals("playback.start")).singleElement()
                .satisfies(e -> {
                    assertThat(e.detail()).startsWith("cam-007 from " + WallTimes.stamp(begin, ZoneId.systemDefault())
                            + " on " + s.nodeName());
                    assertThat(WallTimes.localized(e.detail(), ZoneId.systemDefault())).startsWith("cam-007 from "
                            + WallTimes.of(begin, ZoneId.systemDefault()) + " on " + s.nodeName());
                });
    }

    @Test
    void aStartedSegmentIsInItsNodesPrefixCacheEstimateAcrossPollRounds() {
        Session s = f.control.requestPlayback(op, "cam-007", begin, 1, Quality.MAIN).value().session();

        f.round();

        assertThat(f.control.snapshot().view().node(s.nodeName()).orElseThrow().recentSegments())
                .contains(SegmentKey.of(s));
        assertThat(f.control.snapshot().view().nodes()).filteredOn(n -> !n.name().equals(s.nodeName()))
                .allSatisfy(n -> assertThat(n.recentSegments()).doesNotContain(SegmentKey.of(s)));
    }

    @Test
    void requestForACameraNoNodeListsIsRejectedAndRecordedWithTheReason() {
        CommandResult<PlaybackStarted> r = f.control.requestPlayback(op, "cam-999", begin, 1, Quality.MAIN);

        assertThat(r.ok()).isFalse();
        // the time as recorded, with its UTC offset: the screen and the command line each write it their own way
        assertThat(r.message()).contains("no node lists a recording of camera cam-999 at " + WallTimes.stamp(begin));
        assertThat(decisions()).singleElement().satisfies(d -> {
            assertThat(d.entry().placed()).isFalse();
            assertThat(d.entry().summary()).contains("cam-999");
        });
        assertThat(f.events(ControlEvent.PlacementRejected.class)).singleElement()
                .satisfies(e -> assertThat(e.reason()).contains("cam-999"));
        assertThat(f.audited("playback.reject")).isTrue();
        assertThat(f.store.audit().recent(100)).map(a -> a.entry())
                .filteredOn(e -> e.action().equals("playback.reject")).singleElement()
                .satisfies(e -> assertThat(e.detail()).contains(" at " + WallTimes.stamp(begin)));
    }

    @Test
    void badInputIsAMessageNotAnException() {
        assertThat(f.control.requestPlayback(op, "$(id)", begin, 1, Quality.MAIN).message()).contains("camera id");
        assertThat(f.control.requestPlayback(op, "cam-001", begin, -1, Quality.MAIN).message()).contains("rate");
        assertThat(f.control.stopSession(op, "nope").message()).contains("no live session nope");
    }

    @Test
    void stopEndsTheSessionOnTheNodeAndInTheHistory() {
        Session s = f.control.requestPlayback(op, "cam-007", begin, 1, Quality.MAIN).value().session();

        CommandResult<Session> r = f.control.stopSession(op, s.id());

        assertThat(r.ok()).as(r.message()).isTrue();
        assertThat(f.cluster.node(s.nodeName()).sessions()).isEmpty();
        assertThat(f.store.sessions().find(s.id()).orElseThrow().endReason()).isEqualTo(SessionEndReason.STOPPED);
        assertThat(f.control.snapshot().session(s.id())).isEmpty();
    }

    @Test
    void rateChangeReachesTheNodeAndTheHistory() {
        Session s = f.control.requestPlayback(op, "cam-007", begin, 1, Quality.MAIN).value().session();

        CommandResult<Session> r = f.control.changeRate(op, s.id(), 2);

        assertThat(r.ok()).as(r.message()).isTrue();
        assertThat(f.cluster.node(s.nodeName()).sessions().get(0).rate()).isEqualTo(2.0);
        assertThat(f.store.sessions().find(s.id()).orElseThrow().session().rate()).isEqualTo(2.0);
    }

    @Test
    void sessionsStartedOutsideTheConsoleAreDiscoveredAndRecorded() {
        f.loadNode("vod-3", 2);

        f.round();

        assertThat(f.store.sessions().active()).extracting(Session::id).contains("vod-3-x1", "vod-3-x2");
        assertThat(f.events(ControlEvent.SessionStarted.class)).filteredOn(e -> e.user().equals("discovered"))
                .hasSize(2);
    }

    @Test
    void garbledReplyMarksTheNodeDegradedWithoutStoppingTheLoop() {
        f.cluster.garbleNextReply("vod-2");

        f.round();

        NodeStatus s = f.control.snapshot().node("vod-2").orElseThrow();
        assertThat(s.health()).isEqualTo(NodeHealth.DEGRADED);
        assertThat(s.reason()).isNotBlank();
        assertThat(f.events(ControlEvent.NodeHealthChanged.class))
                .anyMatch(e -> e.node().equals("vod-2") && e.to() == NodeHealth.DEGRADED);
        f.round();
        assertThat(f.control.snapshot().node("vod-2").orElseThrow().health()).isEqualTo(NodeHealth.OK);
    }

    @Test
    void everyRoundRecordsSamplesAndClusterFigures() {
        long rounds = f.control.snapshot().round();
        assertThat(f.store.samples().nodeSeries("vod-1", 0, Long.MAX_VALUE)).hasSize((int) rounds);
        assertThat(f.store.samples().clusterSeries(0, Long.MAX_VALUE)).hasSize((int) rounds);
    }
}
