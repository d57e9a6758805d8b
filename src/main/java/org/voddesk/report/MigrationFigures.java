package org.voddesk.report;

/**
 * What became of the moves planned during the day, as the history holds them when the report is made.
 *
 * @param proposed             moves planned
 * @param approvedByHand       approved by a supervisor
 * @param approvedByAutomation approved by the console itself ({@code system}: automatic failure re-homing)
 * @param rejected             rejected by a supervisor
 * @param expired              lapsed without a decision (or with their chain)
 * @param done                 approved and carried out
 * @param failed               approved but could not be carried out
 * @param open                 still pending, approved or executing
 */
public record MigrationFigures(int proposed, int approvedByHand, int approvedByAutomation, int rejected, int expired,
                               int done, int failed, int open) {
    public int approved() {
        return approvedByHand + approvedByAutomation;
    }
}
