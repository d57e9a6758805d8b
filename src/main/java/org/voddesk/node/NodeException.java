package org.voddesk.node;

/**
 * Why a command could not be run on a node, or did not finish. {@link Kind} separates what an operator must act
 * on (a changed host key, a refused login) from what passes by itself (a timeout, a node that is down).
 */
public class NodeException extends Exception {
    private static final long serialVersionUID = 1L;

    /** The classes of failure. */
    public enum Kind {
        /** TCP connect refused, timed out, reset, or the session died. */
        UNREACHABLE,
        /** The node refused our key (or the key could not be loaded or unlocked). */
        AUTH_FAILED,
        /** The node's host key is not in known_hosts and new keys are not accepted. */
        HOST_KEY_UNKNOWN,
        /** The node's host key differs from the one in known_hosts: possible man-in-the-middle. */
        HOST_KEY_CHANGED,
        /** The command did not finish in time; its channel was closed. */
        TIMEOUT,
        /** No exec channel could be opened (all slots busy, or the server refused one). */
        CHANNEL,
        /** The reply exceeded the size limit. */
        REPLY_TOO_LARGE,
        /** The connection was closed by the console. */
        CLOSED
    }

    private final Kind kind;

    public NodeException(Kind kind, String message) {
        super(message);
        this.kind = kind;
    }

    public NodeException(Kind kind, String message, Throwable cause) {
        super(message, cause);
        this.kind = kind;
    }

    public Kind kind() {
        return kind;
    }

    /** Whether the node itself answered (so it is reachable) even though the command failed. */
    public boolean nodeAnswered() {
        return kind == Kind.REPLY_TOO_LARGE;
    }
}
