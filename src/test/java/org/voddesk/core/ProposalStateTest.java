package org.voddesk.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class ProposalStateTest {
    @Test
    void aPendingProposalMayBeApprovedRejectedExpiredOrCancelled() {
        assertThat(ProposalState.PENDING.successors())
                .containsExactlyInAnyOrder(ProposalState.APPROVED, ProposalState.REJECTED, ProposalState.EXPIRED,
                        ProposalState.CANCELLED);
    }

    @Test
    void anApprovedProposalMayStartFailOrBeCancelled() {
        assertThat(ProposalState.APPROVED.successors()).containsExactlyInAnyOrder(ProposalState.EXECUTING,
                ProposalState.FAILED, ProposalState.CANCELLED);
    }

    @Test
    void anExecutingProposalEndsDoneOrFailed() {
        assertThat(ProposalState.EXECUTING.successors()).containsExactlyInAnyOrder(ProposalState.DONE,
                ProposalState.FAILED);
    }

    @Test
    void anExpiredProposalCannotBeApproved() {
        assertThat(ProposalState.EXPIRED.canMoveTo(ProposalState.APPROVED)).isFalse();
    }

    @ParameterizedTest
    @EnumSource(names = {"REJECTED", "EXPIRED", "DONE", "FAILED"})
    void finalStatesGoNowhere(ProposalState state) {
        assertThat(state.isFinal()).isTrue();
        assertThat(state.successors()).isEmpty();
    }

    @ParameterizedTest
    @EnumSource(ProposalState.class)
    void theDatabaseWordReadsBack(ProposalState state) {
        assertThat(ProposalState.fromWord(state.word())).isEqualTo(state);
    }

    @Test
    void anUnknownWordIsRefused() {
        assertThatThrownBy(() -> ProposalState.fromWord("maybe")).isInstanceOf(IllegalArgumentException.class);
    }
}
