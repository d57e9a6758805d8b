package org.voddesk.control.api;

/** What happened to an alarm ({@code ControlEvent.AlarmChanged}). */
public enum AlarmTransition {
    /** Its condition began: a new alarm. */
    OPENED,
    /** Its condition began again (or occurred again) while the alarm was open: the count went up. */
    REPEATED,
    /** A user acknowledged it. */
    ACKNOWLEDGED,
    /** Its condition ended: the alarm is history now. */
    CLEARED
}
