package org.voddesk.control.playback;

import java.util.Locale;
import org.voddesk.core.Explanation;

/** A policy's {@link Explanation} as text, for the decision history. */
final class Explanations {
    private Explanations() {
    }

    static String text(Explanation e) {
        StringBuilder b = new StringBuilder(e.policy()).append(": ").append(e.rule());
        for (Explanation.Candidate c : e.candidates()) {
            b.append("\n  ").append(c.nodeName()).append(String.format(Locale.ROOT, " load %.2f", c.load()));
            if (!Double.isNaN(c.estimatedLoad())) {
                b.append(String.format(Locale.ROOT, " estimate %.2f", c.estimatedLoad()));
            }
            b.append(": ").append(c.verdict());
        }
        return b.toString();
    }
}
