package org.voddesk.core;

/**
 * A migration plan as one planning round made it (ALGORITHMS.md §7), without its moves.
 *
 * @param kind         why it was made
 * @param reason       one sentence for the supervisor
 * @param priority     1 (most urgent) to 5
 * @param lambdaBefore predicted cluster {@code lambda} before the first move
 * @param lambdaAfter  predicted cluster {@code lambda} after the last move
 * @param createdAtMs  when it was proposed, epoch ms
 * @param expiresAtMs  when it lapses unless decided, epoch ms
 */
public record PlanDraft(PlanKind kind, String reason, int priority, double lambdaBefore, double lambdaAfter,
                        long createdAtMs, long expiresAtMs) {
    public PlanDraft {
        if (kind == null) {
            throw new IllegalArgumentException("a plan needs a kind");
        }
        if (reason == null || reason.isBlank()) {
            throw new IllegalArgumentException("a plan needs a reason");
        }
        if (priority < 1 || priority > 5) {
            throw new IllegalArgumentException("a plan's priority is 1-5, got " + priority);
        }
        if (!Double.isFinite(lambdaBefore) || !Double.isFinite(lambdaAfter)) {
            throw new IllegalArgumentException("a plan's predicted lambda must be finite, got " + lambdaBefore
                    + " -> " + lambdaAfter);
        }
        if (expiresAtMs <= createdAtMs) {
            throw new IllegalArgumentException("a plan must expire after it is made");
        }
    }
}
