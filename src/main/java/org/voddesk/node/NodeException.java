package org.voddesk.node;

import org.voddesk.core.NodeFailure;

/**
 * Why a command could not be run on a node, or did not finish. {@link NodeFailure} separates what an operator must act
 * on (a changed host key, a refused login) from what passes by itself (a timeout, a node that is down).
 */
public class NodeException extends Exception {
    private static final long serialVersionUID = 1L;

    private final NodeFailure kind;

    public NodeException(NodeFailure kind, String message) {
        super(message);
        this.kind = kind;
    }

    public NodeException(NodeFailure kind, String message, Throwable cause) {
        super(message, cause);
        this.kind = kind;
    }

    public NodeFailure kind() {
        return kind;
    }

    /** Whether the node itself answered (so it is reachable) even though the command failed. */
    public boolean nodeAnswered() {
        return kind == NodeFailure.REPLY_TOO_LARGE;
    }
}
