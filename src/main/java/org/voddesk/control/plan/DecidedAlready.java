package org.voddesk.control.plan;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.ResourceBundle;
import org.voddesk.core.Decided;
import org.voddesk.core.MoveRecord;
import org.voddesk.core.MoveState;
import org.voddesk.core.PlanRecord;
import org.voddesk.core.PlanState;
import org.voddesk.core.WallTimes;

/**
 * The words of a refusal to decide a plan or a move that is no longer open: who approved or rejected it and when, or
 * when it expired and why ("Plan 12 was already approved by boss at 2026-12-03 10:00:00 +00:00; ..."). The second
 * of two supervisors deciding the same plan at the same moment reads them. Times are stamped ({@link WallTimes#stamp})
 * as every time in the control's messages, so that a screen or the command line writes them as its own times read.
 * The patterns are in {@code Decided.properties} beside this class.
 */
final class DecidedAlready {
    private static final ResourceBundle WORDS = ResourceBundle.getBundle("org.voddesk.control.plan.Decided",
            Locale.ROOT);

    private DecidedAlready() {
    }

    /** Why {@code plan} can no longer be decided, or {@code null} while a move of it waits for a decision. */
    static String plan(PlanRecord plan) {
        if (!plan.state().isFinal() && plan.hasPendingMoves()) {
            return null;
        }
        String id = Long.toString(plan.id());
        if (plan.state() == PlanState.EXPIRED) {
            return words("plan.expired.at", id, WallTimes.stamp(plan.stateChangedAtMs()), reason(plan.outcome()));
        }
        if (plan.decidedBy() != null && plan.decidedAtMs() != null) {
            return words(plan.state() == PlanState.REJECTED ? "plan.rejected.by" : "plan.approved.by", id,
                    plan.decidedBy(), WallTimes.stamp(plan.decidedAtMs()));
        }
        return words("plan.ended", id, plan.state().word());
    }

    /**
     * Why {@code move} (of {@code plan}) can no longer be decided, in words that follow "Move 5 was not approved: ",
     * or {@code null} while it waits for a decision in an open plan.
     */
    static String move(PlanRecord plan, MoveRecord move) {
        return switch (move.state()) {
            case PENDING -> plan.state().isFinal()
                    ? words("move.plan.ended", Long.toString(plan.id()), plan.state().word()) : null;
            case EXPIRED -> words("move.expired.at", WallTimes.stamp(move.stateChangedAtMs()),
                    reason(move.outcome()));
            case CANCELLED -> words("move.cancelled.at", WallTimes.stamp(move.stateChangedAtMs()),
                    reason(move.outcome()));
            default -> decided(move) ? words(move.state() == MoveState.REJECTED ? "move.rejected.by"
                    : "move.approved.by", move.decidedBy(), WallTimes.stamp(move.decidedAtMs()))
                    : words("move.ended", move.state().word());
        };
    }

    private static boolean decided(Decided d) {
        return d.decidedBy() != null && d.decidedAtMs() != null;
    }

    private static String reason(String outcome) {
        return outcome == null || outcome.isBlank() ? "no reason recorded" : outcome;
    }

    private static String words(String key, Object... args) {
        return new MessageFormat(WORDS.getString(key), Locale.ROOT).format(args);
    }
}
