-- VodDesk schema, part 14: migration plans (issue 13, ALGORITHMS.md §7).
--
-- A plan is what one planning round proposes: its moves in order (each a migration_proposal row with its own
-- state and outcome), one reason, the predicted lambda before and after, a priority 1-5 and an expiry. Failure
-- re-homing makes one plan per orphan (the hand-overs that free its slot, then the orphan's move).

CREATE TABLE migration_plan (
    id                  INTEGER PRIMARY KEY AUTOINCREMENT,
    kind                TEXT    NOT NULL CHECK (kind IN ('balance', 'relief', 're-homing')),
    reason              TEXT    NOT NULL,
    priority            INTEGER NOT NULL CHECK (priority BETWEEN 1 AND 5),
    lambda_before       REAL    NOT NULL,
    lambda_after        REAL    NOT NULL,
    created_at_ms       INTEGER NOT NULL,
    expires_at_ms       INTEGER NOT NULL CHECK (expires_at_ms > created_at_ms),
    state               TEXT    NOT NULL DEFAULT 'pending'
        CHECK (state IN ('pending', 'approved', 'rejected', 'expired', 'done', 'failed')),
    state_changed_at_ms INTEGER NOT NULL,
    decided_by          TEXT,
    decided_at_ms       INTEGER,
    decision_note       TEXT,
    automation          TEXT,
    outcome             TEXT
);
CREATE INDEX plan_open ON migration_plan (state) WHERE state IN ('pending', 'approved');
CREATE INDEX plan_history ON migration_plan (state_changed_at_ms) WHERE state <> 'pending';

-- The store checks transitions first (core PlanState); this trigger stops any writer that skips that check.
CREATE TRIGGER plan_legal_transition
    BEFORE UPDATE OF state ON migration_plan
    WHEN NOT ((OLD.state = 'pending' AND NEW.state IN ('approved', 'rejected', 'expired'))
        OR (OLD.state = 'approved' AND NEW.state IN ('done', 'failed')))
BEGIN
    SELECT RAISE(ABORT, 'illegal migration plan state transition');
END;

ALTER TABLE migration_proposal ADD COLUMN plan_id INTEGER REFERENCES migration_plan (id);
ALTER TABLE migration_proposal ADD COLUMN plan_position INTEGER;

-- Existing proposals become plans. A chain of re-homing links (V6) is one plan whose number is its first
-- link's, its links in chain order; any other proposal is a plan of one move with the proposal's number.
CREATE TEMP TABLE plan_member AS
WITH RECURSIVE chain (id, root, depth) AS (
    SELECT id, id, 1 FROM migration_proposal WHERE depends_on_id IS NULL
    UNION ALL
    SELECT m.id, chain.root, chain.depth + 1 FROM migration_proposal m JOIN chain ON m.depends_on_id = chain.id)
SELECT id, root, depth FROM chain;

-- A plan's state from its moves: still pending while one is; approved while one is approved or running; else
-- failed, done, rejected or expired, in that order. A chain or a move approved by system with the re-homing note
-- was re-homing (priority 1); a single balancing move gets the band of its predicted fall (PlanBands.DEFAULT),
-- at least 5.
INSERT INTO migration_plan (id, kind, reason, priority, lambda_before, lambda_after, created_at_ms, expires_at_ms,
                            state, state_changed_at_ms, decided_by, decided_at_ms, decision_note, outcome)
SELECT r.id,
       CASE WHEN (SELECT count(*) FROM plan_member pm JOIN migration_proposal m ON m.id = pm.id WHERE pm.root = r.id) > 1
                 OR r.decision_note = 'automatic failure re-homing' THEN 're-homing' ELSE 'balance' END,
       r.reason,
       CASE WHEN (SELECT count(*) FROM plan_member pm JOIN migration_proposal m ON m.id = pm.id WHERE pm.root = r.id) > 1
                 OR r.decision_note = 'automatic failure re-homing' THEN 1
            WHEN r.lambda_before > 0 AND (r.lambda_before - r.lambda_after) / r.lambda_before >= 0.60 THEN 2
            WHEN r.lambda_before > 0 AND (r.lambda_before - r.lambda_after) / r.lambda_before >= 0.40 THEN 3
            WHEN r.lambda_before > 0 AND (r.lambda_before - r.lambda_after) / r.lambda_before >= 0.25 THEN 4
            ELSE 5 END,
       r.lambda_before,
       (SELECT m.lambda_after FROM plan_member pm JOIN migration_proposal m ON m.id = pm.id WHERE pm.root = r.id ORDER BY pm.depth DESC LIMIT 1),
       r.created_at_ms,
       r.expires_at_ms,
       CASE WHEN EXISTS (SELECT 1 FROM plan_member pm JOIN migration_proposal m ON m.id = pm.id WHERE pm.root = r.id AND m.state = 'pending')
                THEN 'pending'
            WHEN EXISTS (SELECT 1 FROM plan_member pm JOIN migration_proposal m ON m.id = pm.id WHERE pm.root = r.id AND m.state IN ('approved', 'executing'))
                THEN 'approved'
            WHEN EXISTS (SELECT 1 FROM plan_member pm JOIN migration_proposal m ON m.id = pm.id WHERE pm.root = r.id AND m.state = 'failed') THEN 'failed'
            WHEN EXISTS (SELECT 1 FROM plan_member pm JOIN migration_proposal m ON m.id = pm.id WHERE pm.root = r.id AND m.state = 'done') THEN 'done'
            WHEN EXISTS (SELECT 1 FROM plan_member pm JOIN migration_proposal m ON m.id = pm.id WHERE pm.root = r.id AND m.state = 'rejected') THEN 'rejected'
            ELSE 'expired' END,
       (SELECT max(m.state_changed_at_ms) FROM plan_member pm JOIN migration_proposal m ON m.id = pm.id WHERE pm.root = r.id),
       r.decided_by,
       r.decided_at_ms,
       r.decision_note,
       (SELECT m.outcome FROM plan_member pm JOIN migration_proposal m ON m.id = pm.id WHERE pm.root = r.id AND m.outcome IS NOT NULL
        ORDER BY pm.depth DESC LIMIT 1)
FROM migration_proposal r
WHERE r.depends_on_id IS NULL;

UPDATE migration_proposal
SET plan_id = (SELECT root FROM plan_member WHERE plan_member.id = migration_proposal.id),
    plan_position = (SELECT depth FROM plan_member WHERE plan_member.id = migration_proposal.id);

DROP TABLE plan_member;
