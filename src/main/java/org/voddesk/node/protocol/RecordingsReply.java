package org.voddesk.node.protocol;

import java.util.List;
import org.voddesk.core.Ids;
import org.voddesk.core.RecordingSegment;

/**
 * The parsed reply of {@code vodnode recordings}.
 *
 * @param nodeName the name the agent reports in its header
 * @param segments the recording segments it can play, in reply order
 */
public record RecordingsReply(String nodeName, List<RecordingSegment> segments) {
    public RecordingsReply {
        Ids.require(nodeName, "node name");
        segments = List.copyOf(segments);
    }
}
