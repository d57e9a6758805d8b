package org.voddesk.wire.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.voddesk.core.Decision;
import org.voddesk.core.Execution;
import org.voddesk.core.MoveRecord;
import org.voddesk.core.MoveState;
import org.voddesk.wire.MoveData;
import org.voddesk.wire.MoveStateData;

class MovesTest {
    private static MoveRecord roundTrip(MoveRecord m) throws Exception {
        return Moves.fromWire(MoveData.parseFrom(Moves.toWire(m).toByteArray()));
    }

    @Test
    void decidedExecutedDependentMoveComesBackAsItWent() throws Exception {
        MoveRecord m = Records.move(45, MoveState.DONE, new Decision("sam", 1_500L, "go ahead"),
                new Execution(2_500L, 2_900L, "moved at 00:01:05"), 44L);

        assertThat(roundTrip(m)).isEqualTo(m);
    }

    @Test
    void moveWithEveryNullablePartNullComesBackWithNulls() throws Exception {
        MoveRecord m = Records.move(46, MoveState.PENDING, Decision.NONE, Execution.NONE, null);

        MoveRecord back = roundTrip(m);

        assertThat(back).isEqualTo(m);
        assertThat(back.dependsOn()).isNull();
        assertThat(back.decision()).isEqualTo(Decision.NONE);
        assertThat(back.execution()).isEqualTo(Execution.NONE);
    }

    @Test
    void moveKeepsItsUnknownSimilarity() throws Exception {
        MoveRecord m = Records.undrawnMove(47);

        MoveRecord back = roundTrip(m);

        assertThat(back).isEqualTo(m);
        assertThat(back.draft().sourceSimilarity()).isNaN();
        assertThat(back.draft().targetSimilarity()).isNaN();
    }

    @Test
    void everyStateComesBack() throws Exception {
        for (MoveState s : MoveState.values()) {
            MoveRecord m = Records.move(48, s, Decision.NONE, Execution.NONE, null);
            assertThat(roundTrip(m).state()).isEqualTo(s);
        }
    }

    @Test
    void unspecifiedStateIsRefusedByName() {
        MoveData m = Moves.toWire(Records.undrawnMove(49)).toBuilder()
                .setState(MoveStateData.MOVE_STATE_UNSPECIFIED).build();

        assertThatThrownBy(() -> Moves.fromWire(m)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("move's state").hasMessageContaining("MOVE_STATE_UNSPECIFIED");
    }

    @Test
    void missingExecutionIsRefusedByName() {
        MoveData m = Moves.toWire(Records.undrawnMove(50)).toBuilder().clearExecution().build();

        assertThatThrownBy(() -> Moves.fromWire(m)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("execution");
    }

    @Test
    void stateNumberFromANewerPeerIsRefused() {
        MoveData m = Moves.toWire(Records.undrawnMove(51)).toBuilder().setStateValue(99).build();

        assertThatThrownBy(() -> Moves.fromWire(m)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("move's state");
    }
}
