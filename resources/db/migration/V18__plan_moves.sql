-- VodDesk schema, part 18: a plan has moves. The table of a plan's moves is plan_move, its indexes and triggers
-- are move_*, and the expiry setting is plan.expiry.
--
-- ALTER TABLE ... RENAME keeps every row, the AUTOINCREMENT sequence and the table's own foreign key
-- (depends_on_id), which SQLite rewrites to the new name; no other table refers to this one. SQLite cannot rename
-- an index or a trigger: the indexes are made again under their new names, and the triggers, whose bodies the
-- rename has already pointed at plan_move, are dropped and made again with their messages saying "move".
--
-- The audit log is append-only (V4: its triggers refuse any change of an entry), so its older action words
-- (proposal.approve, ...) stay as they were written; the console reads them as the move.* words it writes now.

ALTER TABLE migration_proposal RENAME TO plan_move;

DROP INDEX proposal_open;
DROP INDEX proposal_created;
DROP INDEX proposal_session;
DROP INDEX proposal_depends_on;
DROP INDEX proposal_history;
CREATE INDEX move_open ON plan_move (state) WHERE state IN ('pending', 'approved', 'executing');
CREATE INDEX move_created ON plan_move (created_at_ms);
CREATE INDEX move_session ON plan_move (session_id, state);
CREATE INDEX move_depends_on ON plan_move (depends_on_id) WHERE depends_on_id IS NOT NULL;
CREATE INDEX move_history ON plan_move (state_changed_at_ms) WHERE state <> 'pending';

DROP TRIGGER proposal_legal_transition;
DROP TRIGGER proposal_dependency_fixed;
DROP TRIGGER proposal_plan_fixed;

-- The last guard of a move's life (core MoveState); the store checks first, with a message.
CREATE TRIGGER move_legal_transition
    BEFORE UPDATE OF state ON plan_move
    WHEN NOT ((OLD.state = 'pending' AND NEW.state IN ('approved', 'rejected', 'expired', 'cancelled'))
        OR (OLD.state = 'approved' AND NEW.state IN ('executing', 'failed', 'cancelled'))
        OR (OLD.state = 'executing' AND NEW.state IN ('done', 'failed')))
BEGIN
    SELECT RAISE(ABORT, 'illegal move state transition');
END;

CREATE TRIGGER move_dependency_fixed
    BEFORE UPDATE OF depends_on_id ON plan_move
    WHEN OLD.depends_on_id IS NOT NEW.depends_on_id
BEGIN
    SELECT RAISE(ABORT, 'the move a move depends on cannot be changed');
END;

CREATE TRIGGER move_plan_fixed
    BEFORE UPDATE OF plan_id, plan_position ON plan_move
    WHEN OLD.plan_id IS NOT NEW.plan_id OR OLD.plan_position IS NOT NEW.plan_position
BEGIN
    SELECT RAISE(ABORT, 'a move cannot change its plan or its place in it');
END;

-- The query planner's statistics follow the table: the dropped indexes took theirs along, and the table's own key
-- keeps its under the old name. ANALYZE writes them for plan_move (making sqlite_stat1 where there is none yet).
ANALYZE plan_move;
DELETE FROM sqlite_stat1 WHERE tbl = 'migration_proposal';

-- The setting keeps its value, its time and who set it; only its key is new.
UPDATE control_setting SET key = 'plan.expiry' WHERE key = 'proposal.expiry'
    AND NOT EXISTS (SELECT 1 FROM control_setting WHERE key = 'plan.expiry');
