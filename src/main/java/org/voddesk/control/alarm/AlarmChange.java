package org.voddesk.control.alarm;

/** An alarm after a {@link AlarmTransition}, at {@code timeMs}; the control layer raises it as an event. */
public record AlarmChange(long timeMs, Alarm alarm, AlarmTransition transition) {
}
