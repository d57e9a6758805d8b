package org.voddesk.control.moves;

import java.util.ArrayList;
import java.util.List;
import org.voddesk.control.api.Principal;
import org.voddesk.control.state.Audit;
import org.voddesk.core.MoveRecord;
import org.voddesk.core.MoveState;
import org.voddesk.core.PlanRecord;
import org.voddesk.core.PlanState;
import org.voddesk.store.Store;

/**
 * How an approved plan ends once its moves have run (ALGORITHMS.md §7), in the store: at a failed move the moves
 * after it that have not run are cancelled with the reason and the plan fails ({@code plan.fail}); with no move left
 * to decide or run it is done ({@code plan.done}). One transaction each, joining the caller's when there is one (a
 * round's, for the moves a previous process left executing). Raises no event: the caller announces what changed.
 * Used by {@link PlanRunner} and by the round that resolves interrupted moves.
 */
public final class PlanEnding {
    private final Store store;
    private final Audit audit;

    /** A failed plan and the moves its failure cancelled. */
    public record Failed(PlanRecord plan, List<MoveRecord> cancelled, String why) {
    }

    public PlanEnding(Store store, Audit audit) {
        this.store = store;
        this.audit = audit;
    }

    /** Move {@code moveId} of {@code plan} failed with {@code outcome}: the later moves are cancelled, the plan fails. */
    public Failed failed(PlanRecord plan, long moveId, String outcome, Principal by, long now) {
        int order = indexOf(plan, moveId) + 1;
        MoveRecord move = plan.moves().get(order - 1);
        String why = "move " + order + " (session " + move.draft().sessionId() + ") failed: " + outcome;
        List<MoveRecord> cancelled = new ArrayList<>();
        PlanRecord[] ended = new PlanRecord[1];
        store.atomically("end migration plan " + plan.id(), () -> {
            for (MoveRecord later : plan.moves().subList(order, plan.moves().size())) {
                if (later.state() == MoveState.PENDING || later.state() == MoveState.APPROVED) {
                    cancelled.add(store.moves().cancel(later.id(), now, why));
                }
            }
            ended[0] = store.plans().finish(plan.id(), PlanState.FAILED, now, why);
            audit.log(now, by, "plan.fail", "plan " + plan.id(), why + (cancelled.isEmpty() ? ""
                    : "; " + cancelled.size() + " later move(s) cancelled"));
        });
        return new Failed(ended[0], List.copyOf(cancelled), why);
    }

    /** {@code p} done when it is approved and no move is left to decide or run; {@code null} while it stays open. */
    public PlanRecord doneIfDecided(PlanRecord p, Principal by, long now) {
        boolean open = p.moves().stream().anyMatch(m -> !m.state().isFinal());
        if (p.state() != PlanState.APPROVED || open) {
            return null;
        }
        long done = p.moves().stream().filter(m -> m.state() == MoveState.DONE).count();
        String outcome = done + " of " + p.moves().size() + " move(s) done";
        PlanRecord[] finished = new PlanRecord[1];
        store.atomically("finish migration plan " + p.id(), () -> {
            finished[0] = store.plans().finish(p.id(), PlanState.DONE, now, outcome);
            audit.log(now, by, "plan.done", "plan " + p.id(), outcome);
        });
        return finished[0];
    }

    private static int indexOf(PlanRecord p, long moveId) {
        for (int i = 0; i < p.moves().size(); i++) {
            if (p.moves().get(i).id() == moveId) {
                return i;
            }
        }
        throw new IllegalArgumentException("move " + moveId + " is not in plan " + p.id());
    }
}
