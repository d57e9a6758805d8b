package org.voddesk.store;

import org.voddesk.core.Ids;
import org.voddesk.core.PlaybackRequest;

/**
 * A placement decision for a playback request: where it went, or why no node could take it, with the
 * policy's explanation as text (the control layer formats the policy's {@code Explanation}).
 *
 * @param timeMs      when, epoch ms
 * @param user        who asked
 * @param request     what was asked
 * @param nodeName    the chosen node, or {@code null} for a rejection
 * @param sessionId   the session started for it, or {@code null}
 * @param policy      the placement policy's name
 * @param summary     the rule that decided, or the rejection's reason
 * @param explanation the candidates considered and each verdict
 */
public record DecisionEntry(long timeMs, String user, PlaybackRequest request, String nodeName, String sessionId,
                            String policy, String summary, String explanation) {
    public DecisionEntry {
        if (user == null || user.isBlank() || request == null) {
            throw new IllegalArgumentException("a decision needs the user and the request");
        }
        if (nodeName != null) {
            Ids.require(nodeName, "node name");
        }
        if (policy == null || policy.isBlank() || summary == null || summary.isBlank() || explanation == null) {
            throw new IllegalArgumentException("a decision needs the policy, a summary and an explanation");
        }
    }

    /** Whether the request was placed on a node (else rejected). */
    public boolean placed() {
        return nodeName != null;
    }
}
