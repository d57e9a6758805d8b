package org.voddesk.store;

/**
 * A start or stop the console sent a node and has not recorded yet (table {@code command_intent}, V16).
 *
 * @param kind      {@code start} or {@code stop}
 * @param createdMs when it was sent, epoch ms
 */
public record CommandIntent(String sessionId, String kind, String nodeName, String userName, long createdMs) {
    public static final String START = "start";
    public static final String STOP = "stop";

    public CommandIntent {
        if (sessionId == null || nodeName == null || userName == null || !(START.equals(kind) || STOP.equals(kind))) {
            throw new IllegalArgumentException("an intent needs a session, a node, a user and start or stop");
        }
    }
}
