package org.voddesk.control.api;

/** What happened to a migration plan ({@link ControlEvent.PlanChanged}). */
public enum PlanStep {
    /** A planning round or failure re-homing recorded it, pending. */
    PROPOSED,
    /** A supervisor, or {@code system} under an automation setting, approved it (or its first move). */
    APPROVED,
    /** Every move was rejected, or a supervisor rejected the plan. */
    REJECTED,
    /** A move began (make-before-break: the target is being started). */
    MOVE_STARTED,
    /** A move finished: the session plays on the target. */
    MOVE_SUCCEEDED,
    /** A move failed: the session keeps playing on its source. */
    MOVE_FAILED,
    /** The moves after a failed one (or left when the plan ended) were cancelled, with the reason. */
    CANCELLED,
    /** Its time ran out, or the state moved so that its gain is gone. */
    EXPIRED,
    /** Its approved moves ran. */
    DONE,
    /** A move failed; the plan ended there. */
    FAILED
}
