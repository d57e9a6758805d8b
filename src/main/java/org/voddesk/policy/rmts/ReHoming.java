package org.voddesk.policy.rmts;

import java.util.List;

/**
 * The outcome of failure-time re-homing (Li, Ni, Wang &amp; Chen 2015, §2.3): the view afterwards and what
 * happened to each session of the failed server.
 *
 * @param failedServer the server that failed
 * @param view         the view after re-homing: the failed server is down and serves nothing
 * @param reHomed      sessions that play on, in the order they were handled (oldest first)
 * @param ended        sessions that had to end, with the reason, in the order they were handled
 */
public record ReHoming(String failedServer, ReplicaView view, List<ReHomed> reHomed, List<Ended> ended) {
    public ReHoming {
        reHomed = List.copyOf(reHomed);
        ended = List.copyOf(ended);
    }

    /** How many sessions ended because no live server holds their item. */
    public long endedForNoLiveHolder() {
        return ended.stream().filter(e -> e.reason() == EndReason.NO_LIVE_HOLDER).count();
    }

    /**
     * A session that plays on.
     *
     * @param session   the session
     * @param server    where it now plays
     * @param handOvers the migration path made to free a slot on {@code server} (empty when it had one)
     */
    public record ReHomed(ReplicaSession session, String server, List<HandOver> handOvers) {
        public ReHomed {
            handOvers = List.copyOf(handOvers);
        }
    }

    /** A session that had to end, and why; the operator is told. */
    public record Ended(ReplicaSession session, EndReason reason) {
    }

    /** Why a session could not be re-homed. */
    public enum EndReason {
        /** No live server holds a replica of the session's item. */
        NO_LIVE_HOLDER("no live server holds its item"),
        /** Holders exist, but none has a free slot and no migration path reaches one. */
        NO_FREE_CAPACITY("no live holder has a free slot and no migration path reaches one");

        private final String text;

        EndReason(String text) {
            this.text = text;
        }

        /** The reason in words, for the operator and the record. */
        public String text() {
            return text;
        }
    }
}
