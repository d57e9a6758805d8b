package org.voddesk.core.whatif;

/**
 * How the recorded day's supervisors answered the migration plans the console proposed (balance and relief plans;
 * failure re-homing is not asked): the replay answers its own plans the same way, so that a policy is judged with
 * the approvals this control room really gives, not with every plan carried out at once. A plan waits for its
 * answer; while it waits the planner proposes no other (as in the console). Under the {@code automatic} level the
 * recorded shares are 1 and 0 and the delays near 0.
 *
 * @param approvedShare share of the proposed plans that were approved (and carried out, or failed), in [0, 1]
 * @param rejectedShare share of the proposed plans that were rejected, in [0, 1]; the rest expired unanswered
 * @param approveAfterMs median time from a plan's proposal to its approval, ms
 * @param rejectAfterMs  median time from a plan's proposal to its rejection, ms
 * @param expireAfterMs  median time a plan lives unanswered before it expires, ms
 */
public record ApprovalHabit(double approvedShare, double rejectedShare, long approveAfterMs, long rejectAfterMs,
                            long expireAfterMs) {
    /** Every plan carried out at once ({@code automatic}, and a day that proposed no plan to learn from). */
    public static final ApprovalHabit AT_ONCE = new ApprovalHabit(1, 0, 0, 0, 300_000L);

    public ApprovalHabit {
        if (!(approvedShare >= 0 && rejectedShare >= 0 && approvedShare + rejectedShare <= 1 + 1e-9)) {
            throw new IllegalArgumentException("approved and rejected shares must be in [0, 1] and sum to at most 1,"
                    + " got " + approvedShare + " and " + rejectedShare);
        }
        if (approveAfterMs < 0 || rejectAfterMs < 0 || expireAfterMs <= 0) {
            throw new IllegalArgumentException("answer delays must be >= 0 and the expiry positive");
        }
    }

    /** Share of the proposed plans that expired unanswered. */
    public double expiredShare() {
        return Math.max(0, 1 - approvedShare - rejectedShare);
    }
}
