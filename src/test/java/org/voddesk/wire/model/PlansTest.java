package org.voddesk.wire.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.voddesk.core.Decision;
import org.voddesk.core.Execution;
import org.voddesk.core.MoveState;
import org.voddesk.core.PlanDraft;
import org.voddesk.core.PlanKind;
import org.voddesk.core.PlanRecord;
import org.voddesk.core.PlanState;
import org.voddesk.wire.PlanData;
import org.voddesk.wire.PlanKindData;
import org.voddesk.wire.PlanStateData;

class PlansTest {
    private static PlanRecord roundTrip(PlanRecord p) throws Exception {
        return Plans.fromWire(PlanData.parseFrom(Plans.toWire(p).toByteArray()));
    }

    @Test
    void decidedPlanWithItsMovesComesBackAsItWent() throws Exception {
        PlanRecord p = Records.plan(new Decision("sam", 2_000L, "before the shift"), "partial <= 2",
                "2 of 2 moves done", List.of(
                        Records.move(44, MoveState.DONE, new Decision("sam", 2_000L, null),
                                new Execution(2_100L, 2_400L, "moved"), null),
                        Records.move(45, MoveState.EXECUTING, new Decision("sam", 2_000L, null),
                                new Execution(2_500L, null, null), 44L)));

        assertThat(roundTrip(p)).isEqualTo(p);
    }

    @Test
    void planWithEveryNullablePartNullComesBackWithNulls() throws Exception {
        PlanRecord p = Records.plan(Decision.NONE, null, null, List.of());

        PlanRecord back = roundTrip(p);

        assertThat(back).isEqualTo(p);
        assertThat(back.automation()).isNull();
        assertThat(back.outcome()).isNull();
    }

    @Test
    void everyKindAndStateComesBack() throws Exception {
        for (PlanKind k : PlanKind.values()) {
            for (PlanState s : PlanState.values()) {
                PlanRecord p = new PlanRecord(8, new PlanDraft(k, "even the load", 1, 1, 0, 0, 1), s, 0,
                        Decision.NONE, null, null, List.of());
                assertThat(roundTrip(p)).isEqualTo(p);
            }
        }
    }

    @Test
    void unspecifiedStateIsRefusedByName() {
        PlanData m = Plans.toWire(Records.plan(Decision.NONE, null, null, List.of())).toBuilder()
                .setState(PlanStateData.PLAN_STATE_UNSPECIFIED).build();

        assertThatThrownBy(() -> Plans.fromWire(m)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("plan's state").hasMessageContaining("PLAN_STATE_UNSPECIFIED");
    }

    @Test
    void unspecifiedKindIsRefusedByName() {
        PlanData valid = Plans.toWire(Records.plan(Decision.NONE, null, null, List.of()));
        PlanData m = valid.toBuilder().setDraft(valid.getDraft().toBuilder()
                .setKind(PlanKindData.PLAN_KIND_UNSPECIFIED)).build();

        assertThatThrownBy(() -> Plans.fromWire(m)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("plan's kind");
    }

    @Test
    void missingDecisionIsRefusedByName() {
        PlanData m = Plans.toWire(Records.plan(Decision.NONE, null, null, List.of())).toBuilder().clearDecision()
                .build();

        assertThatThrownBy(() -> Plans.fromWire(m)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("plan's decision");
    }

    @Test
    void priorityOutOfRangeIsRefusedByTheDraftsOwnCheck() {
        PlanData valid = Plans.toWire(Records.plan(Decision.NONE, null, null, List.of()));
        PlanData m = valid.toBuilder().setDraft(valid.getDraft().toBuilder().setPriority(9)).build();

        assertThatThrownBy(() -> Plans.fromWire(m)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("priority");
    }
}
