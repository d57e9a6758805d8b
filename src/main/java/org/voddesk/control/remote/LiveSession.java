package org.voddesk.control.remote;

import java.util.Optional;
import org.voddesk.core.Quality;

/**
 * A live session as a control server lists it: what a desk shows of it, without the node's bookkeeping.
 *
 * @param id          the session's id
 * @param node        the node that serves it
 * @param camera      the camera it plays
 * @param quality     its stream quality
 * @param rate        its speed
 * @param beginMs     where its playback began, epoch ms
 * @param requester   the user who requested it; empty for a session a poll found on a node
 * @param startedAtMs when it started, epoch ms
 */
public record LiveSession(String id, String node, String camera, Quality quality, double rate, long beginMs,
                          Optional<String> requester, long startedAtMs) {
}
