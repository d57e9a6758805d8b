package org.voddesk.control.moves;

import org.voddesk.core.Session;

/**
 * A stale copy to stop: found by {@link StaleCopyFinder}, stopped by {@link StaleCopies}.
 *
 * @param copy              the session as the node reports it
 * @param authoritativeNode where the session is recorded live, {@code null} when it ended
 * @param why               for the audit line and the event
 */
record StaleCopy(Session copy, String authoritativeNode, String why) {
}
