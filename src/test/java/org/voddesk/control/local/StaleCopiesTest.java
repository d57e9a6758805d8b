package org.voddesk.control.local;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.ReHomingMode;
import org.voddesk.core.AuditRecord;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.Session;

/**
 * A node declared failed whose sessions were re-homed or ended comes back still playing them: the loop stops
 * those stale copies on it, never the sessions whose authoritative copy is there. Demo nodes killed and revived.
 */
class StaleCopiesTest {
    private ControlFixture f;

    @AfterEach
    void stop() {
        if (f != null) {
            f.close();
        }
    }

    private void start(Path dir, ControlSettings settings) throws Exception {
        f = new ControlFixture(dir, 3, settings.withIntervals(Duration.ofSeconds(5), Duration.ofHours(1)));
        f.loadNode("vod-2", 3);
        f.roundsUntil(s -> s.sessions().size() == 3 && ControlFixture.allMeasured(s));
    }

    /** Kills the node, polls until it is declared failed, revives it and polls once more. */
    private void failAndReturn(String node) throws Exception {
        f.cluster.kill(node);
        for (int i = 0; i < 3; i++) {
            Thread.sleep(20);
            f.round();
        }
        assertThat(f.control.snapshot().node(node).orElseThrow().health()).isEqualTo(NodeHealth.FAILED);
        f.cluster.revive(node);
        f.round();
    }

    private List<AuditRecord> audit(String action) {
        return f.store.audit().recent(1000).stream().filter(a -> a.entry().action().equals(action)).toList();
    }

    @Test
    void reHomedSessionsAreStoppedOnTheNodeThatComesBack(@TempDir Path dir) throws Exception {
        start(dir, SettingsRules.DEFAULT);

        failAndReturn("vod-2");

        assertThat(f.cluster.node("vod-2").sessions()).isEmpty();
        List<Session> live = f.control.snapshot().sessions();
        assertThat(live).hasSize(3).noneMatch(s -> s.nodeName().equals("vod-2"));
        for (Session s : live) {
            assertThat(f.cluster.node(s.nodeName()).sessions()).extracting(Session::id).contains(s.id());
        }
        assertThat(f.events(ControlEvent.StaleSessionStopped.class)).hasSize(3).allSatisfy(e -> {
            assertThat(e.node()).isEqualTo("vod-2");
            assertThat(e.authoritativeNode()).isEqualTo(f.control.snapshot().session(e.sessionId()).orElseThrow()
                    .nodeName());
        });
        assertThat(audit("session.stale.stop")).hasSize(3).allMatch(a -> a.entry().user().equals("system"));
    }

    @Test
    void theReturnedNodesCopyIsNotTakenForTheSession(@TempDir Path dir) throws Exception {
        start(dir, SettingsRules.DEFAULT);

        failAndReturn("vod-2");

        assertThat(f.control.snapshot().sessions()).noneMatch(s -> s.nodeName().equals("vod-2"));
        assertThat(f.store.sessions().active()).hasSize(3).noneMatch(s -> s.nodeName().equals("vod-2"));
        assertThat(f.control.snapshot().view().node("vod-2").orElseThrow().sessions()).isEmpty();
    }

    @Test
    void aSessionEndedWhileItsNodeWasFailedIsStoppedThereToo(@TempDir Path dir) throws Exception {
        start(dir, SettingsRules.DEFAULT.withReHoming(ReHomingMode.AUTOMATIC, 1));

        failAndReturn("vod-2");

        String ended = f.events(ControlEvent.SessionEnded.class).get(0).sessionId();
        assertThat(f.cluster.node("vod-2").sessions()).isEmpty();
        assertThat(f.events(ControlEvent.StaleSessionStopped.class))
                .filteredOn(e -> e.sessionId().equals(ended)).singleElement()
                .satisfies(e -> assertThat(e.authoritativeNode()).isNull());
        assertThat(f.store.sessions().find(ended).orElseThrow().isActive()).isFalse();
    }

    @Test
    void sessionsWhoseAuthoritativeCopyIsOnTheReturnedNodeKeepPlaying(@TempDir Path dir) throws Exception {
        // Propose mode: nobody approved the re-homing, so the sessions are still recorded on vod-2.
        start(dir, SettingsRules.DEFAULT.withReHoming(ReHomingMode.PROPOSE, 0));

        failAndReturn("vod-2");

        assertThat(f.cluster.node("vod-2").sessions()).hasSize(3);
        assertThat(f.control.snapshot().sessions()).hasSize(3).allMatch(s -> s.nodeName().equals("vod-2"));
        assertThat(f.events(ControlEvent.StaleSessionStopped.class)).isEmpty();
        assertThat(audit("session.stale.stop")).isEmpty();
    }

    @Test
    void aStopThatFailsIsReportedAndRetriedOnTheNextRound(@TempDir Path dir) throws Exception {
        start(dir, SettingsRules.DEFAULT);
        // The first command vod-2 gets after its first reply is a stale stop: garble that one answer.
        f.control.subscribe(e -> {
            if (e instanceof ControlEvent.NodeHealthChanged h && h.node().equals("vod-2")
                    && h.from() == NodeHealth.FAILED) {
                f.cluster.garbleNextReply("vod-2");
            }
        });

        failAndReturn("vod-2");

        ControlEvent.StaleSessionStopFailed failed = f.events(ControlEvent.StaleSessionStopFailed.class).get(0);
        assertThat(failed.attempts()).isEqualTo(1);
        assertThat(failed.node()).isEqualTo("vod-2");
        assertThat(f.cluster.node("vod-2").sessions()).extracting(Session::id).containsExactly(failed.sessionId());
        assertThat(audit("session.stale.stop.fail")).hasSize(1);

        f.round();

        assertThat(f.cluster.node("vod-2").sessions()).isEmpty();
        assertThat(f.events(ControlEvent.StaleSessionStopped.class)).extracting(ControlEvent.StaleSessionStopped::sessionId)
                .contains(failed.sessionId());
        assertThat(f.events(ControlEvent.StaleSessionStopFailed.class)).hasSize(1);
        assertThat(f.control.snapshot().round()).isPositive();
    }

    @Test
    void aNodeIsSweptOnlyUntilItPlaysNothingStale(@TempDir Path dir) throws Exception {
        start(dir, SettingsRules.DEFAULT);
        failAndReturn("vod-2");
        assertThat(f.control.parts().loop.stale().returning()).containsExactly("vod-2");

        f.round();

        assertThat(f.control.parts().loop.stale().returning()).isEmpty();
        assertThat(f.store.nodes().awaitingStaleSweep()).isEmpty();
    }

    @Test
    void aNodeDeclaredFailedIsMarkedInTheStoreForItsSweep(@TempDir Path dir) throws Exception {
        start(dir, SettingsRules.DEFAULT);
        f.cluster.kill("vod-2");

        f.roundsUntil(s -> s.node("vod-2").orElseThrow().health() == NodeHealth.FAILED);

        assertThat(f.store.nodes().awaitingStaleSweep()).containsExactly("vod-2");
    }

    @Test
    void aCopyOfASessionItsRecordedNodePlaysTooIsStoppedAsADuplicate(@TempDir Path dir) throws Exception {
        start(dir, SettingsRules.DEFAULT);
        Session s = f.control.snapshot().sessions().get(0);
        f.cluster.node("vod-3").play(new org.voddesk.demo.PlayOrder(s.id(), s.cameraId(), s.beginMs(),
                s.positionMs(), s.rate(), s.quality()));

        f.round();

        assertThat(f.cluster.node("vod-3").sessions()).extracting(Session::id).doesNotContain(s.id());
        assertThat(f.cluster.node("vod-2").sessions()).extracting(Session::id).contains(s.id());
        assertThat(f.control.snapshot().session(s.id()).orElseThrow().nodeName()).isEqualTo("vod-2");
        assertThat(f.events(ControlEvent.StaleSessionStopped.class)).singleElement().satisfies(e -> {
            assertThat(e.node()).isEqualTo("vod-3");
            assertThat(e.authoritativeNode()).isEqualTo("vod-2");
            assertThat(e.detail()).startsWith("duplicate copy on vod-3");
        });
        assertThat(audit("session.stale.stop")).singleElement()
                .satisfies(a -> assertThat(a.entry().user()).isEqualTo("system"));
    }

    @Test
    void aCopyElsewhereBecomesTheSessionsPlaceWhenItsRecordedNodeNoLongerPlaysIt(@TempDir Path dir)
            throws Exception {
        start(dir, SettingsRules.DEFAULT);
        Session s = f.control.snapshot().sessions().get(0);
        f.cluster.node("vod-3").play(new org.voddesk.demo.PlayOrder(s.id(), s.cameraId(), s.beginMs(),
                s.positionMs(), s.rate(), s.quality()));
        f.cluster.node("vod-2").stop(s.id());

        f.round();

        assertThat(f.cluster.node("vod-3").sessions()).extracting(Session::id).contains(s.id());
        assertThat(f.control.snapshot().session(s.id()).orElseThrow().nodeName()).isEqualTo("vod-3");
        assertThat(f.events(ControlEvent.StaleSessionStopped.class)).isEmpty();
    }
}
