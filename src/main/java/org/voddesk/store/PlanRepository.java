package org.voddesk.store;

import static org.voddesk.core.PlanState.APPROVED;
import static org.voddesk.core.PlanState.EXPIRED;
import static org.voddesk.core.PlanState.REJECTED;

import java.sql.PreparedStatement;
import java.util.List;
import java.util.Optional;
import org.voddesk.core.MoveDraft;
import org.voddesk.core.PlanDraft;
import org.voddesk.core.PlanRecord;
import org.voddesk.core.PlanState;

/**
 * Migration plans (ALGORITHMS.md §7) through their life ({@link PlanState}); their moves
 * ({@link MoveRepository}) have a life of their own. Each change goes through the state machine plans and moves
 * share ({@link GuardedStateUpdate}): checked against {@link PlanState#transitions()} inside the transaction that
 * makes it, so an approval racing the expiry sweep cannot both win; an illegal change throws
 * {@link StateChangeException} and changes nothing; every change commits with {@link Durability#FULL}.
 */
public final class PlanRepository {
    private final Database db;
    private final GuardedStateUpdate<PlanState, PlanRecord> states;
    private final LifeQueries<PlanState, PlanRecord> lives;

    PlanRepository(Database db) {
        this.db = db;
        this.states = new GuardedStateUpdate<>(db, new GuardedStateUpdate.Row<>("migration_plan", "migration plan",
                PlanRows::find, PlanRecord::state, p -> p.draft().expiresAtMs()), PlanState.transitions(), APPROVED);
        this.lives = new LifeQueries<>(db, "migration plans", PlanRows.SELECT, null, PlanState.transitions(),
                PlanState.PENDING, PlanRows::list);
    }

    /** Records a pending plan and its pending moves, in order, in one transaction. */
    public PlanRecord create(PlanDraft plan, List<MoveDraft> moves) {
        if (moves.isEmpty()) {
            throw new IllegalArgumentException("a plan needs at least one move");
        }
        return db.write("record a migration plan of " + moves.size() + " move(s)", Durability.FULL, c -> {
            long id = PlanRows.insert(c, plan);
            int position = 1;
            for (MoveDraft d : moves) {
                MoveRows.insert(c, d, id, position++, null);
            }
            return PlanRows.find(c, id).orElseThrow();
        });
    }

    /**
     * The plan is approved ({@code by} a supervisor, or {@code system} with the {@code automation} setting that let
     * it run); its moves are decided on their own ({@link MoveRepository#approve}).
     */
    public PlanRecord approve(long id, String by, long atMs, String note, String automation) {
        return states.decide(id, APPROVED, "approved", by, atMs,
                "decided_by = ?, decided_at_ms = ?, decision_note = ?, automation = ?", by, atMs, note, automation);
    }

    /** Every move of the plan was rejected. */
    public PlanRecord reject(long id, String by, long atMs, String note) {
        return states.decide(id, REJECTED, "rejected", by, atMs,
                "decided_by = ?, decided_at_ms = ?, decision_note = ?, automation = ?", by, atMs, note, null);
    }

    /** The plan lapsed: its time ran out, or the state moved so that its gain is gone ({@code why}). */
    public PlanRecord expire(long id, long atMs, String why) {
        return states.change(id, EXPIRED, "expired", atMs, "outcome = ?", why);
    }

    /** Its approved moves ran ({@link PlanState#DONE}), or one failed ({@link PlanState#FAILED}). */
    public PlanRecord finish(long id, PlanState to, long atMs, String outcome) {
        if (to != PlanState.DONE && to != PlanState.FAILED) {
            throw new IllegalArgumentException("a plan finishes done or failed, not " + to.word());
        }
        return states.change(id, to, "finished " + to.word(), atMs, "outcome = ?", outcome);
    }

    public Optional<PlanRecord> find(long id) {
        return db.read("find migration plan " + id, c -> PlanRows.find(c, id));
    }

    /** The plan that move {@code moveId} belongs to. */
    public Optional<PlanRecord> ofMove(long moveId) {
        return db.read("find the plan of move " + moveId, c -> {
            try (PreparedStatement ps = c.prepareStatement(PlanRows.SELECT
                    + " WHERE id = (SELECT plan_id FROM plan_move WHERE id = ?)")) {
                ps.setLong(1, moveId);
                List<PlanRecord> found = PlanRows.list(c, ps);
                return found.isEmpty() ? Optional.empty() : Optional.of(found.get(0));
            }
        });
    }

    /** The plans whose life is not over (pending, approved), oldest first. */
    public List<PlanRecord> open() {
        return lives.open();
    }

    /** The pending plans whose time ran out by {@code nowMs}, oldest first (the expiry sweep expires each). */
    public List<PlanRecord> due(long nowMs) {
        return db.read("list migration plans due to expire", c -> {
            try (PreparedStatement ps = c.prepareStatement(PlanRows.SELECT
                    + " WHERE state = 'pending' AND expires_at_ms <= ? ORDER BY id")) {
                ps.setLong(1, nowMs);
                return PlanRows.list(c, ps);
            }
        });
    }

    /**
     * One page of the plans past pending whose last change fell in {@code [fromMs, toMs)}, newest first (the plan
     * history; V14 index {@code plan_history}).
     */
    public List<PlanRecord> decidedBetween(long fromMs, long toMs, int limit, int offset) {
        return lives.changedBetween(fromMs, toMs, limit, offset);
    }
}
