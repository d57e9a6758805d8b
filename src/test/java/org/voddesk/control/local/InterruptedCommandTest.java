package org.voddesk.control.local;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.core.AuditRecord;
import org.voddesk.core.Quality;
import org.voddesk.core.SessionEndReason;
import org.voddesk.demo.PlayOrder;
import org.voddesk.store.CommandIntent;

/**
 * A console killed between noting a start or stop and recording its answer (a {@code play} SIGKILLed while it waited
 * for the node) leaves the note behind. A console started later on the same database resolves each such note at its
 * first round in which the note's node answers: a start its node does not play is closed as not started, one a node
 * plays is adopted as its user's, a stop whose session still plays is closed as not done; no note stays open.
 */
class InterruptedCommandTest {
    private static final ControlSettings QUIET = SettingsRules.DEFAULT.withPlans(SettingsRules.DEFAULT.plans()
            .withPlanner(1_000, 1_000, 10)).withIntervals(Duration.ofSeconds(5), Duration.ofHours(1));
    private ControlFixture f;
    private SecondConsole second;
    private Path dir;
    private long begin;

    @BeforeEach
    void start(@TempDir Path dir) throws Exception {
        this.dir = dir;
        f = new ControlFixture(dir, 2, QUIET);
        f.roundsUntilAllOk();
        begin = f.clock.millis() - 3 * ControlFixture.HOUR;
    }

    @AfterEach
    void stop() {
        if (second != null) {
            second.close();
        }
        f.close();
    }

    /** The first console is gone; a second one on the same database runs its first round a moment later. */
    private void restartAndRound() throws Exception {
        f.control.close();
        f.clock.advance(Duration.ofSeconds(1));
        second = new SecondConsole(f, dir, QUIET);
        second.round();
    }

    private void noteStart(String id, String node, String user) {
        f.store.intents().note(new CommandIntent(id, CommandIntent.START, node, user, f.clock.millis()));
    }

    private List<AuditRecord> audit(String action) {
        return second.store.audit().recent(1000).stream().filter(a -> a.entry().action().equals(action)).toList();
    }

    private List<CommandIntent> openIntents() {
        return second.store.intents().notedBefore(Long.MAX_VALUE);
    }

    @Test
    void startsKilledBeforeTheNodeStartedThemAreClosedAsNotStartedAtTheNextStart() throws Exception {
        noteStart("k1", "vod-1", "alice");
        noteStart("k2", "vod-2", "alice");
        noteStart("k3", "vod-1", "bob");

        restartAndRound();

        assertThat(openIntents()).isEmpty();
        assertThat(audit("playback.start.fail")).hasSize(3).allSatisfy(a -> {
            assertThat(a.entry().user()).isEqualTo("system");
            assertThat(a.entry().detail()).contains("did not happen", "does not play it");
        });
        assertThat(audit("playback.start.fail")).filteredOn(a -> a.entry().subject().equals("session k3"))
                .singleElement().satisfies(a -> assertThat(a.entry().detail())
                        .contains("start of session k3 requested by bob on vod-1 at"));
        assertThat(second.store.sessions().find("k1")).isEmpty();
    }

    @Test
    void aStartTheNodePlaysIsAdoptedAsItsUsersAtTheNextStart() throws Exception {
        noteStart("k1", "vod-1", "alice");
        String camera = f.cluster.node("vod-1").catalogue().cameraIds().get(0);
        f.cluster.node("vod-1").play(new PlayOrder("k1", camera, begin, begin, 1, Quality.MAIN));

        restartAndRound();

        assertThat(openIntents()).isEmpty();
        assertThat(second.store.sessions().activeOwners()).containsEntry("k1", "alice");
        assertThat(audit("session.adopt")).singleElement()
                .satisfies(a -> assertThat(a.entry().user()).isEqualTo("alice"));
        assertThat(audit("playback.start.fail")).isEmpty();
    }

    @Test
    void aStartWhoseNodeDoesNotAnswerWaitsForIt() throws Exception {
        noteStart("k1", "vod-2", "alice");
        f.cluster.kill("vod-2");
        restartAndRound();
        assertThat(openIntents()).extracting(CommandIntent::sessionId).containsExactly("k1");

        f.cluster.revive("vod-2");
        for (int i = 0; i < 5 && !openIntents().isEmpty(); i++) {
            second.round();
        }

        assertThat(openIntents()).isEmpty();
        assertThat(audit("playback.start.fail")).singleElement()
                .satisfies(a -> assertThat(a.entry().detail()).contains("vod-2 does not play it"));
    }

    @Test
    void aStopThatNeverReachedTheNodeIsClosedAndTheSessionStaysLiveAndIsLaterLostNotStopped() throws Exception {
        String camera = f.cluster.node("vod-1").catalogue().cameraIds().get(0);
        f.cluster.node("vod-1").play(new PlayOrder("p1", camera, begin, begin, 1, Quality.MAIN));
        f.round();
        f.store.intents().note(new CommandIntent("p1", CommandIntent.STOP, "vod-1", "bob", f.clock.millis()));

        restartAndRound();

        assertThat(openIntents()).isEmpty();
        assertThat(audit("playback.stop.fail")).singleElement().satisfies(a -> assertThat(a.entry().detail())
                .contains("stop of session p1 requested by bob", "vod-1 still plays it"));
        assertThat(second.store.sessions().find("p1").orElseThrow().isActive()).isTrue();

        f.cluster.node("vod-1").stop("p1");
        second.round();
        assertThat(second.store.sessions().find("p1").orElseThrow().endReason()).isEqualTo(SessionEndReason.LOST);
    }

    @Test
    void anIntentOfTheRunningConsoleIsLeftToItsCommand() {
        f.clock.advance(Duration.ofSeconds(1));
        noteStart("mine", "vod-1", "alice"); // a start of this process that timed out keeps its note

        f.round();

        assertThat(f.store.intents().find("mine")).isPresent();
    }
}
