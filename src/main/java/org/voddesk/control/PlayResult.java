package org.voddesk.control;

import java.util.List;
import org.voddesk.policy.Explanation;

/** The outcome of {@link Playback#play}: {@link Started} or {@link NotStarted}. */
public sealed interface PlayResult permits PlayResult.Started, PlayResult.NotStarted {

    /**
     * The session plays.
     *
     * @param attempts what happened on nodes tried before this one (empty when the first choice worked)
     */
    record Started(String sessionId, String node, String url, Explanation explanation, List<String> attempts)
            implements PlayResult {
        public Started {
            attempts = List.copyOf(attempts);
        }
    }

    /** Nothing plays; {@code reason} says why in one sentence. */
    record NotStarted(String reason, List<String> attempts) implements PlayResult {
        public NotStarted {
            attempts = List.copyOf(attempts);
        }
    }
}
