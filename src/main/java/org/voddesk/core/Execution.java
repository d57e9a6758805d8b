package org.voddesk.core;

/**
 * How far the execution of an approved move went.
 *
 * @param startedAtMs  when execution began, or {@code null}
 * @param finishedAtMs when it ended done or failed, or {@code null}
 * @param outcome      what execution (or its refusal) reported, or {@code null}
 */
public record Execution(Long startedAtMs, Long finishedAtMs, String outcome) {
    /** Not executed (yet). */
    public static final Execution NONE = new Execution(null, null, null);
}
