package org.voddesk.core;

import java.util.List;

/**
 * What a policy considered and which rule decided, so that a supervisor can check a decision.
 *
 * @param policy     the policy's name
 * @param rule       the rule that decided, in words ("most similar node within LD of the least-loaded node")
 * @param candidates every node considered, in the order the policy considered them
 */
public record Explanation(String policy, String rule, List<Candidate> candidates) {
    public Explanation {
        candidates = List.copyOf(candidates);
    }

    /**
     * One node as the policy saw it.
     *
     * @param nodeName      the node
     * @param load          its load when considered
     * @param similarity    its FD (or another score the policy ranks by), {@code NaN} when not used
     * @param estimatedLoad its load after taking the request, {@code NaN} when not estimated
     * @param verdict       what the policy concluded ("chosen", "dropped: 63.4 - 20 > LD 30", ...)
     */
    public record Candidate(String nodeName, double load, double similarity, double estimatedLoad, String verdict) {
    }
}
