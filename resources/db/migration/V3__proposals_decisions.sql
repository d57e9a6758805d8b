-- VodDesk schema, part 3: migration proposals with their whole life, and placement decisions.

CREATE TABLE migration_proposal (
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
        CHECK (state IN ('pending', 'approved', 'rejected', 'expired', 'executing', 'done', 'failed')),
    state_changed_at_ms     INTEGER NOT NULL,
    decided_by              TEXT,
    decided_at_ms           INTEGER,
    decision_note           TEXT,
    execution_started_at_ms INTEGER,
    finished_at_ms          INTEGER,
    outcome                 TEXT,
    CHECK (source_node_id <> target_node_id)
);
CREATE INDEX proposal_open ON migration_proposal (state) WHERE state IN ('pending', 'approved', 'executing');
CREATE INDEX proposal_created ON migration_proposal (created_at_ms);
CREATE INDEX proposal_session ON migration_proposal (session_id, state);

-- The last guard of the proposal life (core ProposalState): the store checks transitions with a message
-- first; this trigger stops any other writer that skips that check.
CREATE TRIGGER proposal_legal_transition
    BEFORE UPDATE OF state ON migration_proposal
    WHEN NOT ((OLD.state = 'pending' AND NEW.state IN ('approved', 'rejected', 'expired'))
        OR (OLD.state = 'approved' AND NEW.state IN ('executing', 'failed'))
        OR (OLD.state = 'executing' AND NEW.state IN ('done', 'failed')))
BEGIN
    SELECT RAISE(ABORT, 'illegal migration proposal state transition');
END;

-- Decisions are history: they name cameras and nodes by text, not by foreign key, so that a request for
-- an unknown camera is recorded with its rejection.
CREATE TABLE placement_decision (
    id               INTEGER PRIMARY KEY,
    time_ms          INTEGER NOT NULL,
    user_name        TEXT    NOT NULL,
    camera_id        TEXT    NOT NULL,
    segment_start_ms INTEGER NOT NULL,
    begin_ms         INTEGER NOT NULL,
    rate             REAL    NOT NULL,
    quality          TEXT    NOT NULL,
    bitrate_bps      INTEGER NOT NULL,
    client_site      TEXT,
    outcome          TEXT    NOT NULL CHECK (outcome IN ('placed', 'rejected')),
    node_name        TEXT,
    session_id       TEXT,
    policy           TEXT    NOT NULL,
    summary          TEXT    NOT NULL,
    explanation      TEXT    NOT NULL,
    CHECK ((outcome = 'placed') = (node_name IS NOT NULL))
);
CREATE INDEX decision_time ON placement_decision (time_ms);
