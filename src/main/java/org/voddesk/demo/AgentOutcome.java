package org.voddesk.demo;

/** The outcome of a control command on a simulated node: done, or refused with a protocol error code. */
public sealed interface AgentOutcome {
    /** The command was carried out for the session; {@code url} is where its stream is published. */
    record Done(String sessionId, String url) implements AgentOutcome {
    }

    /** The command was refused; {@code code} is one of the protocol's error words. */
    record Refused(String code, String message) implements AgentOutcome {
    }
}
