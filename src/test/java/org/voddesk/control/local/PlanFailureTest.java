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
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.PlanStep;
import org.voddesk.control.api.Principal;
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
import org.voddesk.core.Role;
import org.voddesk.core.Session;
import org.voddesk.core.SessionSimilarity;

/**
 * A plan of three moves off vod-1 whose second move's target is down (ALGORITHMS.md §7): the first move stays
 * done, the second fails with its session still playing on its source, the third is cancelled with the reason.
 * Single moves are decided in the plan's order.
 */
class PlanFailureTest {
    private ControlFixture f;
    private Principal boss;
    private PlanRecord plan;

    @BeforeEach
    void start(@TempDir Path dir) throws Exception {
        // the planner's gains are set out of reach, so only the plan made here is open
        ControlSettings quiet = SettingsRules.DEFAULT.withPlans(SettingsRules.DEFAULT.plans()
                .withPlanner(1_000, 1_000, 10));
        f = new ControlFixture(dir, 3, quiet.withIntervals(Duration.ofSeconds(5), Duration.ZERO));
        boss = f.user("boss", Role.SUPERVISOR);
        f.loadNode("vod-1", 3);
        f.roundsUntil(s -> s.sessions().size() == 3 && ControlFixture.allMeasured(s));
        long now = f.clock.millis();
        long expires = now + Duration.ofMinutes(5).toMillis();
        plan = f.store.plans().create(new PlanDraft(PlanKind.BALANCE, "three moves off vod-1", 3, 30, 10, now,
                expires), List.of(move("vod-1-x1", "vod-2", now, expires), move("vod-1-x2", "vod-3", now, expires),
                move("vod-1-x3", "vod-2", now, expires)));
    }

    private static MoveDraft move(String session, String target, long now, long expires) {
        return new MoveDraft(session, new MoveGrounds("vod-1", target, MigrationDraw.CERTAIN,
                SessionSimilarity.UNKNOWN, new LoadForecast(20, 10, 30, 20), "move " + session), now, expires);
    }

    @AfterEach
    void stop() {
        f.close();
    }

    private List<String> on(String node) {
        return f.cluster.node(node).sessions().stream().map(Session::id).toList();
    }

    @Test
    void aPlanWhoseSecondMoveFailsKeepsTheFirstCancelsTheRestAndRecordsWhy() {
        f.cluster.kill("vod-3");

        CommandResult<PlanRecord> r = f.control.plans().approve(boss, plan.id(), null);

        assertThat(r.ok()).isFalse();
        assertThat(r.message()).contains("a move failed", "move 2 (session vod-1-x2) failed");
        PlanRecord after = f.store.plans().find(plan.id()).orElseThrow();
        assertThat(after.state()).isEqualTo(PlanState.FAILED);
        assertThat(after.moves()).extracting(MoveRecord::state)
                .containsExactly(MoveState.DONE, MoveState.FAILED, MoveState.CANCELLED);
        assertThat(after.moves().get(1).outcome()).contains("keeps playing on vod-1");
        assertThat(after.moves().get(2).outcome()).startsWith("move 2 (session vod-1-x2) failed");
        assertThat(after.outcome()).isEqualTo(after.moves().get(2).outcome());
        assertThat(on("vod-2")).containsExactly("vod-1-x1");
        assertThat(on("vod-1")).containsExactlyInAnyOrder("vod-1-x2", "vod-1-x3");
        assertThat(f.events(ControlEvent.PlanChanged.class)).extracting(ControlEvent.PlanChanged::step)
                .containsExactly(PlanStep.APPROVED, PlanStep.MOVE_STARTED, PlanStep.MOVE_SUCCEEDED,
                        PlanStep.MOVE_STARTED, PlanStep.MOVE_FAILED, PlanStep.CANCELLED, PlanStep.FAILED);
        assertThat(f.audited("plan.fail")).isTrue();
    }

    @Test
    void singleMovesAreDecidedInThePlansOrder() {
        long first = plan.moves().get(0).id();
        long second = plan.moves().get(1).id();
        long third = plan.moves().get(2).id();

        CommandResult<PlanRecord> early = f.control.plans().approveMove(boss, second);
        assertThat(early.ok()).isFalse();
        assertThat(early.message()).contains("decide move " + first + " first");

        CommandResult<PlanRecord> one = f.control.plans().approveMove(boss, first);
        assertThat(one.ok()).as(one.message()).isTrue();
        assertThat(one.value().state()).isEqualTo(PlanState.APPROVED);
        assertThat(on("vod-2")).containsExactly("vod-1-x1");

        assertThat(f.control.plans().rejectMove(boss, second, "vod-3 is for VIPs").ok()).isTrue();
        CommandResult<PlanRecord> last = f.control.plans().approveMove(boss, third);

        assertThat(last.ok()).as(last.message()).isTrue();
        assertThat(last.value().state()).isEqualTo(PlanState.DONE);
        assertThat(last.value().moves()).extracting(MoveRecord::state)
                .containsExactly(MoveState.DONE, MoveState.REJECTED, MoveState.DONE);
        assertThat(last.value().moves().get(1).decisionNote()).isEqualTo("vod-3 is for VIPs");
        assertThat(on("vod-2")).containsExactlyInAnyOrder("vod-1-x1", "vod-1-x3");
        assertThat(on("vod-1")).containsExactly("vod-1-x2");
    }

    @Test
    void rejectingEveryMoveRejectsThePlan() {
        CommandResult<PlanRecord> r = f.control.plans().reject(boss, plan.id(), "not now");

        assertThat(r.ok()).as(r.message()).isTrue();
        assertThat(r.value().state()).isEqualTo(PlanState.REJECTED);
        assertThat(r.value().decidedBy()).isEqualTo("boss");
        assertThat(r.value().moves()).allMatch(m -> m.state() == MoveState.REJECTED
                && "not now".equals(m.decisionNote()));
        assertThat(on("vod-1")).hasSize(3);
        assertThat(f.control.plans().approve(boss, plan.id(), null).ok()).isFalse();
    }
}
