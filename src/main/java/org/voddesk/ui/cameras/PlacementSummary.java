package org.voddesk.ui.cameras;

import java.util.List;
import java.util.Locale;
import org.voddesk.control.api.PlaybackStarted;
import org.voddesk.core.Explanation;

/**
 * Where a requested playback went and why, as the Cameras screen shows it: the chosen node, the policy's rule,
 * every node it considered with its verdict (lighter nodes refused and why), the nodes tried before (when the
 * first choice failed) and the stream URL.
 *
 * @param sessionId  the new session
 * @param node       the node chosen
 * @param url        the stream URL the node gave
 * @param policy     the placement policy's name
 * @param rule       the rule that decided
 * @param candidates every node considered, in the policy's order
 * @param attempts   what happened on nodes tried before this one
 */
public record PlacementSummary(String sessionId, String node, String url, String policy, String rule,
                               List<Candidate> candidates, List<String> attempts) {
    public PlacementSummary {
        candidates = List.copyOf(candidates);
        attempts = List.copyOf(attempts);
    }

    /** One node as the policy saw it, written for a person ({@code load} "41.2 %", {@code verdict} as given). */
    public record Candidate(String node, String load, String afterLoad, String verdict, boolean chosen) {
    }

    /** The summary of a started playback. */
    public static PlacementSummary of(PlaybackStarted started) {
        String chosen = started.session().nodeName();
        Explanation e = started.explanation();
        List<Candidate> candidates = e.candidates().stream().map(c -> new Candidate(c.nodeName(), load(c.load()),
                load(c.estimatedLoad()), c.verdict(), c.nodeName().equals(chosen))).toList();
        return new PlacementSummary(started.session().id(), chosen, started.url(), e.policy(), e.rule(), candidates,
                started.attempts());
    }

    private static String load(double v) {
        return Double.isNaN(v) ? "—" : String.format(Locale.ROOT, "%.1f %%", v);
    }
}
