-- VodDesk schema, part 1: what the cluster is made of and what it plays.
-- Times are epoch milliseconds (UTC) in INTEGER columns; enumerations are lower-case words.

-- Marks the file as a VodDesk database ('VODD' = 0x564F4444) so that a foreign SQLite file is recognised.
PRAGMA application_id = 1448035396;

-- Nodes are retired, never deleted: their samples, sessions and proposals stay in the history.
CREATE TABLE node (
    id            INTEGER PRIMARY KEY,
    name          TEXT    NOT NULL UNIQUE,
    host          TEXT    NOT NULL,
    port          INTEGER NOT NULL CHECK (port BETWEEN 1 AND 65535),
    user_name     TEXT    NOT NULL,
    identity_path TEXT,
    bandwidth_bps REAL    NOT NULL CHECK (bandwidth_bps > 0),
    site          TEXT,
    agent_command TEXT    NOT NULL,
    retired_at_ms INTEGER
);

CREATE TABLE camera (
    id   TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    site TEXT
) WITHOUT ROWID;

CREATE TABLE recording (
    camera_id   TEXT    NOT NULL REFERENCES camera (id),
    start_ms    INTEGER NOT NULL,
    end_ms      INTEGER NOT NULL CHECK (end_ms > start_ms),
    bitrate_bps INTEGER NOT NULL CHECK (bitrate_bps > 0),
    PRIMARY KEY (camera_id, start_ms)
) WITHOUT ROWID;

CREATE TABLE session (
    id               TEXT    PRIMARY KEY,
    node_id          INTEGER NOT NULL REFERENCES node (id),
    camera_id        TEXT    NOT NULL REFERENCES camera (id),
    segment_start_ms INTEGER NOT NULL,
    begin_ms         INTEGER NOT NULL,
    position_ms      INTEGER NOT NULL,
    rate             REAL    NOT NULL CHECK (rate > 0),
    bitrate_bps      INTEGER NOT NULL CHECK (bitrate_bps > 0),
    quality          TEXT    NOT NULL CHECK (quality IN ('main', 'sub')),
    source           TEXT    NOT NULL CHECK (source IN ('memory', 'ipsan')),
    started_at_ms    INTEGER NOT NULL,
    ended_at_ms      INTEGER,
    end_reason       TEXT,
    CHECK ((ended_at_ms IS NULL) = (end_reason IS NULL))
);
-- The live sessions are a small part of the history: a partial index finds them without a scan.
CREATE INDEX session_active ON session (node_id) WHERE ended_at_ms IS NULL;
CREATE INDEX session_started ON session (started_at_ms);
