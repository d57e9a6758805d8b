package org.voddesk.wire.model;

import org.voddesk.control.api.PlaybackStarted;
import org.voddesk.core.Explanation;
import org.voddesk.wire.CandidateData;
import org.voddesk.wire.ExplanationData;
import org.voddesk.wire.PlacementData;

/**
 * Started playbacks on the wire: {@link PlaybackStarted} as {@link PlacementData}, with the placement's
 * {@link Explanation} and its candidates. Reading a message throws {@link IllegalArgumentException} naming the part it
 * cannot read.
 */
public final class Placements {
    private Placements() {
    }

    /** The message of a started playback. */
    public static PlacementData toWire(PlaybackStarted p) {
        PlacementData.Builder b = PlacementData.newBuilder().setSession(Sessions.toWire(p.session()))
                .addAllAttempts(p.attempts());
        if (p.url() != null) {
            b.setUrl(p.url());
        }
        if (p.explanation() != null) {
            b.setExplanation(toWire(p.explanation()));
        }
        return b.build();
    }

    /** The started playback a message carries. */
    public static PlaybackStarted fromWire(PlacementData m) {
        if (!m.hasSession()) {
            throw Parts.missing("the started playback's session");
        }
        return new PlaybackStarted(Sessions.fromWire(m.getSession()), Parts.orNull(m.hasUrl(), m.getUrl()),
                m.hasExplanation() ? fromWire(m.getExplanation()) : null, m.getAttemptsList());
    }

    /** The message of a placement's explanation. */
    public static ExplanationData toWire(Explanation e) {
        ExplanationData.Builder b = ExplanationData.newBuilder();
        if (e.policy() != null) {
            b.setPolicy(e.policy());
        }
        if (e.rule() != null) {
            b.setRule(e.rule());
        }
        e.candidates().forEach(c -> b.addCandidates(candidate(c)));
        return b.build();
    }

    /** The explanation a message carries. */
    public static Explanation fromWire(ExplanationData m) {
        return new Explanation(Parts.orNull(m.hasPolicy(), m.getPolicy()), Parts.orNull(m.hasRule(), m.getRule()),
                m.getCandidatesList().stream().map(Placements::candidate).toList());
    }

    private static CandidateData candidate(Explanation.Candidate c) {
        CandidateData.Builder b = CandidateData.newBuilder().setLoad(c.load()).setSimilarity(c.similarity())
                .setEstimatedLoad(c.estimatedLoad());
        if (c.nodeName() != null) {
            b.setNodeName(c.nodeName());
        }
        if (c.verdict() != null) {
            b.setVerdict(c.verdict());
        }
        return b.build();
    }

    private static Explanation.Candidate candidate(CandidateData m) {
        return new Explanation.Candidate(Parts.orNull(m.hasNodeName(), m.getNodeName()), m.getLoad(),
                m.getSimilarity(), m.getEstimatedLoad(), Parts.orNull(m.hasVerdict(), m.getVerdict()));
    }
}
