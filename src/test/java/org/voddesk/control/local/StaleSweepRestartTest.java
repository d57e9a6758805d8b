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
import org.voddesk.core.NodeHealth;
import org.voddesk.core.Session;

/**
 * The console is restarted while a failed node is down: the second console, built over the same database (its own
 * store connection, cluster client and loop), learns from the store that the node has still to be swept and stops
 * the stale copies when the node returns, the copy of a session that ended meanwhile included (only a sweep stops
 * those: no other node plays them).
 */
class StaleSweepRestartTest {
    private static final ControlSettings SETTINGS = SettingsRules.DEFAULT
            .withIntervals(Duration.ofSeconds(5), Duration.ofHours(1)).withReHoming(ReHomingMode.AUTOMATIC, 1);

    private ControlFixture f;
    private SecondConsole second;

    @AfterEach
    void stop() {
        if (second != null) {
            second.close();
        }
        if (f != null) {
            f.close();
        }
    }

    /** vod-2 plays three sessions, fails (re-homed or ended), and the first console stops while it is down. */
    private void failThenStopTheConsole(Path dir) throws Exception {
        f = new ControlFixture(dir, 3, SETTINGS);
        f.loadNode("vod-2", 3);
        f.roundsUntil(s -> s.sessions().size() == 3 && ControlFixture.allMeasured(s));
        f.cluster.kill("vod-2");
        f.roundsUntil(s -> s.node("vod-2").orElseThrow().health() == NodeHealth.FAILED);
        assertThat(f.control.snapshot().sessions()).noneMatch(s -> s.nodeName().equals("vod-2"));
        f.control.close();
    }

    /** A second console over the same database, with its own store connection, client and loop. */
    private void restart(Path dir) throws Exception {
        second = new SecondConsole(f, dir, SETTINGS);
    }

    private void roundOfTheSecond() {
        second.round();
    }

    @Test
    void theRestartedConsoleKnowsTheNodeIsStillToBeSwept(@TempDir Path dir) throws Exception {
        failThenStopTheConsole(dir);

        restart(dir);

        assertThat(second.control.parts().loop.stale().returning()).containsExactly("vod-2");
    }

    @Test
    void theRestartedConsoleStopsTheStaleCopiesWhenTheNodeReturns(@TempDir Path dir) throws Exception {
        failThenStopTheConsole(dir);
        String ended = f.events(ControlEvent.SessionEnded.class).get(0).sessionId();
        restart(dir);
        roundOfTheSecond(); // vod-2 still down

        f.cluster.revive("vod-2");
        roundOfTheSecond();

        assertThat(f.cluster.node("vod-2").sessions()).isEmpty();
        List<ControlEvent.StaleSessionStopped> stopped = second.events.stream()
                .filter(ControlEvent.StaleSessionStopped.class::isInstance)
                .map(ControlEvent.StaleSessionStopped.class::cast).toList();
        assertThat(stopped).hasSize(3).allMatch(e -> e.node().equals("vod-2"));
        assertThat(stopped).filteredOn(e -> e.sessionId().equals(ended)).singleElement()
                .satisfies(e -> assertThat(e.authoritativeNode()).isNull());
        assertThat(second.control.snapshot().sessions()).hasSize(2).noneMatch(s -> s.nodeName().equals("vod-2"));
        for (Session s : second.control.snapshot().sessions()) {
            assertThat(f.cluster.node(s.nodeName()).sessions()).extracting(Session::id).contains(s.id());
        }
    }

    @Test
    void theMarkIsClearedOnceTheReturnedNodePlaysNothingStale(@TempDir Path dir) throws Exception {
        failThenStopTheConsole(dir);
        restart(dir);
        f.cluster.revive("vod-2");
        roundOfTheSecond();

        roundOfTheSecond();

        assertThat(second.control.parts().loop.stale().returning()).isEmpty();
        assertThat(second.store.nodes().awaitingStaleSweep()).isEmpty();
    }
}
