package org.voddesk.node;

import org.voddesk.core.NodeFailure;


/**
 * The result of {@code vodnode play|stop|rate} on one node: {@link Done}, {@link Refused} (the agent said no, with
 * its code) or {@link Failed} (no usable answer: unreachable, timed out, garbled). After a {@link Failed} play or
 * stop the node's state is unknown until the next poll shows it.
 */
public sealed interface CommandOutcome permits CommandOutcome.Done, CommandOutcome.Refused, CommandOutcome.Failed {
    /** The node the command went to. */
    String node();

    /** Whether the agent confirmed the command. */
    default boolean ok() {
        return this instanceof Done;
    }

    /** One line for a person. */
    String describe();

    /**
     * @param url the stream URL ({@code null} for {@code stop})
     */
    record Done(String node, String sessionId, String url) implements CommandOutcome {
        @Override
        public String describe() {
            return "session " + sessionId + " on " + node + (url == null ? "" : " at " + url);
        }
    }

    record Refused(String node, String code, String message) implements CommandOutcome {
        @Override
        public String describe() {
            return node + " refused (" + code + "): " + message;
        }
    }

    /**
     * @param kind   the class of failure to reach the node, {@code null} when the reply was garbled
     * @param reason what went wrong
     */
    record Failed(String node, NodeFailure kind, String reason) implements CommandOutcome {
        @Override
        public String describe() {
            return reason;
        }
    }
}
