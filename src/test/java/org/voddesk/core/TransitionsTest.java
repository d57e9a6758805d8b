package org.voddesk.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Every (from, to) pair of both lives, against the table written out here: a change to which state may go to which
 * fails this test, so it is a decision and not an accident.
 */
class TransitionsTest {
    private static final Map<PlanState, Set<PlanState>> PLAN = Map.of(
            PlanState.PENDING, EnumSet.of(PlanState.APPROVED, PlanState.REJECTED, PlanState.EXPIRED),
            PlanState.APPROVED, EnumSet.of(PlanState.DONE, PlanState.FAILED),
            PlanState.REJECTED, EnumSet.noneOf(PlanState.class),
            PlanState.EXPIRED, EnumSet.noneOf(PlanState.class),
            PlanState.DONE, EnumSet.noneOf(PlanState.class),
            PlanState.FAILED, EnumSet.noneOf(PlanState.class));

    private static final Map<MoveState, Set<MoveState>> MOVE = Map.of(
            MoveState.PENDING, EnumSet.of(MoveState.APPROVED, MoveState.REJECTED, MoveState.EXPIRED,
                    MoveState.CANCELLED),
            MoveState.APPROVED, EnumSet.of(MoveState.EXECUTING, MoveState.FAILED, MoveState.CANCELLED),
            MoveState.EXECUTING, EnumSet.of(MoveState.DONE, MoveState.FAILED),
            MoveState.REJECTED, EnumSet.noneOf(MoveState.class),
            MoveState.EXPIRED, EnumSet.noneOf(MoveState.class),
            MoveState.DONE, EnumSet.noneOf(MoveState.class),
            MoveState.FAILED, EnumSet.noneOf(MoveState.class),
            MoveState.CANCELLED, EnumSet.noneOf(MoveState.class));

    @Test
    void everyPlanTransitionIsTheOneWrittenHere() {
        assertThat(PLAN).containsOnlyKeys(PlanState.values());
        for (PlanState from : PlanState.values()) {
            for (PlanState to : PlanState.values()) {
                boolean expected = PLAN.get(from).contains(to);
                assertThat(from.canMoveTo(to)).as("plan %s -> %s", from, to).isEqualTo(expected);
                assertThat(PlanState.transitions().allows(from, to)).as("plan %s -> %s", from, to)
                        .isEqualTo(expected);
            }
            assertThat(from.successors()).as("plan %s", from).isEqualTo(PLAN.get(from));
            assertThat(from.isFinal()).as("plan %s", from).isEqualTo(PLAN.get(from).isEmpty());
        }
    }

    @Test
    void everyMoveTransitionIsTheOneWrittenHere() {
        assertThat(MOVE).containsOnlyKeys(MoveState.values());
        for (MoveState from : MoveState.values()) {
            for (MoveState to : MoveState.values()) {
                boolean expected = MOVE.get(from).contains(to);
                assertThat(from.canMoveTo(to)).as("move %s -> %s", from, to).isEqualTo(expected);
                assertThat(MoveState.transitions().allows(from, to)).as("move %s -> %s", from, to)
                        .isEqualTo(expected);
            }
            assertThat(from.successors()).as("move %s", from).isEqualTo(MOVE.get(from));
            assertThat(from.isFinal()).as("move %s", from).isEqualTo(MOVE.get(from).isEmpty());
        }
    }

    @Test
    void aStateWordReadsBackAndAnUnknownOneIsRefusedNamingTheLife() {
        for (PlanState s : PlanState.values()) {
            assertThat(PlanState.fromWord(s.word())).isEqualTo(s);
        }
        assertThatThrownBy(() -> PlanState.fromWord("maybe")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("unknown plan state 'maybe'");
        assertThatThrownBy(() -> MoveState.fromWord("maybe")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("unknown move state 'maybe'");
    }

    @Test
    void aTableRefusesAStateMovingToItself() {
        assertThatThrownBy(() -> Transitions.of(PlanState.class, "plan").allow(PlanState.PENDING, PlanState.PENDING))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("cannot move to itself");
    }

    @Test
    void successorsCannotBeChangedFromOutside() {
        assertThatThrownBy(() -> PlanState.PENDING.successors().add(PlanState.DONE))
                .isInstanceOf(UnsupportedOperationException.class);
    }
}
