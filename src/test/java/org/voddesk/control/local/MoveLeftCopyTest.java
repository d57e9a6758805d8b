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
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.Principal;
import org.voddesk.core.AuditRecord;
import org.voddesk.core.MoveRecord;
import org.voddesk.core.MoveState;
import org.voddesk.core.PlanRecord;
import org.voddesk.core.Role;
import org.voddesk.core.Session;
import org.voddesk.core.SessionEndReason;

/**
 * An approved make-before-break move whose target started the session but whose source did not stop it (the
 * source's answer to {@code stop} garbled on a demo node): the session plays twice until the loop stops the copy
 * on the source on a later round, as {@code system}, never touching the target's copy.
 */
class MoveLeftCopyTest {
    private ControlFixture f;
    private Principal boss;

    @BeforeEach
    void start(@TempDir Path dir) throws Exception {
        // REM proposes on one loaded node, which this test needs
        f = new ControlFixture(dir, 3, SettingsRules.DEFAULT.withMigrationPlanner("rem")
                .withIntervals(Duration.ofSeconds(5), Duration.ZERO));
        f.loadNode("vod-1", 40);
        boss = f.user("boss", Role.SUPERVISOR);
    }

    @AfterEach
    void stop() {
        f.close();
    }

    /** Approves the first pending move off vod-1 with the source's next {@code stop} answers garbled. */
    private MoveRecord approveWithSourceStopGarbled(int garbledStops) {
        f.roundsUntil(s -> s.moves().stream().anyMatch(p -> p.state() == MoveState.PENDING));
        MoveRecord p = f.control.snapshot().moves().stream()
                .filter(x -> x.state() == MoveState.PENDING).findFirst().orElseThrow();
        for (int i = 0; i < garbledStops; i++) {
            f.cluster.garbleNextReplyTo("vod-1", "stop");
        }
        CommandResult<PlanRecord> r = f.control.plans().approveMove(boss, p.id());
        assertThat(r.ok()).as(r.message()).isTrue();
        return r.value().move(p.id()).orElseThrow();
    }

    private List<String> playing(String node) {
        return f.cluster.node(node).sessions().stream().map(Session::id).toList();
    }

    private List<AuditRecord> audit(String action) {
        return f.store.audit().recent(1000).stream().filter(a -> a.entry().action().equals(action)).toList();
    }

    @Test
    void theMoveIsDoneAndTheCopyLeftOnTheSourceIsReported() {
        MoveRecord p = approveWithSourceStopGarbled(1);
        String id = p.draft().sessionId();

        assertThat(p.state()).isEqualTo(MoveState.DONE);
        assertThat(f.control.snapshot().session(id).orElseThrow().nodeName()).isEqualTo(p.draft().targetNode());
        assertThat(playing("vod-1")).contains(id);
        assertThat(playing(p.draft().targetNode())).contains(id);
        assertThat(f.events(ControlEvent.StaleSessionStopFailed.class)).singleElement().satisfies(e -> {
            assertThat(e.sessionId()).isEqualTo(id);
            assertThat(e.node()).isEqualTo("vod-1");
            assertThat(e.attempts()).isEqualTo(1);
        });
        assertThat(audit("session.stale.stop.fail")).singleElement()
                .satisfies(a -> assertThat(a.entry().user()).isEqualTo("system"));
    }

    @Test
    void theCopyLeftOnTheSourceIsStoppedOnTheNextRound() {
        MoveRecord p = approveWithSourceStopGarbled(1);
        String id = p.draft().sessionId();
        String target = p.draft().targetNode();

        f.round();

        assertThat(playing("vod-1")).doesNotContain(id);
        assertThat(playing(target)).contains(id);
        assertThat(f.control.snapshot().session(id).orElseThrow().nodeName()).isEqualTo(target);
        assertThat(f.events(ControlEvent.StaleSessionStopped.class)).singleElement().satisfies(e -> {
            assertThat(e.sessionId()).isEqualTo(id);
            assertThat(e.node()).isEqualTo("vod-1");
            assertThat(e.authoritativeNode()).isEqualTo(target);
        });
        assertThat(audit("session.stale.stop")).singleElement()
                .satisfies(a -> assertThat(a.entry().user()).isEqualTo("system"));
        assertThat(f.control.parts().loop.stale().leftByMoves()).isEmpty();
    }

    @Test
    void aCopyThatStillCannotBeStoppedIsTriedAgainOnEveryRound() {
        MoveRecord p = approveWithSourceStopGarbled(2);
        String id = p.draft().sessionId();

        f.round();

        assertThat(playing("vod-1")).contains(id);
        assertThat(f.control.parts().loop.stale().failures().get("vod-1").get(id).attempts()).isEqualTo(2);
        assertThat(f.control.snapshot().session(id).orElseThrow().nodeName()).isEqualTo(p.draft().targetNode());

        f.round();

        assertThat(playing("vod-1")).doesNotContain(id);
        assertThat(playing(p.draft().targetNode())).contains(id);
        assertThat(f.control.parts().loop.stale().failures()).isEmpty();
    }

    @Test
    void theCopyLeftOnTheSourceIsNotTakenForTheSessionWhenTheTargetLosesIt() {
        MoveRecord p = approveWithSourceStopGarbled(1);
        String id = p.draft().sessionId();
        f.cluster.node(p.draft().targetNode()).stop(id);

        f.round();

        assertThat(f.store.sessions().find(id).orElseThrow().isActive()).isFalse();
        assertThat(f.events(ControlEvent.SessionEnded.class)).singleElement()
                .satisfies(e -> assertThat(e.reason()).isEqualTo(SessionEndReason.LOST));
        assertThat(playing("vod-1")).doesNotContain(id);
        assertThat(f.events(ControlEvent.StaleSessionStopped.class)).singleElement()
                .satisfies(e -> assertThat(e.authoritativeNode()).isNull());
    }
}
