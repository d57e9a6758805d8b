package org.voddesk.node;

import java.time.Duration;
import org.voddesk.core.NodeConfig;

/**
 * A way to run one command on one node and get its output: an SSH connection in the console
 * ({@link org.voddesk.node.ssh.NodeConnection}), something simpler in tests.
 */
public interface NodeLink {
    /** The node this link reaches. */
    NodeConfig node();

    /**
     * Runs {@code command} and returns when it has finished or {@code timeout} has passed.
     *
     * @throws NodeException when the node cannot be reached, the command times out or the reply is too large
     */
    ExecResult exec(String command, Duration timeout) throws NodeException;
}
