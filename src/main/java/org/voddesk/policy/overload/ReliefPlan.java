package org.voddesk.policy.overload;

import java.util.List;

/**
 * The result of an overload relief search (Manakova, §5): what to move or downgrade to bring {@code node}
 * back to its boundary without overloading another node, or that no such plan was found.
 *
 * @param node             the overloaded node {@code n_o}
 * @param overloadMbps     {@code ov = o_{n_o} - BL_{n_o}} when the search started (&lt;= 0: nothing to do)
 * @param actions          the changes, in the order to apply them; empty when none was found or none needed
 * @param found            whether the actions relieve the node (true when it was not overloaded)
 * @param searchCut        whether the search stopped at its time or variant bound, so a better (or any) plan
 *                         may exist
 * @param variantsExamined variants evaluated, over all levels of the recursion
 */
public record ReliefPlan(String node, double overloadMbps, List<ReliefAction> actions, boolean found,
                         boolean searchCut, long variantsExamined) {
    public ReliefPlan {
        actions = List.copyOf(actions);
        if (!found && !actions.isEmpty()) {
            throw new IllegalArgumentException("a plan that was not found has no actions");
        }
    }

    /** Viewers re-attached to another node. */
    public int moves() {
        return (int) actions.stream().filter(a -> a instanceof ReliefAction.Move).count();
    }

    /** Viewers switched to a lower quality. */
    public int downgrades() {
        return (int) actions.stream().filter(a -> a instanceof ReliefAction.Downgrade).count();
    }

    /** Total quality loss in ladder steps. */
    public int qualityLoss() {
        return actions.stream().mapToInt(a -> a instanceof ReliefAction.Downgrade d ? d.loss() : 0).sum();
    }
}
