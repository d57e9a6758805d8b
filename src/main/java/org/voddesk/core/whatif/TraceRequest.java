package org.voddesk.core.whatif;

import org.voddesk.core.PlaybackRequest;

/**
 * One playback request of the recorded day, as an operator made it: the replay offers it to the policy under test
 * at the same instant, and the session it starts runs as long as the recorded one did. Sessions found on nodes,
 * sessions carried over from the day before and moves are not requests ({@link StandingSession}).
 *
 * @param atMs        when the request was made, epoch ms, inside the day
 * @param request     camera, segment, begin, rate, quality and bit rate as requested
 * @param durationMs  how long the recorded session ran, ms, from its start to its recorded end (or to the end of
 *                    the day when it had not ended); for a request the recorded day refused, the day's median
 *                    watch time of the sessions it placed
 * @param requestedBy the user who made the request
 * @param sessionId   the recorded session's id, {@code null} for a refused request
 * @param placedOn    the node the recorded day placed it on, {@code null} for a refused request
 */
public record TraceRequest(long atMs, PlaybackRequest request, long durationMs, String requestedBy,
                           String sessionId, String placedOn) {
    public TraceRequest {
        if (request == null) {
            throw new IllegalArgumentException("a traced request needs the request");
        }
        if (durationMs <= 0) {
            throw new IllegalArgumentException("a traced request must last, got " + durationMs + " ms");
        }
        if (requestedBy == null || requestedBy.isBlank()) {
            throw new IllegalArgumentException("a traced request needs the user who made it");
        }
        if ((sessionId == null) != (placedOn == null)) {
            throw new IllegalArgumentException("a placed request has its session and its node, a refused one neither");
        }
    }

    /** Whether the recorded day refused it. */
    public boolean refused() {
        return sessionId == null;
    }

    /** When the recorded session ended (or would have, for a refused request), epoch ms. */
    public long endMs() {
        return atMs + durationMs;
    }
}
