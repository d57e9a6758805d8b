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
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.core.AuditRecord;
import org.voddesk.core.LoadForecast;
import org.voddesk.core.MigrationDraw;
import org.voddesk.core.MoveDraft;
import org.voddesk.core.MoveGrounds;
import org.voddesk.core.MoveRecord;
import org.voddesk.core.MoveState;
import org.voddesk.core.PlanDraft;
import org.voddesk.core.PlanKind;
import org.voddesk.core.PlanRecord;
import org.voddesk.core.PlanState;
import org.voddesk.core.Session;
import org.voddesk.core.SessionSimilarity;
import org.voddesk.demo.PlayOrder;

/**
 * History is never missing across a move: a console that died inside a make-before-break move (its plan
 * approved, its first move recorded as executing) leaves the nodes in one of three states. A console restarted on
 * the same database gives the move, at its first round, the outcome the nodes show, with an audit line, ends its
 * plan, and leaves the session recorded where it plays and playing on exactly one node.
 */
class InterruptedMoveTest {
    private static final ControlSettings QUIET = SettingsRules.DEFAULT.withPlans(SettingsRules.DEFAULT.plans()
            .withPlanner(1_000, 1_000, 10)).withIntervals(Duration.ofSeconds(5), Duration.ofHours(1));
    private ControlFixture f;
    private SecondConsole second;
    private Path dir;
    private PlanRecord plan;
    private MoveRecord move;

    /** The first console records two sessions on vod-1 and begins the first move of a plan of two, then dies. */
    @BeforeEach
    void start(@TempDir Path dir) throws Exception {
        this.dir = dir;
        f = new ControlFixture(dir, 3, QUIET);
        f.loadNode("vod-1", 2);
        f.roundsUntil(s -> s.sessions().size() == 2 && ControlFixture.allMeasured(s));
        long now = f.clock.millis();
        long expires = now + Duration.ofHours(1).toMillis();
        plan = f.store.plans().create(new PlanDraft(PlanKind.BALANCE, "two moves off vod-1", 3, 30, 10, now,
                expires), List.of(move("vod-1-x1", "vod-2", now, expires), move("vod-1-x2", "vod-3", now, expires)));
        f.store.plans().approve(plan.id(), "boss", now, null, null);
        for (MoveRecord m : plan.moves()) {
            f.store.moves().approve(m.id(), "boss", now, null);
        }
        move = f.store.moves().startExecution(plan.moves().get(0).id(), now);
        f.control.close();
    }

    private static MoveDraft move(String session, String target, long now, long expires) {
        return new MoveDraft(session, new MoveGrounds("vod-1", target, MigrationDraw.CERTAIN,
                SessionSimilarity.UNKNOWN, new LoadForecast(20, 10, 30, 20), "move " + session), now, expires);
    }

    /** A second console over the same database, a moment later, with its own store connection, client and loop. */
    private void restartAndRound() throws Exception {
        f.clock.advance(Duration.ofSeconds(1));
        second = new SecondConsole(f, dir, QUIET);
        roundOfTheSecond();
    }

    private void roundOfTheSecond() {
        second.round();
    }

    @AfterEach
    void stop() {
        if (second != null) {
            second.close();
        }
        f.close();
    }

    private void startOnTarget() {
        Session s = f.control.snapshot().sessions().stream().filter(x -> x.id().equals("vod-1-x1")).findFirst()
                .orElseThrow();
        f.cluster.node("vod-2").play(new PlayOrder(s.id(), s.cameraId(), s.beginMs(), s.positionMs(), s.rate(),
                s.quality()));
    }

    private List<String> playing(String id) {
        return List.of("vod-1", "vod-2", "vod-3").stream().filter(n -> f.cluster.node(n).sessions().stream()
                .anyMatch(s -> s.id().equals(id))).toList();
    }

    private MoveRecord moveNow() {
        return second.store.moves().find(move.id()).orElseThrow();
    }

    private List<AuditRecord> audit(String action) {
        return second.store.audit().recent(1000).stream().filter(a -> a.entry().action().equals(action)).toList();
    }

    @Test
    void aMoveThatStoppedTheSourceBeforeTheCrashIsDoneAndTheSessionRecordedOnItsTarget() throws Exception {
        startOnTarget();
        f.cluster.node("vod-1").stop("vod-1-x1");

        restartAndRound();

        assertThat(moveNow().state()).isEqualTo(MoveState.DONE);
        assertThat(moveNow().outcome()).contains("finished before a console restart", "plays on vod-2");
        assertThat(audit("move.execute")).singleElement()
                .satisfies(a -> assertThat(a.entry().user()).isEqualTo("system"));
        assertThat(second.store.sessions().find("vod-1-x1").orElseThrow().session().nodeName()).isEqualTo("vod-2");
        assertThat(second.store.plans().find(plan.id()).orElseThrow().state()).isEqualTo(PlanState.APPROVED);
    }

    @Test
    void aMoveCutBetweenTheTargetsStartAndTheSourcesStopFailsAndTheDuplicateIsStopped() throws Exception {
        startOnTarget();

        restartAndRound();

        assertThat(moveNow().state()).isEqualTo(MoveState.FAILED);
        assertThat(moveNow().outcome()).contains("keeps playing on vod-1", "copy on vod-2 is stopped");
        assertThat(second.store.sessions().find("vod-1-x1").orElseThrow().session().nodeName()).isEqualTo("vod-1");
        assertThat(playing("vod-1-x1")).containsExactly("vod-1");
        PlanRecord after = second.store.plans().find(plan.id()).orElseThrow();
        assertThat(after.state()).isEqualTo(PlanState.FAILED);
        assertThat(after.moves().get(1).state()).isEqualTo(MoveState.CANCELLED);
        assertThat(audit("plan.fail")).hasSize(1);
    }

    @Test
    void aMoveWhoseTargetNeverStartedFailsAndTheSessionKeepsPlayingOnItsSource() throws Exception {
        restartAndRound();

        assertThat(moveNow().state()).isEqualTo(MoveState.FAILED);
        assertThat(moveNow().outcome()).contains("vod-2 does not play session vod-1-x1", "keeps playing on vod-1");
        assertThat(audit("move.fail")).singleElement()
                .satisfies(a -> assertThat(a.entry().detail()).contains("interrupted by a console restart"));
        assertThat(playing("vod-1-x1")).containsExactly("vod-1");
        assertThat(second.events).filteredOn(ControlEvent.MoveChanged.class::isInstance)
                .extracting(e -> ((ControlEvent.MoveChanged) e).move().state()).contains(MoveState.FAILED);
    }

    @Test
    void aMoveFromASourceThatDoesNotAnswerIsDoneWhenItsTargetPlaysTheSession() throws Exception {
        startOnTarget();
        f.cluster.kill("vod-1");

        restartAndRound();

        assertThat(moveNow().state()).isEqualTo(MoveState.DONE);
        assertThat(moveNow().outcome()).contains("plays on vod-2 (vod-1 does not answer)");
        assertThat(second.store.sessions().find("vod-1-x1").orElseThrow().session().nodeName()).isEqualTo("vod-2");
        assertThat(second.control.snapshot().sessions()).filteredOn(s -> s.id().equals("vod-1-x1"))
                .singleElement().satisfies(s -> assertThat(s.nodeName()).isEqualTo("vod-2"));
    }

    @Test
    void aMoveWhoseTargetDoesNotAnswerWaitsForIt() throws Exception {
        startOnTarget();
        f.cluster.node("vod-1").stop("vod-1-x1");
        f.cluster.kill("vod-2");
        restartAndRound();
        assertThat(moveNow().state()).isEqualTo(MoveState.EXECUTING);

        f.cluster.revive("vod-2");
        roundOfTheSecond();

        assertThat(moveNow().state()).isEqualTo(MoveState.DONE);
    }
}
