package org.voddesk.core.whatif;

/**
 * What a policy did over the day, as counts (a replay's are means over its runs, so they may be fractional).
 *
 * @param moves   moves carried out (balance and relief plans; failure re-homing is not counted)
 * @param plans   plans proposed, each one a supervisor would have been asked to approve
 * @param refused requests the placement policy refused
 * @param reHomed sessions moved off a failed node
 */
public record ActionFigures(double moves, double plans, double refused, double reHomed) {
}
