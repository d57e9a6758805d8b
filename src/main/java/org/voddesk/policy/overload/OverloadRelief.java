package org.voddesk.policy.overload;

/**
 * Finds how to bring an overloaded node back to its boundary (Manakova, RTMCDN; ALGORITHMS.md §5). A pure
 * function of the view (and the clock that bounds the search): nothing is applied; the caller applies the plan
 * ({@link BroadcastView#withPlan}).
 */
public interface OverloadRelief {
    /** The policy's name on the command line ({@code source-change}, {@code quality-change}). */
    String name();

    /** A plan for {@code node}; an empty found plan when it is not overloaded. */
    ReliefPlan relieve(BroadcastView view, String node);
}
