package org.voddesk.policy.overload;

/**
 * The cost of a relief plan, compared lexicographically: total quality loss (ladder steps) first, then viewers
 * moved (Manakova: Quality Change minimises quality changes, Source Change the changes of the connection
 * matrix; for Source Change the loss is always 0).
 */
record Cost(int loss, int moves) implements Comparable<Cost> {
    static final Cost ZERO = new Cost(0, 0);
    /** Larger than any real plan, and safe to subtract from. */
    static final Cost UNBOUNDED = new Cost(Integer.MAX_VALUE / 4, Integer.MAX_VALUE / 4);

    Cost plus(Cost other) {
        return new Cost(loss + other.loss, moves + other.moves);
    }

    /**
     * The bound a sub-plan must stay below so that {@code this + sub < limit}: component-wise subtraction is
     * exact for lexicographic order.
     */
    Cost remainingBelow(Cost limit) {
        return new Cost(limit.loss - loss, limit.moves - moves);
    }

    boolean isBelow(Cost other) {
        return compareTo(other) < 0;
    }

    @Override
    public int compareTo(Cost o) {
        return loss != o.loss ? Integer.compare(loss, o.loss) : Integer.compare(moves, o.moves);
    }
}
