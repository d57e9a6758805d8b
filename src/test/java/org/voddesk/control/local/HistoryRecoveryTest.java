package org.voddesk.control.local;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.Principal;
import org.voddesk.core.AuditRecord;
import org.voddesk.core.Quality;
import org.voddesk.core.Session;
import org.voddesk.core.SessionEndReason;
import org.voddesk.demo.PlayOrder;
import org.voddesk.store.CommandIntent;
import org.voddesk.store.DecisionRecord;

/**
 * History is never missing: the state a console leaves when it dies between a node's answer and the
 * commit of the result (an intent noted, the node acted, nothing recorded) is completed by the next round.
 */
class HistoryRecoveryTest {
    private static final String NODE = "vod-1";
    private ControlFixture f;
    private long begin;

    @BeforeEach
    void start(@TempDir Path dir) throws Exception {
        f = new ControlFixture(dir, 2, SettingsRules.DEFAULT);
        f.roundsUntilAllOk();
        begin = f.clock.millis() - 3 * ControlFixture.HOUR;
    }

    @AfterEach
    void stop() {
        f.close();
    }

    private List<AuditRecord> audit(String action) {
        return f.store.audit().recent(1000).stream().filter(a -> a.entry().action().equals(action)).toList();
    }

    private void playOnTheNodeOnly(String id) {
        String camera = f.cluster.node(NODE).catalogue().cameraIds().get(0);
        f.cluster.node(NODE).play(new PlayOrder(id, camera, begin, begin, 1, Quality.MAIN));
    }

    @Test
    void aSessionStartedJustBeforeACrashGetsItsUsersDecisionAndAuditLine() {
        f.store.intents().note(new CommandIntent("s-crash", CommandIntent.START, NODE, "alice", f.clock.millis()));
        playOnTheNodeOnly("s-crash");

        f.round();

        assertThat(f.store.sessions().find("s-crash")).isPresent();
        assertThat(audit("session.adopt")).singleElement().satisfies(a -> {
            assertThat(a.entry().user()).isEqualTo("alice");
            assertThat(a.entry().detail()).contains("started by alice on vod-1").contains("stopped before recording");
        });
        assertThat(f.store.decisions().between(0, Long.MAX_VALUE)).filteredOn(d -> "s-crash".equals(d.entry().sessionId()))
                .singleElement().satisfies(d -> assertThat(d.entry().user()).isEqualTo("alice"));
        assertThat(f.store.intents().find("s-crash")).isEmpty();
    }

    @Test
    void aSessionStartedJustBeforeACrashIsStoredAsItsUsersAndTheyMayStopIt() {
        f.store.intents().note(new CommandIntent("s-crash", CommandIntent.START, NODE, "alice", f.clock.millis()));
        playOnTheNodeOnly("s-crash");

        f.round();

        assertThat(f.store.sessions().activeOwners()).containsEntry("s-crash", "alice");
        assertThat(f.control.snapshot().owner("s-crash")).contains("alice");
        assertThat(f.control.stopSession(f.user("alice", org.voddesk.core.Role.OPERATOR), "s-crash").ok()).isTrue();
    }

    @Test
    void aSessionStartedJustBeforeACrashIsAnnouncedAsRecoveredForItsOwner() {
        f.store.intents().note(new CommandIntent("s-crash", CommandIntent.START, NODE, "alice", f.clock.millis()));
        playOnTheNodeOnly("s-crash");

        f.round();

        assertThat(f.events(ControlEvent.SessionStarted.class)).filteredOn(e -> e.session().id().equals("s-crash"))
                .singleElement().satisfies(e -> {
                    assertThat(e.origin()).isEqualTo(ControlEvent.SessionStarted.Origin.RECOVERED);
                    assertThat(e.user()).isEqualTo("alice");
                    assertThat(e.session().nodeName()).isEqualTo(NODE);
                });
    }

    @Test
    void aRecoveredSessionsMissingStreamUrlIsExplainedAsARecovery() {
        f.store.intents().note(new CommandIntent("s-crash", CommandIntent.START, NODE, "alice", f.clock.millis()));
        playOnTheNodeOnly("s-crash");

        f.round();

        assertThat(f.store.sessions().origin("s-crash").orElseThrow().streamUrl()).isNull();
        assertThat(f.control.cameras().reopenStream(f.user("alice", org.voddesk.core.Role.OPERATOR), "s-crash").message())
                .contains("its start was recovered from vod-1 after a restart")
                .contains("stop it and play it again for a new stream");
    }

    @Test
    void aSessionFoundOnANodeIsAnnouncedAsDiscovered() {
        playOnTheNodeOnly("s-foreign");

        f.round();

        assertThat(f.events(ControlEvent.SessionStarted.class)).filteredOn(e -> e.session().id().equals("s-foreign"))
                .singleElement().satisfies(e -> {
                    assertThat(e.origin()).isEqualTo(ControlEvent.SessionStarted.Origin.DISCOVERED);
                    assertThat(e.user()).isEqualTo("discovered");
                });
    }

    @Test
    void aSessionFoundOnANodeHasNoOwner() {
        playOnTheNodeOnly("s-foreign");

        f.round();

        assertThat(f.store.sessions().activeOwners()).doesNotContainKey("s-foreign");
        assertThat(f.control.snapshot().owner("s-foreign")).isEmpty();
    }

    @Test
    void aSessionFoundOnANodeIsAdoptedWithADecisionAndAnAuditLineBySystem() {
        playOnTheNodeOnly("s-foreign");

        f.round();

        assertThat(audit("session.adopt")).singleElement().satisfies(a -> {
            assertThat(a.entry().user()).isEqualTo("system");
            assertThat(a.entry().detail()).contains("found playing on vod-1; not started by this console");
        });
        assertThat(f.store.decisions().between(0, Long.MAX_VALUE)).extracting(DecisionRecord::entry)
                .anySatisfy(d -> assertThat(d.sessionId()).isEqualTo("s-foreign"));
    }

    @Test
    void aStopThatReachedTheNodeBeforeACrashIsRecordedAsStoppedNotLost() {
        Principal op = f.cli("t");
        Session s = f.control.requestPlayback(op, "cam-007", begin, 1, Quality.MAIN).value().session();
        f.store.intents().note(new CommandIntent(s.id(), CommandIntent.STOP, s.nodeName(), "bob", f.clock.millis()));
        f.cluster.node(s.nodeName()).stop(s.id());

        f.round();

        assertThat(f.store.sessions().find(s.id()).orElseThrow().endReason()).isEqualTo(SessionEndReason.STOPPED);
        assertThat(audit("playback.stop")).singleElement().satisfies(a -> {
            assertThat(a.entry().user()).isEqualTo("bob");
            assertThat(a.entry().detail()).contains("recorded after a restart");
        });
    }

    @Test
    void aSessionGoneWithoutAStopIsLostWithAnAuditLine() {
        Principal op = f.cli("t");
        Session s = f.control.requestPlayback(op, "cam-007", begin, 1, Quality.MAIN).value().session();
        f.cluster.node(s.nodeName()).stop(s.id());

        f.round();

        assertThat(f.store.sessions().find(s.id()).orElseThrow().endReason()).isEqualTo(SessionEndReason.LOST);
        assertThat(audit("session.lost")).hasSize(1);
    }

    @Test
    void aRateChangedOnTheNodeButNotRecordedIsRecordedWithAnAuditLine() {
        Principal op = f.cli("t");
        Session s = f.control.requestPlayback(op, "cam-007", begin, 1, Quality.MAIN).value().session();
        f.cluster.node(s.nodeName()).rate(s.id(), 4); // the node changed it; the record of the change was lost

        f.round();

        assertThat(f.store.sessions().find(s.id()).orElseThrow().session().rate()).isEqualTo(4.0);
        assertThat(audit("session.rate")).singleElement().satisfies(a -> {
            assertThat(a.entry().user()).isEqualTo("system");
            assertThat(a.entry().detail()).startsWith("1.0 -> 4.0 as " + s.nodeName() + " reports it");
        });
        f.round();
        assertThat(audit("session.rate")).as("one line per change").hasSize(1);
    }

    @Test
    void aRateChangedByTheConsoleGetsNoRecoveryLine() {
        Principal op = f.cli("t");
        Session s = f.control.requestPlayback(op, "cam-007", begin, 1, Quality.MAIN).value().session();
        f.control.changeRate(op, s.id(), 2);

        f.round();

        assertThat(audit("playback.rate")).hasSize(1);
        assertThat(audit("session.rate")).isEmpty();
    }

    @Test
    void aCompletedStartAndStopLeaveNoIntentBehind() {
        Principal op = f.cli("t");
        Session s = f.control.requestPlayback(op, "cam-007", begin, 1, Quality.MAIN).value().session();
        assertThat(f.store.intents().find(s.id())).isEmpty();
        f.control.stopSession(op, s.id());
        assertThat(f.store.intents().find(s.id())).isEmpty();
    }
}
