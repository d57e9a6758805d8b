package org.voddesk.core;

import java.util.Locale;

/** How urgent an alarm is; the Alarms screen sorts and colours by it. */
public enum Severity {
    /** Worth a look: a node's reply garbled, a node overloaded for a while. */
    WARNING,
    /** Service is at risk: a node unreachable, playbacks refused, a stale copy left playing. */
    MAJOR,
    /** Service is lost or security is at stake: a node failed, sessions ended, a host key changed. */
    CRITICAL;

    /** The stored and printed word ({@code warning}, {@code major}, {@code critical}). */
    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Severity fromWord(String word) {
        for (Severity s : values()) {
            if (s.word().equals(word)) {
                return s;
            }
        }
        throw new IllegalArgumentException("unknown alarm severity '" + word + "'");
    }
}
