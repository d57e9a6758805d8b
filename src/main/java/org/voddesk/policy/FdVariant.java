package org.voddesk.policy;

import org.voddesk.core.Session;

/**
 * Which instant of a running session the similarity {@code FD} compares with a request (ALGORITHMS.md §2).
 */
public enum FdVariant {
    /** The paper's choice (Li &amp; Chen 2014 eq. 4, {@code T_i}): where the session's playback began. */
    BEGIN_TIME,
    /**
     * Our variant: the session's current play position, i.e. what a segment cache near that session actually
     * holds. The view must carry positions current at its time ({@link Session#positionMs()}).
     */
    PLAY_POSITION;

    /** The instant of {@code session} this variant compares, epoch ms. */
    public long timeOf(Session session) {
        return this == BEGIN_TIME ? session.beginMs() : session.positionMs();
    }
}
