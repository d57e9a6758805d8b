package org.voddesk.control.api;

import java.util.List;
import org.voddesk.core.Explanation;
import org.voddesk.core.Session;

/**
 * A playback that started, for the Cameras screen: the session, its stream, and why it went where it went.
 *
 * @param session     the session as recorded
 * @param url         the stream URL the node gave
 * @param explanation the placement policy's explanation
 * @param attempts    what happened on nodes tried before this one (empty when the first choice worked)
 */
public record PlaybackStarted(Session session, String url, Explanation explanation, List<String> attempts) {
    public PlaybackStarted {
        attempts = List.copyOf(attempts);
    }
}
