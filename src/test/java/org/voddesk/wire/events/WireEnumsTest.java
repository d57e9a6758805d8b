package org.voddesk.wire.events;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.voddesk.control.api.AlarmTransition;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.PlanStep;
import org.voddesk.core.NodeFailure;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.NodeState;
import org.voddesk.core.SessionEndReason;
import org.voddesk.wire.AlarmTransitionData;
import org.voddesk.wire.NodeFailureData;
import org.voddesk.wire.NodeHealthData;
import org.voddesk.wire.NodeStateData;
import org.voddesk.wire.PlanStepData;
import org.voddesk.wire.SessionEndReasonData;
import org.voddesk.wire.SessionOriginData;

class WireEnumsTest {
    private static <A extends Enum<A>, W extends Enum<W> & com.google.protobuf.ProtocolMessageEnum> void
            everyConstantComesBack(Class<A> api, Class<W> wire, String prefix) {
        for (A value : api.getEnumConstants()) {
            assertThat(WireEnums.fromWire(WireEnums.toWire(value, wire, prefix), api, prefix)).isEqualTo(value);
        }
        assertThat(WireEnums.toWire(null, wire, prefix).getNumber()).isZero();
        assertThat(WireEnums.<A>fromWire(WireEnums.toWire(null, wire, prefix), api, prefix)).isNull();
    }

    @Test
    void everyEnumOfTheEventsHasAWireConstantOfEachValue() {
        everyConstantComesBack(NodeHealth.class, NodeHealthData.class, "NODE_HEALTH_");
        everyConstantComesBack(NodeState.class, NodeStateData.class, "NODE_STATE_");
        everyConstantComesBack(NodeFailure.class, NodeFailureData.class, "NODE_FAILURE_");
        everyConstantComesBack(SessionEndReason.class, SessionEndReasonData.class, "SESSION_END_REASON_");
        everyConstantComesBack(ControlEvent.SessionStarted.Origin.class, SessionOriginData.class, "SESSION_ORIGIN_");
        everyConstantComesBack(PlanStep.class, PlanStepData.class, "PLAN_STEP_");
        everyConstantComesBack(AlarmTransition.class, AlarmTransitionData.class, "ALARM_TRANSITION_");
    }

    @Test
    void aRequiredValueThatIsUnspecifiedIsRefused() {
        assertThatThrownBy(() -> WireEnums.required(NodeHealthData.NODE_HEALTH_UNSPECIFIED, NodeHealth.class,
                "NODE_HEALTH_")).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("NodeHealth");
    }
}
