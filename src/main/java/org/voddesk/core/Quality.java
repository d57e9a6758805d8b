package org.voddesk.core;

import java.util.Locale;

/** Stream quality of a surveillance camera: the full-resolution main stream or the reduced sub stream. */
public enum Quality {
    MAIN, SUB;

    // computed once: the word is written and read for every session of every poll
    private final String wireName = name().toLowerCase(Locale.ROOT);

    /** The protocol word ({@code main} or {@code sub}). */
    public String wireName() {
        return wireName;
    }

    /** Parses a protocol word; throws {@link IllegalArgumentException} naming the accepted words. */
    public static Quality fromWire(String word) {
        for (Quality q : values()) {
            if (q.wireName().equals(word)) {
                return q;
            }
        }
        throw new IllegalArgumentException("quality must be main or sub, got '" + word + "'");
    }
}
