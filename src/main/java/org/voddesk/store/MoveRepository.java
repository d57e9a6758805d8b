package org.voddesk.store;

import static org.voddesk.core.MoveState.APPROVED;
import static org.voddesk.core.MoveState.CANCELLED;
import static org.voddesk.core.MoveState.DONE;
import static org.voddesk.core.MoveState.EXECUTING;
import static org.voddesk.core.MoveState.EXPIRED;
import static org.voddesk.core.MoveState.FAILED;
import static org.voddesk.core.MoveState.REJECTED;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.voddesk.core.MoveDraft;
import org.voddesk.core.MoveRecord;
import org.voddesk.core.MoveState;
import org.voddesk.core.PlanDraft;
import org.voddesk.core.PlanKind;

/**
 * The moves of migration plans through their whole life ({@link MoveState}). Each change goes through the state
 * machine plans and moves share ({@link GuardedStateUpdate}): checked against {@link MoveState#transitions()} inside
 * the transaction that makes it, so two callers cannot both win (say an approval racing the expiry sweep); an
 * illegal change throws {@link StateChangeException} and changes nothing. Every change commits with
 * {@link Durability#FULL} before it returns: a supervisor told "approved" can rely on it.
 */
public final class MoveRepository {
    private final Database db;
    private final GuardedStateUpdate<MoveState, MoveRecord> states;
    private final LifeQueries<MoveState, MoveRecord> lives;

    MoveRepository(Database db) {
        this.db = db;
        this.states = new GuardedStateUpdate<>(db, new GuardedStateUpdate.Row<>("plan_move",
                "move", MoveRows::find, MoveRecord::state, p -> p.draft().expiresAtMs()),
                MoveState.transitions(), APPROVED);
        this.lives = new LifeQueries<>(db, "moves", MoveRows.SELECT, "p", MoveState.transitions(), MoveState.PENDING,
                (c, ps) -> MoveRows.list(ps));
    }

    /**
     * Records a new pending move as a plan of one move ({@link PlanRepository#create}), of kind balance and
     * priority 5, with the move's reason, lambdas and expiry: for callers that record single moves (sample data).
     */
    public MoveRecord create(MoveDraft d) {
        return create(d, null);
    }

    /**
     * Records a new pending move that follows move {@code dependsOn} in its plan (the next link of a
     * chain), or, for {@code null}, as a plan of one move (as {@link #create(MoveDraft)}). The predecessor must
     * exist and still be open or done.
     */
    public MoveRecord create(MoveDraft d, Long dependsOn) {
        return db.write("record a move for session " + d.sessionId(), Durability.FULL, c -> {
            long planId;
            int position;
            if (dependsOn != null) {
                MoveRecord before = MoveRows.find(c, dependsOn).orElseThrow(() -> new StoreException(
                        "there is no move " + dependsOn + " for a new move to depend on"));
                if (before.state().isFinal() && before.state() != DONE) {
                    throw new StateChangeException("move " + dependsOn + " is " + before.state().word()
                            + "; no new move can depend on it", "move", dependsOn, before.state(), null);
                }
                planId = PlanRows.planOf(c, dependsOn);
                position = PlanRows.nextPosition(c, planId);
            } else {
                planId = PlanRows.insert(c, new PlanDraft(PlanKind.BALANCE, d.reason(), 5, d.lambdaBefore(),
                        d.lambdaAfter(), d.createdAtMs(), d.expiresAtMs()));
                position = 1;
            }
            long id = MoveRows.insert(c, d, planId, position, dependsOn);
            return MoveRows.find(c, id).orElseThrow();
        });
    }

    /** A supervisor approves a pending move before it expires. */
    public MoveRecord approve(long id, String user, long atMs, String note) {
        return states.decide(id, APPROVED, "approved", user, atMs,
                "decided_by = ?, decided_at_ms = ?, decision_note = ?", user, atMs, note);
    }

    /** A supervisor rejects a pending move. */
    public MoveRecord reject(long id, String user, long atMs, String note) {
        return states.decide(id, REJECTED, "rejected", user, atMs,
                "decided_by = ?, decided_at_ms = ?, decision_note = ?", user, atMs, note);
    }

    /** Marks every pending move whose time ran out by {@code nowMs} as expired; returns their numbers. */
    public List<Long> expireDue(long nowMs) {
        return db.write("expire moves", Durability.FULL, c -> {
            List<Long> ids = new ArrayList<>();
            try (PreparedStatement ps = c.prepareStatement("UPDATE plan_move SET state = 'expired',"
                    + " state_changed_at_ms = ? WHERE state = 'pending' AND expires_at_ms <= ? RETURNING id")) {
                ps.setLong(1, nowMs);
                ps.setLong(2, nowMs);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        ids.add(rs.getLong(1));
                    }
                }
            }
            ids.sort(null);
            return ids;
        });
    }

    /**
     * Marks one pending move expired before its time ran out, because the cluster state it was computed on
     * has changed so that its predicted gain is gone (ALGORITHMS.md §7); {@code why} is kept as its outcome.
     */
    public MoveRecord expire(long id, long atMs, String why) {
        return states.change(id, EXPIRED, "expired", atMs, "outcome = ?", why);
    }

    /**
     * A pending or approved move will not run: an earlier move of its plan failed, or its plan was rejected or
     * expired after it was approved. {@code why} is kept as its outcome.
     */
    public MoveRecord cancel(long id, long atMs, String why) {
        return states.change(id, CANCELLED, "cancelled", atMs, "finished_at_ms = ?, outcome = ?", atMs, why);
    }

    /** Execution of an approved move begins (make-before-break: the target is being started). */
    public MoveRecord startExecution(long id, long atMs) {
        return states.change(id, EXECUTING, "started", atMs, "execution_started_at_ms = ?", atMs);
    }

    /** Execution finished: the session runs on the target. */
    public MoveRecord done(long id, long atMs, String outcome) {
        return states.change(id, DONE, "marked done", atMs, "finished_at_ms = ?, outcome = ?", atMs, outcome);
    }

    /** Execution failed, or an approved move could not start (its session ended, a node failed). */
    public MoveRecord fail(long id, long atMs, String outcome) {
        return states.change(id, FAILED, "marked failed", atMs, "finished_at_ms = ?, outcome = ?", atMs, outcome);
    }

    public Optional<MoveRecord> find(long id) {
        return db.read("find move " + id, c -> MoveRows.find(c, id));
    }

    /** The moves whose life is not over (pending, approved, executing), oldest first. */
    public List<MoveRecord> open() {
        return lives.open();
    }

    /** Moves made in {@code [fromMs, toMs)}, oldest first (the history screen and the report). */
    public List<MoveRecord> createdBetween(long fromMs, long toMs) {
        return db.read("list moves", c -> {
            try (PreparedStatement ps = c.prepareStatement(MoveRows.SELECT
                    + " WHERE p.created_at_ms >= ? AND p.created_at_ms < ? ORDER BY p.id")) {
                ps.setLong(1, fromMs);
                ps.setLong(2, toMs);
                return MoveRows.list(ps);
            }
        });
    }

    /**
     * The finished moves ({@code done} moves, finished before {@code toMs}) of the sessions that ran in
     * {@code [fromMs, toMs)}, in the order they finished: with the sessions' last nodes they give where each session
     * was at any time of the period (the report's sessions served and migrations per node).
     */
    public List<MoveRecord> movesOfSessionsIn(long fromMs, long toMs) {
        return db.read("list the moves of a period's sessions", c -> {
            try (PreparedStatement ps = c.prepareStatement(MoveRows.SELECT + " JOIN session s ON s.id = p.session_id"
                    + " WHERE p.state = 'done' AND p.finished_at_ms < ?1 AND s.started_at_ms < ?1"
                    + " AND (s.ended_at_ms IS NULL OR s.ended_at_ms >= ?2) ORDER BY p.finished_at_ms, p.id")) {
                ps.setLong(1, toMs);
                ps.setLong(2, fromMs);
                return MoveRows.list(ps);
            }
        });
    }

    /**
     * One page of the moves past their decision (approved, rejected, expired, executing, done, failed) whose
     * last change (decision, expiry, start or end of execution) fell in {@code [fromMs, toMs)}, newest first:
     * the migration history (V18 index {@code move_history}).
     */
    public List<MoveRecord> decidedBetween(long fromMs, long toMs, int limit, int offset) {
        return lives.changedBetween(fromMs, toMs, limit, offset);
    }

    /** One page of one session's moves past their decision, newest change first. */
    public List<MoveRecord> decidedForSession(String sessionId, int limit, int offset) {
        return db.read("list the migration history of session " + sessionId, c -> {
            try (PreparedStatement ps = c.prepareStatement(MoveRows.SELECT + " WHERE p.session_id = ?"
                    + " AND p.state <> 'pending' ORDER BY p.state_changed_at_ms DESC, p.id DESC LIMIT ? OFFSET ?")) {
                ps.setString(1, sessionId);
                ps.setInt(2, limit);
                ps.setInt(3, offset);
                return MoveRows.list(ps);
            }
        });
    }

    /**
     * The open moves that depend on move {@code id}, directly or through others (the later links of its
     * chain), in chain order.
     */
    public List<MoveRecord> dependants(long id) {
        return db.read("list the moves that depend on move " + id, c -> {
            try (PreparedStatement ps = c.prepareStatement("WITH RECURSIVE chain (id, depth) AS ("
                    + " SELECT id, 1 FROM plan_move WHERE depends_on_id = ?"
                    + " UNION ALL SELECT m.id, chain.depth + 1 FROM plan_move m"
                    + " JOIN chain ON m.depends_on_id = chain.id)"
                    + " " + MoveRows.SELECT + " JOIN chain ON chain.id = p.id"
                    + " WHERE p.state IN ('pending', 'approved', 'executing') ORDER BY chain.depth, p.id")) {
                ps.setLong(1, id);
                return MoveRows.list(ps);
            }
        });
    }

    /** Whether the session has a move whose life is not over (the planner proposes one move at a time). */
    public boolean hasOpenMove(String sessionId) {
        return db.read("look for open moves of session " + sessionId, c -> {
            try (PreparedStatement ps = c.prepareStatement("SELECT 1 FROM plan_move"
                    + " WHERE session_id = ? AND state IN ('pending', 'approved', 'executing') LIMIT 1")) {
                ps.setString(1, sessionId);
                try (ResultSet rs = ps.executeQuery()) {
                    return rs.next();
                }
            }
        });
    }

    /** When the session last finished moving, for the anti-flapping hold; empty if it never moved. */
    public OptionalLong lastMoveFinishedAt(String sessionId) {
        return db.read("find the last move of session " + sessionId, c -> {
            try (PreparedStatement ps = c.prepareStatement("SELECT max(finished_at_ms) FROM plan_move"
                    + " WHERE session_id = ? AND state = 'done'")) {
                ps.setString(1, sessionId);
                try (ResultSet rs = ps.executeQuery()) {
                    long t = rs.next() ? rs.getLong(1) : 0;
                    return rs.wasNull() ? OptionalLong.empty() : OptionalLong.of(t);
                }
            }
        });
    }
}
