package org.voddesk.core.whatif;

/**
 * What the console did on the recorded day, counted as a replay counts it.
 *
 * @param requests        playback requests made by users (placed or refused)
 * @param refused         requests the placement policy refused
 * @param plansProposed   balance and relief plans proposed (what supervisors were asked to look at)
 * @param plansCarriedOut of those, plans approved and run
 * @param movesCarriedOut moves of balance and relief plans that finished ({@code done})
 * @param reHomed         sessions moved off a failed node (failure re-homing; not counted as moves)
 */
public record RecordedActions(int requests, int refused, int plansProposed, int plansCarriedOut,
                              int movesCarriedOut, int reHomed) {
    public RecordedActions {
        if (requests < 0 || refused < 0 || refused > requests || plansProposed < 0 || plansCarriedOut < 0
                || plansCarriedOut > plansProposed || movesCarriedOut < 0 || reHomed < 0) {
            throw new IllegalArgumentException("recorded counts must be >= 0 and refused <= requests,"
                    + " carried out <= proposed");
        }
    }
}
