package org.voddesk.policy.rmts;

import java.util.List;

/** What a {@link RequestScheduler} decided for one request: {@link Served} or {@link Refused}. */
public sealed interface RequestDecision permits RequestDecision.Served, RequestDecision.Refused {
    /** The rule that decided, in words, for the operator and the logs. */
    String rule();

    /**
     * The request is served on {@code server} after the hand-overs (none when it is served directly).
     *
     * @param server      the holder that serves the request
     * @param handOvers   the migration path's hand-overs, origin first; the origin is {@code server}
     * @param delay       service delay {@code tau * (1 + pathLength)} (Li, Ni, Wang &amp; Chen 2015, §1)
     * @param probability the migration probability that was drawn against, {@code NaN} when none was
     * @param drawn       the random number drawn, {@code NaN} when none was
     * @param rule        the rule that decided
     */
    record Served(String server, List<HandOver> handOvers, double delay, double probability, double drawn,
                  String rule) implements RequestDecision {
        public Served {
            handOvers = List.copyOf(handOvers);
            if (server == null || rule == null) {
                throw new IllegalArgumentException("a served decision needs a server and a rule");
            }
            if (!handOvers.isEmpty() && !handOvers.get(0).from().equals(server)) {
                throw new IllegalArgumentException("the path must start at the serving server " + server);
            }
        }

        /** The path length {@code lambda}: hand-overs made to serve the request. */
        public int pathLength() {
            return handOvers.size();
        }
    }

    /**
     * The request is refused (the paper: rejected, so that sessions in service are not disturbed further).
     *
     * @param reason why, in words an operator can act on
     * @param noLiveHolder whether it was refused because no live server holds the item at all
     */
    record Refused(String reason, boolean noLiveHolder) implements RequestDecision {
        public Refused {
            if (reason == null || reason.isBlank()) {
                throw new IllegalArgumentException("a refusal needs a reason");
            }
        }

        @Override
        public String rule() {
            return reason;
        }
    }
}
