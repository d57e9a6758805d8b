-- VodDesk schema, part 15: every migration proposal is a move of a plan (V14), and a move may be cancelled.
--
-- A plan's moves run in order; when one fails, the source keeps playing and the moves after it are cancelled
-- with the reason as their outcome (ALGORITHMS.md §7). SQLite cannot change a CHECK constraint in place, so the
-- table is rebuilt: same columns, plan_id and plan_position now required and unique together, state may be
-- 'cancelled'. The self-reference is declared against the new table's own name (SQLite renames it with the
-- table), so that dropping the old table leaves no foreign key pointing at it.
--
-- depends_on_id stays as history of the chains recorded before plans; a plan's order replaces it, so the
-- trigger that held a link until its predecessor was done goes with the old table.

CREATE TABLE migration_proposal_new (
    id                      INTEGER PRIMARY KEY AUTOINCREMENT,
    session_id              TEXT    NOT NULL REFERENCES session (id),
    source_node_id          INTEGER NOT NULL REFERENCES node (id),
    target_node_id          INTEGER NOT NULL REFERENCES node (id),
    probability             REAL    NOT NULL,
    drawn                   REAL    NOT NULL,
    source_similarity       REAL,
    target_similarity       REAL,
    source_load_after       REAL    NOT NULL,
    target_load_after       REAL    NOT NULL,
    lambda_before           REAL    NOT NULL,
    lambda_after            REAL    NOT NULL,
    reason                  TEXT    NOT NULL,
    created_at_ms           INTEGER NOT NULL,
    expires_at_ms           INTEGER NOT NULL CHECK (expires_at_ms > created_at_ms),
    state                   TEXT    NOT NULL DEFAULT 'pending'
        CHECK (state IN ('pending', 'approved', 'rejected', 'expired', 'executing', 'done', 'failed', 'cancelled')),
    state_changed_at_ms     INTEGER NOT NULL,
    decided_by              TEXT,
    decided_at_ms           INTEGER,
    decision_note           TEXT,
    execution_started_at_ms INTEGER,
    finished_at_ms          INTEGER,
    outcome                 TEXT,
    depends_on_id           INTEGER REFERENCES migration_proposal_new (id),
    plan_id                 INTEGER NOT NULL REFERENCES migration_plan (id),
    plan_position           INTEGER NOT NULL CHECK (plan_position >= 1),
    CHECK (source_node_id <> target_node_id),
    UNIQUE (plan_id, plan_position)
);

INSERT INTO migration_proposal_new (id, session_id, source_node_id, target_node_id, probability, drawn,
    source_similarity, target_similarity, source_load_after, target_load_after, lambda_before, lambda_after, reason,
    created_at_ms, expires_at_ms, state, state_changed_at_ms, decided_by, decided_at_ms, decision_note,
    execution_started_at_ms, finished_at_ms, outcome, depends_on_id, plan_id, plan_position)
SELECT id, session_id, source_node_id, target_node_id, probability, drawn, source_similarity, target_similarity,
       source_load_after, target_load_after, lambda_before, lambda_after, reason, created_at_ms, expires_at_ms, state,
       state_changed_at_ms, decided_by, decided_at_ms, decision_note, execution_started_at_ms, finished_at_ms, outcome,
       depends_on_id, plan_id, plan_position
FROM migration_proposal ORDER BY id;

DROP TABLE migration_proposal;
ALTER TABLE migration_proposal_new RENAME TO migration_proposal;

CREATE INDEX proposal_open ON migration_proposal (state) WHERE state IN ('pending', 'approved', 'executing');
CREATE INDEX proposal_created ON migration_proposal (created_at_ms);
CREATE INDEX proposal_session ON migration_proposal (session_id, state);
CREATE INDEX proposal_depends_on ON migration_proposal (depends_on_id) WHERE depends_on_id IS NOT NULL;
CREATE INDEX proposal_history ON migration_proposal (state_changed_at_ms) WHERE state <> 'pending';

-- The last guard of a move's life (core ProposalState); the store checks first, with a message.
CREATE TRIGGER proposal_legal_transition
    BEFORE UPDATE OF state ON migration_proposal
    WHEN NOT ((OLD.state = 'pending' AND NEW.state IN ('approved', 'rejected', 'expired', 'cancelled'))
        OR (OLD.state = 'approved' AND NEW.state IN ('executing', 'failed', 'cancelled'))
        OR (OLD.state = 'executing' AND NEW.state IN ('done', 'failed')))
BEGIN
    SELECT RAISE(ABORT, 'illegal migration proposal state transition');
END;

CREATE TRIGGER proposal_dependency_fixed
    BEFORE UPDATE OF depends_on_id ON migration_proposal
    WHEN OLD.depends_on_id IS NOT NEW.depends_on_id
BEGIN
    SELECT RAISE(ABORT, 'the proposal a migration proposal depends on cannot be changed');
END;

CREATE TRIGGER proposal_plan_fixed
    BEFORE UPDATE OF plan_id, plan_position ON migration_proposal
    WHEN OLD.plan_id IS NOT NEW.plan_id OR OLD.plan_position IS NOT NEW.plan_position
BEGIN
    SELECT RAISE(ABORT, 'a move cannot change its plan or its place in it');
END;
