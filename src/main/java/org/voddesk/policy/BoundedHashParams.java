package org.voddesk.policy;

/**
 * Parameters of consistent hashing with bounded loads (Mirrokni, Thorup, Zadimoghaddam 2018; HAProxy's
 * {@code hash-balance-factor}).
 *
 * @param c             the balance factor: a node takes a new session only while it has fewer than
 *                      {@code ceil(c * (sessions + 1) / nodes)} (ALGORITHMS.md §8.1: 1.25)
 * @param pointsPerNode virtual points per node on the ring
 */
public record BoundedHashParams(double c, int pointsPerNode) {
    public static final BoundedHashParams DEFAULT = new BoundedHashParams(1.25, 100);

    public BoundedHashParams {
        if (!(c >= 1 && c <= 100)) {
            throw new IllegalArgumentException("balance factor c must be in [1, 100], got " + c);
        }
        if (pointsPerNode < 1 || pointsPerNode > 10_000) {
            throw new IllegalArgumentException("points per node must be in [1, 10000], got " + pointsPerNode);
        }
    }
}
