package org.voddesk.control.local;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
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
import org.voddesk.control.playback.Dispatcher;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.Quality;
import org.voddesk.core.Session;
import org.voddesk.core.SessionEndReason;

/**
 * A node whose first reply parsed but whose load is not measured yet (utilisation needs two reads of /proc) is
 * trusted for its sessions and kept from new work while a measured node can take it; a garbled reply is not
 * trusted at all. Against demo nodes, one {@code tick} at a time.
 */
class NotMeasuredYetTest {
    private ControlFixture f;
    private Principal op;
    private long begin;

    @BeforeEach
    void start(@TempDir Path dir) throws Exception {
        f = new ControlFixture(dir, 3, SettingsRules.DEFAULT);
        op = f.cli("t");
        begin = f.clock.millis() - 3 * ControlFixture.HOUR;
    }

    @AfterEach
    void stop() {
        f.close();
    }

    @Test
    void afterTheFirstRoundANodeIsOkWithItsLoadNotMeasured() {
        f.round();

        NodeStatus s = f.control.snapshot().node("vod-1").orElseThrow();
        assertThat(s.health()).isEqualTo(NodeHealth.OK);
        assertThat(s.trusted()).isTrue();
        assertThat(s.loadMeasured()).isFalse();
        assertThat(s.reason()).isEqualTo(NodeStatus.NOT_MEASURED);
        assertThat(f.control.snapshot().view().node("vod-1").orElseThrow().acceptsWork()).isFalse();
    }

    @Test
    void aHealthyStartRaisesNoHealthChange() {
        f.round();
        f.round();

        assertThat(f.events(ControlEvent.NodeHealthChanged.class)).isEmpty();
        assertThat(f.control.snapshot().node("vod-1").orElseThrow().loadMeasured()).isTrue();
    }

    @Test
    void sessionsOfANodeNotMeasuredYetAreRecordedInTheFirstRound() {
        f.loadNode("vod-2", 2);

        f.round();

        assertThat(f.control.snapshot().sessions()).extracting(Session::id).containsExactlyInAnyOrder("vod-2-x1", "vod-2-x2");
        assertThat(f.store.sessions().active()).hasSize(2);
    }

    @Test
    void aSessionCanBeStoppedAfterOneRound() {
        f.loadNode("vod-2", 1);
        f.round();

        CommandResult<Session> r = f.control.stopSession(op, "vod-2-x1");

        assertThat(r.ok()).as(r.message()).isTrue();
        assertThat(f.cluster.node("vod-2").sessions()).isEmpty();
        assertThat(f.store.sessions().find("vod-2-x1").orElseThrow().endReason()).isEqualTo(SessionEndReason.STOPPED);
    }

    @Test
    void aGarbledFirstReplyIsDegradedAndItsSessionsAreNotTrusted() {
        f.loadNode("vod-2", 1);
        f.cluster.garbleNextReply("vod-2");

        f.round();

        NodeStatus s = f.control.snapshot().node("vod-2").orElseThrow();
        assertThat(s.health()).isEqualTo(NodeHealth.DEGRADED);
        assertThat(s.trusted()).isFalse();
        assertThat(s.reason()).isNotEqualTo(NodeStatus.NOT_MEASURED);
        assertThat(f.control.snapshot().sessions()).isEmpty();
        CommandResult<Session> r = f.control.stopSession(op, "vod-2-x1");
        assertThat(r.ok()).isFalse();
        assertThat(r.message()).contains("could not read: vod-2 degraded");
    }

    @Test
    void placementAvoidsANodeNotMeasuredYetWhileAMeasuredNodeCanTakeIt() throws Exception {
        // vod-1 is down for the first two rounds, so when it answers the others are measured and it is not.
        f.cluster.kill("vod-1");
        f.rounds(2);
        f.cluster.revive("vod-1");
        f.round();
        assertThat(f.control.snapshot().node("vod-1").orElseThrow()).satisfies(n -> {
            assertThat(n.trusted()).isTrue();
            assertThat(n.loadMeasured()).isFalse();
        });
        assertThat(f.control.snapshot().node("vod-2").orElseThrow().loadMeasured()).isTrue();

        for (int i = 0; i < 3; i++) {
            CommandResult<PlaybackStarted> r = f.control.requestPlayback(op, "cam-00" + (i + 1), begin, 1,
                    Quality.MAIN);
            assertThat(r.ok()).as(r.message()).isTrue();
            assertThat(r.value().session().nodeName()).isNotEqualTo("vod-1");
            assertThat(r.message()).doesNotContain(Dispatcher.LAST_RESORT);
        }
    }

    @Test
    void withNoNodeMeasuredAPlaybackGoesToOneNotMeasuredYetAndSaysSo() {
        f.round();

        CommandResult<PlaybackStarted> r = f.control.requestPlayback(op, "cam-007", begin, 1, Quality.MAIN);

        assertThat(r.ok()).as(r.message()).isTrue();
        assertThat(r.message()).contains(Dispatcher.LAST_RESORT);
        String node = r.value().session().nodeName();
        assertThat(f.cluster.node(node).sessions()).extracting(Session::id).contains(r.value().session().id());
        assertThat(f.store.decisions().between(0, Long.MAX_VALUE)).singleElement()
                .satisfies(d -> assertThat(d.entry().explanation()).contains(Dispatcher.LAST_RESORT));
    }
}
