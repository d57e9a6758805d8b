package org.voddesk.demo;

/**
 * The error words of {@code vodnode/1} that a simulated node answers with ({@code error code=<word> ...}), the
 * same words as the shell agent {@code installer/node/vodnode}.
 */
final class AgentErrors {
    static final String UNKNOWN_CAMERA = "unknown-camera";
    static final String UNKNOWN_SESSION = "unknown-session";
    static final String SESSION_EXISTS = "session-exists";
    static final String NO_RECORDING = "no-recording";
    static final String BAD_ARGUMENT = "bad-argument";
    static final String UNKNOWN_COMMAND = "unknown-command";

    private AgentErrors() {
    }
}
