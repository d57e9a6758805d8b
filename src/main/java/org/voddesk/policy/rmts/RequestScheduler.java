package org.voddesk.policy.rmts;

import java.util.random.RandomGenerator;

/**
 * Decides where a request for an item is served in the replicated-content model (Li, Ni, Wang &amp; Chen 2015):
 * directly on a holder, after a migration path, or not at all. A pure function of the view and the random
 * sequence: the same inputs give the same decision; the caller applies it ({@link ReplicaView#withServed}).
 */
public interface RequestScheduler {
    /** The policy's name on the command line ({@code rmts}, {@code rem}, {@code last-minute}, ...). */
    String name();

    /** Decides for one request for {@code item}. */
    RequestDecision decide(ReplicaView view, String item, RandomGenerator random);
}
