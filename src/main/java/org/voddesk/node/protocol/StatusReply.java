package org.voddesk.node.protocol;

import java.util.List;
import org.voddesk.core.Ids;

/**
 * The parsed reply of {@code vodnode status}.
 *
 * @param nodeName the name the agent reports in its header
 * @param sessions its active sessions, in reply order
 */
public record StatusReply(String nodeName, List<ReportedSession> sessions) {
    public StatusReply {
        Ids.require(nodeName, "node name");
        sessions = List.copyOf(sessions);
    }
}
