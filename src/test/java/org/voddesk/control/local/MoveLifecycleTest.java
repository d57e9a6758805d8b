package org.voddesk.control.local;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.Principal;
import org.voddesk.control.plan.PlanMaking;
import org.voddesk.core.LoadForecast;
import org.voddesk.core.MigrationDraw;
import org.voddesk.core.MoveGrounds;
import org.voddesk.core.MoveRecord;
import org.voddesk.core.MoveState;
import org.voddesk.core.PlanRecord;
import org.voddesk.core.Role;
import org.voddesk.core.Session;
import org.voddesk.core.SessionSimilarity;
import org.voddesk.policy.MigrationMove;

/** Migration moves against demo nodes: planned, approved, executed make-before-break, refused, expired. */
class MoveLifecycleTest {
    private ControlFixture f;

    @BeforeEach
    void start(@TempDir Path dir) throws Exception {
        // REM proposes on one loaded node, which these tests of the move life need
        f = new ControlFixture(dir, 3, SettingsRules.DEFAULT.withMigrationPlanner("rem")
                .withIntervals(Duration.ofSeconds(5), Duration.ZERO));
        f.loadNode("vod-1", 40);
    }

    @AfterEach
    void stop() {
        f.close();
    }

    private MoveRecord firstPending() {
        f.roundsUntil(s -> s.moves().stream().anyMatch(p -> p.state() == MoveState.PENDING));
        List<MoveRecord> pending = f.control.snapshot().moves().stream()
                .filter(p -> p.state() == MoveState.PENDING).toList();
        assertThat(pending).as("REM proposes moves off the loaded node").isNotEmpty();
        return pending.get(0);
    }

    @Test
    void overloadedNodeGetsPendingMovesOffIt() {
        MoveRecord p = firstPending();

        assertThat(p.draft().sourceNode()).isEqualTo("vod-1");
        assertThat(p.draft().lambdaAfter()).isLessThan(p.draft().lambdaBefore());
        assertThat(f.events(ControlEvent.MoveChanged.class))
                .anyMatch(e -> e.move().id() == p.id() && e.move().state() == MoveState.PENDING);
    }

    @Test
    void approvedMoveTakesTheSessionMakeBeforeBreakAndIsRecorded() {
        Principal boss = f.user("boss", Role.SUPERVISOR);
        MoveRecord p = firstPending();
        String session = p.draft().sessionId();
        String target = p.draft().targetNode();

        CommandResult<PlanRecord> r = f.control.plans().approveMove(boss, p.id());

        assertThat(r.ok()).as(r.message()).isTrue();
        assertThat(r.value().move(p.id()).orElseThrow().state()).isEqualTo(MoveState.DONE);
        assertThat(f.cluster.node(target).sessions()).extracting(Session::id).contains(session);
        assertThat(f.cluster.node("vod-1").sessions()).extracting(Session::id).doesNotContain(session);
        MoveRecord stored = f.store.moves().find(p.id()).orElseThrow();
        assertThat(stored.state()).isEqualTo(MoveState.DONE);
        assertThat(stored.decidedBy()).isEqualTo("boss");
        assertThat(stored.executionStartedAtMs()).isNotNull();
        assertThat(f.store.sessions().find(session).orElseThrow().session().nodeName()).isEqualTo(target);
        assertThat(f.audited("move.approve")).isTrue();
        assertThat(f.audited("move.execute")).isTrue();
        assertThat(f.events(ControlEvent.MoveChanged.class)).extracting(e -> e.move().state())
                .containsSubsequence(MoveState.PENDING, MoveState.APPROVED, MoveState.EXECUTING,
                        MoveState.DONE);
        assertThat(f.events(ControlEvent.SessionReHomed.class)).anyMatch(e -> e.sessionId().equals(session));
    }

    @Test
    void movedSessionStaysOnTargetInLaterRounds() {
        Principal boss = f.user("boss", Role.SUPERVISOR);
        MoveRecord p = firstPending();
        f.control.plans().approveMove(boss, p.id());

        f.rounds(2);

        assertThat(f.control.snapshot().session(p.draft().sessionId())).map(Session::nodeName)
                .contains(p.draft().targetNode());
    }

    @Test
    void operatorApprovalIsRefusedByTheControlLayerAndAudited() {
        Principal op = f.user("op", Role.OPERATOR);
        MoveRecord p = firstPending();

        CommandResult<PlanRecord> r = f.control.plans().approveMove(op, p.id());

        assertThat(r.ok()).isFalse();
        assertThat(r.message()).contains("Only a supervisor", "op is an operator");
        assertThat(f.store.moves().find(p.id()).orElseThrow().state()).isEqualTo(MoveState.PENDING);
        assertThat(f.audited("move.approve.refused")).isTrue();
    }

    @Test
    void principalClaimingSupervisorIsCheckedAgainstTheUserTable() {
        f.user("op", Role.OPERATOR);
        MoveRecord p = firstPending();

        CommandResult<PlanRecord> r = f.control.plans().approveMove(new Principal("op", Role.SUPERVISOR),
                p.id());

        assertThat(r.ok()).isFalse();
        assertThat(f.store.moves().find(p.id()).orElseThrow().state()).isEqualTo(MoveState.PENDING);
    }

    @Test
    void rejectedMoveRecordsWhoAndWhy() {
        Principal boss = f.user("boss", Role.SUPERVISOR);
        MoveRecord p = firstPending();

        CommandResult<PlanRecord> r = f.control.plans().rejectMove(boss, p.id(), "shift change");

        assertThat(r.ok()).isTrue();
        MoveRecord stored = f.store.moves().find(p.id()).orElseThrow();
        assertThat(stored.state()).isEqualTo(MoveState.REJECTED);
        assertThat(stored.decisionNote()).isEqualTo("shift change");
        assertThat(f.cluster.node("vod-1").sessions()).extracting(Session::id).contains(p.draft().sessionId());
    }

    @Test
    void moveExpiresWhenItsTimeRunsOut() {
        Principal boss = f.user("boss", Role.SUPERVISOR);
        MoveRecord p = firstPending();

        f.clock.advance(SettingsRules.DEFAULT.planExpiry());
        f.round();

        assertThat(f.store.moves().find(p.id()).orElseThrow().state()).isEqualTo(MoveState.EXPIRED);
        assertThat(f.control.plans().approveMove(boss, p.id()).ok()).isFalse();
        assertThat(f.events(ControlEvent.MoveChanged.class))
                .anyMatch(e -> e.move().id() == p.id() && e.move().state() == MoveState.EXPIRED);
    }

    @Test
    void moveExpiresEarlyWhenItsSessionLeftTheSource() {
        MoveRecord p = firstPending();

        f.cluster.node("vod-1").stop(p.draft().sessionId());
        f.round();

        MoveRecord stored = f.store.moves().find(p.id()).orElseThrow();
        assertThat(stored.state()).isEqualTo(MoveState.EXPIRED);
        assertThat(stored.outcome()).contains("no longer runs on vod-1");
    }

    @Test
    void sessionThatJustMovedIsNotProposedAgainWithinTheHold() {
        Principal boss = f.user("boss", Role.SUPERVISOR);
        MoveRecord p = firstPending();
        f.control.plans().approveMove(boss, p.id());
        f.round();
        Session moved = f.control.snapshot().session(p.draft().sessionId()).orElseThrow();
        MigrationMove back = new MigrationMove(moved, new MoveGrounds(moved.nodeName(), "vod-1",
                MigrationDraw.CERTAIN, new SessionSimilarity(0, 0), new LoadForecast(0, 0, 2, 1), "back again"));
        PlanMaking planning = f.control.parts().planning(() -> 0L);

        String within = planning.admissible(f.control.snapshot().view(), back, Set.of(), f.clock.millis());
        f.clock.advance(SettingsRules.DEFAULT.moveHold());
        String after = planning.admissible(f.control.snapshot().view(), back, Set.of(), f.clock.millis());

        assertThat(within).contains("hold");
        assertThat(after).isNull();
    }
}
