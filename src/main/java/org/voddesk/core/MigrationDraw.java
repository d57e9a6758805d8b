package org.voddesk.core;

/**
 * The draw that let a session move (ALGORITHMS.md §3): the source's migration probability and the number drawn
 * against it.
 *
 * @param probability the source's migration probability {@code p}
 * @param drawn       the random number drawn against {@code p} ({@code NaN} when a deterministic planner drew none)
 */
public record MigrationDraw(double probability, double drawn) {
    /** A move that always runs, recorded as the draw 0 against {@code p = 1} (re-homing). */
    public static final MigrationDraw CERTAIN = new MigrationDraw(1, 0);

    /** A deterministic planner's move: {@code p = 1}, no number drawn. */
    public static final MigrationDraw UNDRAWN = new MigrationDraw(1, Double.NaN);

    /** This draw with no {@code NaN}: an undrawn number is recorded as 0, which passes {@code p = 1}. */
    public MigrationDraw recorded() {
        return Double.isNaN(drawn) ? new MigrationDraw(probability, 0.0) : this;
    }
}
