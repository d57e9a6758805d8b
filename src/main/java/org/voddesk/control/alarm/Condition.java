package org.voddesk.control.alarm;

import org.voddesk.core.Ids;

/**
 * A level condition that holds now, as one poll round found it.
 *
 * @param kind    which condition (not a one-shot kind)
 * @param source  what it is about (a node name)
 * @param message the condition in words, as the alarm will show it
 */
public record Condition(AlarmKind kind, String source, String message) {
    public Condition {
        if (kind == null || kind.oneShot() || source == null || source.isBlank() || message == null) {
            throw new IllegalArgumentException("a level condition needs a level kind, a source and a message");
        }
    }

    /** A condition about node {@code node}. */
    public static Condition of(AlarmKind kind, String node, String message) {
        return new Condition(kind, Ids.require(node, "node name"), message);
    }
}
