package org.voddesk.control.alarm;

import org.voddesk.control.api.AlarmTransition;
import org.voddesk.core.Alarm;

/** An alarm after a {@link AlarmTransition}, at {@code timeMs}; the control layer raises it as an event. */
public record AlarmChange(long timeMs, Alarm alarm, AlarmTransition transition) {
}
