package org.voddesk.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class MoveStateTest {
    @Test
    void aPendingMoveMayBeApprovedRejectedExpiredOrCancelled() {
        assertThat(MoveState.PENDING.successors())
                .containsExactlyInAnyOrder(MoveState.APPROVED, MoveState.REJECTED, MoveState.EXPIRED,
                        MoveState.CANCELLED);
    }

    @Test
    void anApprovedMoveMayStartFailOrBeCancelled() {
        assertThat(MoveState.APPROVED.successors()).containsExactlyInAnyOrder(MoveState.EXECUTING,
                MoveState.FAILED, MoveState.CANCELLED);
    }

    @Test
    void anExecutingMoveEndsDoneOrFailed() {
        assertThat(MoveState.EXECUTING.successors()).containsExactlyInAnyOrder(MoveState.DONE,
                MoveState.FAILED);
    }

    @Test
    void anExpiredMoveCannotBeApproved() {
        assertThat(MoveState.EXPIRED.canMoveTo(MoveState.APPROVED)).isFalse();
    }

    @ParameterizedTest
    @EnumSource(names = {"REJECTED", "EXPIRED", "DONE", "FAILED"})
    void finalStatesGoNowhere(MoveState state) {
        assertThat(state.isFinal()).isTrue();
        assertThat(state.successors()).isEmpty();
    }

    @ParameterizedTest
    @EnumSource(MoveState.class)
    void theDatabaseWordReadsBack(MoveState state) {
        assertThat(MoveState.fromWord(state.word())).isEqualTo(state);
    }

    @Test
    void anUnknownWordIsRefused() {
        assertThatThrownBy(() -> MoveState.fromWord("maybe")).isInstanceOf(IllegalArgumentException.class);
    }
}
