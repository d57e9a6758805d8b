package org.voddesk.core;

/**
 * A supervisor's (or the console's) decision on a plan or one of its moves, as far as one was made.
 *
 * @param by   who approved or rejected it ({@code system} when it ran by itself), or {@code null} (undecided, or it
 *             expired)
 * @param atMs when, or {@code null}
 * @param note why, as the supervisor wrote it, or {@code null}
 */
public record Decision(String by, Long atMs, String note) {
    /** Nothing decided yet. */
    public static final Decision NONE = new Decision(null, null, null);
}
