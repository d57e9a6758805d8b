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

    private static final Map<ProposalState, Set<ProposalState>> PROPOSAL = Map.of(
            ProposalState.PENDING, EnumSet.of(ProposalState.APPROVED, ProposalState.REJECTED, ProposalState.EXPIRED,
                    ProposalState.CANCELLED),
            ProposalState.APPROVED, EnumSet.of(ProposalState.EXECUTING, ProposalState.FAILED, ProposalState.CANCELLED),
            ProposalState.EXECUTING, EnumSet.of(ProposalState.DONE, ProposalState.FAILED),
            ProposalState.REJECTED, EnumSet.noneOf(ProposalState.class),
            ProposalState.EXPIRED, EnumSet.noneOf(ProposalState.class),
            ProposalState.DONE, EnumSet.noneOf(ProposalState.class),
            ProposalState.FAILED, EnumSet.noneOf(ProposalState.class),
            ProposalState.CANCELLED, EnumSet.noneOf(ProposalState.class));

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
    void everyProposalTransitionIsTheOneWrittenHere() {
        assertThat(PROPOSAL).containsOnlyKeys(ProposalState.values());
        for (ProposalState from : ProposalState.values()) {
            for (ProposalState to : ProposalState.values()) {
                boolean expected = PROPOSAL.get(from).contains(to);
                assertThat(from.canMoveTo(to)).as("proposal %s -> %s", from, to).isEqualTo(expected);
                assertThat(ProposalState.transitions().allows(from, to)).as("proposal %s -> %s", from, to)
                        .isEqualTo(expected);
            }
            assertThat(from.successors()).as("proposal %s", from).isEqualTo(PROPOSAL.get(from));
            assertThat(from.isFinal()).as("proposal %s", from).isEqualTo(PROPOSAL.get(from).isEmpty());
        }
    }

    @Test
    void aStateWordReadsBackAndAnUnknownOneIsRefusedNamingTheLife() {
        for (PlanState s : PlanState.values()) {
            assertThat(PlanState.fromWord(s.word())).isEqualTo(s);
        }
        assertThatThrownBy(() -> PlanState.fromWord("maybe")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("unknown plan state 'maybe'");
        assertThatThrownBy(() -> ProposalState.fromWord("maybe")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("unknown proposal state 'maybe'");
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
