package org.voddesk.report;

import java.util.Map;

/**
 * The day's playback requests as their placement decisions record them.
 *
 * @param accepted how many were placed on a node
 * @param refused  how many no node could take
 * @param reasons  each refusal reason with how often it was given, most frequent first
 */
public record RequestFigures(int accepted, int refused, Map<String, Integer> reasons) {
    public RequestFigures {
        reasons = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(reasons));
    }

    public int total() {
        return accepted + refused;
    }
}
