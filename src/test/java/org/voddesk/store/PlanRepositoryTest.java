package org.voddesk.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.InstanceOfAssertFactories.type;
import static org.voddesk.store.Fixtures.T0;
import static org.voddesk.store.Fixtures.draft;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.core.MoveRecord;
import org.voddesk.core.MoveState;
import org.voddesk.core.PlanDraft;
import org.voddesk.core.PlanKind;
import org.voddesk.core.PlanRecord;
import org.voddesk.core.PlanState;

/** Migration plans in the store (V14, V15): moves in order, the plan's life, cancelled moves, the history. */
class PlanRepositoryTest {
    private static final long EXPIRES = T0 + 300_000;

    @TempDir
    Path dir;
    Store store;
    PlanRepository plans;

    @BeforeEach
    void open() {
        store = Fixtures.withNodes(Fixtures.open(dir), "vod-1", "vod-2", "vod-3");
        store.sessions().started(Fixtures.session("s-a", "vod-1", "cam-1"));
        store.sessions().started(Fixtures.session("s-b", "vod-1", "cam-2"));
        store.sessions().started(Fixtures.session("s-c", "vod-2", "cam-3"));
        plans = store.plans();
    }

    @AfterEach
    void close() {
        store.close();
    }

    private PlanRecord threeMoves() {
        return plans.create(new PlanDraft(PlanKind.BALANCE, "3 moves predicted to bring lambda from 120 to 60", 3,
                120, 60, T0, EXPIRES), List.of(draft("s-a", "vod-1", "vod-3", T0, EXPIRES),
                draft("s-b", "vod-1", "vod-2", T0, EXPIRES), draft("s-c", "vod-2", "vod-3", T0, EXPIRES)));
    }

    @Test
    void aPlanKeepsItsMovesInOrderWithItsOwnFigures() {
        PlanRecord p = threeMoves();
        assertThat(p.state()).isEqualTo(PlanState.PENDING);
        assertThat(p.draft().priority()).isEqualTo(3);
        assertThat(p.draft().kind()).isEqualTo(PlanKind.BALANCE);
        assertThat(p.moves()).extracting(m -> m.draft().sessionId()).containsExactly("s-a", "s-b", "s-c");
        assertThat(p.moves()).allMatch(m -> m.state() == MoveState.PENDING);
        assertThat(plans.find(p.id())).contains(p);
        assertThat(plans.ofMove(p.moves().get(1).id())).contains(p);
        assertThat(plans.open()).containsExactly(p);
    }

    @Test
    void aReasonAndAnOutcomeInTheConsolesGreekLettersReadBackUnchangedAfterAReopen() {
        String reason = "relieves an overloaded node; 1 move predicted to bring λ from 955.56 to 862.16 (9.77% less);"
                + " first: h (load 90) is above σ 55.98";
        String why = "its moves would no longer lower λ enough for a priority (λ now 0.64)";
        long id = plans.create(new PlanDraft(PlanKind.RELIEF, reason, 1, 955.56, 862.16, T0, EXPIRES),
                List.of(draft("s-a", "vod-1", "vod-3", T0, EXPIRES))).id();
        plans.expire(id, T0 + 1, why);
        store.close();

        store = Fixtures.open(dir);
        PlanRecord read = store.plans().find(id).orElseThrow();

        assertThat(read.draft().reason()).isEqualTo(reason);
        assertThat(read.outcome()).isEqualTo(why);
    }

    @Test
    void anApprovedPlanFinishesFailedWithItsRestCancelledAndTheReasonsKept() {
        PlanRecord p = threeMoves();
        MoveRepository moves = store.moves();
        PlanRecord approved = plans.approve(p.id(), "sue", T0 + 1, null, null);
        assertThat(approved.decidedBy()).isEqualTo("sue");
        assertThat(approved.automation()).isNull();
        long first = p.moves().get(0).id();
        long second = p.moves().get(1).id();
        long third = p.moves().get(2).id();
        for (MoveRecord m : p.moves()) {
            moves.approve(m.id(), "sue", T0 + 1, null);
        }
        moves.startExecution(first, T0 + 2);
        moves.done(first, T0 + 3, "moved at position 5");
        moves.startExecution(second, T0 + 4);
        moves.fail(second, T0 + 5, "vod-2 refused");
        moves.cancel(third, T0 + 5, "move 2 failed: vod-2 refused");
        PlanRecord failed = plans.finish(p.id(), PlanState.FAILED, T0 + 5, "move 2 failed: vod-2 refused");
        assertThat(failed.moves()).extracting(MoveRecord::state)
                .containsExactly(MoveState.DONE, MoveState.FAILED, MoveState.CANCELLED);
        assertThat(failed.moves().get(2).outcome()).isEqualTo("move 2 failed: vod-2 refused");
        assertThat(failed.outcome()).isEqualTo("move 2 failed: vod-2 refused");
        assertThat(plans.open()).isEmpty();
        assertThat(plans.decidedBetween(T0, T0 + 10, 10, 0)).containsExactly(failed);
    }

    @Test
    void aPlanRunByItselfRecordsSystemAndTheLevelThatAllowedIt() {
        PlanRecord p = threeMoves();
        PlanRecord approved = plans.approve(p.id(), "system", T0 + 1, null, "partial <= 3");
        assertThat(approved.decidedBy()).isEqualTo("system");
        assertThat(approved.automation()).isEqualTo("partial <= 3");
    }

    @Test
    void anExpiredPlanCannotBeApprovedAndIllegalChangesAreRefused() {
        PlanRecord p = threeMoves();
        assertThatThrownBy(() -> plans.approve(p.id(), "sue", EXPIRES, null, null))
                .isInstanceOf(StateChangeException.class).hasMessageContaining("can no longer be approved");
        assertThat(plans.due(EXPIRES)).extracting(PlanRecord::id).containsExactly(p.id());
        PlanRecord expired = plans.expire(p.id(), EXPIRES, "its time ran out");
        assertThat(expired.state()).isEqualTo(PlanState.EXPIRED);
        assertThatThrownBy(() -> plans.reject(p.id(), "sue", EXPIRES + 1, null))
                .isInstanceOf(StateChangeException.class).hasMessageContaining("is expired");
        assertThatThrownBy(() -> plans.finish(p.id(), PlanState.DONE, EXPIRES + 1, null))
                .isInstanceOf(StateChangeException.class);
    }

    @Test
    void aRefusedChangeNamesThePlanItsNumberAndBothStates() {
        PlanRecord p = threeMoves();
        plans.reject(p.id(), "sue", T0 + 1, null);
        assertThatThrownBy(() -> plans.approve(p.id(), "bob", T0 + 2, null, null))
                .asInstanceOf(type(StateChangeException.class))
                .satisfies(e -> {
                    assertThat(e.what()).isEqualTo("migration plan");
                    assertThat(e.id()).isEqualTo(p.id());
                    assertThat(e.current()).isEqualTo(PlanState.REJECTED);
                    assertThat(e.requested()).isEqualTo(PlanState.APPROVED);
                });
    }

    @Test
    void theDatabaseItselfRefusesIllegalPlanChangesAndMovingAMoveToAnotherPlan() throws Exception {
        PlanRecord p = threeMoves();
        try (Connection c = Fixtures.raw(dir.resolve("voddesk.db")); Statement st = c.createStatement()) {
            assertThatThrownBy(() -> st.executeUpdate("UPDATE migration_plan SET state = 'done' WHERE id = " + p.id()))
                    .hasMessageContaining("illegal migration plan state transition");
            assertThatThrownBy(() -> st.executeUpdate("UPDATE plan_move SET plan_position = 9 WHERE id = "
                    + p.moves().get(0).id())).hasMessageContaining("cannot change its plan");
        }
    }

    @Test
    void aSingleMoveIsAPlanOfOneMove() {
        MoveRecord single = store.moves().create(draft("s-a", "vod-1", "vod-2", T0, EXPIRES));
        PlanRecord p = plans.ofMove(single.id()).orElseThrow();
        assertThat(p.moves()).containsExactly(single);
        assertThat(p.draft().priority()).isEqualTo(5);
        assertThat(p.draft().reason()).isEqualTo(single.draft().reason());
    }

    @Test
    void aPlanNeedsAMove() {
        assertThatThrownBy(() -> plans.create(new PlanDraft(PlanKind.BALANCE, "none", 5, 2, 1, T0, EXPIRES),
                List.of())).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aMoveOfASessionNotRecordedIsRefusedByNameAndNothingOfThePlanIsKept() {
        assertThatThrownBy(() -> plans.create(new PlanDraft(PlanKind.BALANCE, "2 moves", 4, 120, 80, T0, EXPIRES),
                List.of(draft("s-a", "vod-1", "vod-3", T0, EXPIRES), draft("s-gone", "vod-1", "vod-2", T0, EXPIRES))))
                .isInstanceOf(StoreException.class)
                .hasMessageContaining("move 2 of the plan names session s-gone, which is not recorded");
        assertThat(plans.open()).isEmpty();
        assertThat(store.moves().open()).isEmpty();
    }
}
