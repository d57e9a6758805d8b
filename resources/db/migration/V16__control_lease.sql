-- VodDesk schema, part 16: the control lease and command intents (issue 12).
-- The control lease: one process at a time runs the control loop on a database (it
-- polls, places, re-homes and migrates); a second one is refused with the holder's host, pid and start. The
-- holder renews heartbeat_ms every few seconds; a heartbeat older than the stale limit (or a holder on this
-- host whose pid is gone) may be taken over. This is the single-console form of the planner election the
-- PostgreSQL store will make with an advisory lock (DESIGN.md, last section): at most one planner per database.
-- One row at most (name 'control-loop'); times are epoch milliseconds, UTC.
CREATE TABLE control_lease (
    name          TEXT    PRIMARY KEY CHECK (name = 'control-loop'),
    holder_token  TEXT    NOT NULL,
    holder_host   TEXT    NOT NULL,
    holder_pid    INTEGER NOT NULL,
    holder_what   TEXT    NOT NULL,
    since_ms      INTEGER NOT NULL,
    heartbeat_ms  INTEGER NOT NULL
) WITHOUT ROWID;

-- A command the console sent a node and has not recorded yet: written (FULL) before a start or stop goes to the
-- node, removed in the transaction that records its result (or when the node refuses it). A console that crashed
-- in between finds the row at its next start: a session it discovers was started by that user (it gets its
-- decision and audit line), a session that is gone was stopped by that user (recorded as stopped, not lost).
CREATE TABLE command_intent (
    session_id  TEXT    PRIMARY KEY,
    kind        TEXT    NOT NULL CHECK (kind IN ('start', 'stop')),
    node_name   TEXT    NOT NULL,
    user_name   TEXT    NOT NULL,
    created_ms  INTEGER NOT NULL
) WITHOUT ROWID;
