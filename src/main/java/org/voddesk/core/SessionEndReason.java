package org.voddesk.core;

import java.util.Locale;

/** Why a playback session ended, as the session history records it. */
public enum SessionEndReason {
    /** An operator stopped it. */
    STOPPED,
    /** Playback reached the end of the recording. */
    FINISHED,
    /** Its node failed and it could not be re-homed. */
    NODE_FAILED,
    /** Its node stopped reporting it without being asked to. */
    LOST,
    /** The node refused or broke it (an {@code error} reply). */
    ERROR;

    /** The lower-case word used in the database ({@code node_failed}, ...). */
    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Parses {@link #word()}; throws {@link IllegalArgumentException} for anything else. */
    public static SessionEndReason fromWord(String word) {
        for (SessionEndReason r : values()) {
            if (r.word().equals(word)) {
                return r;
            }
        }
        throw new IllegalArgumentException("unknown session end reason '" + word + "'");
    }
}
