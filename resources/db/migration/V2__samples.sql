-- VodDesk schema, part 2: load samples (one row per node per poll) and cluster samples (one per poll).

-- Keyed by time first: rows arrive in time order, so inserts append to the end of the b-tree, and the
-- report's "one day" query is one contiguous range scan of the primary key, whatever the history holds.
-- A node that could not be measured has a row with its health and NULL measurements.
CREATE TABLE load_sample (
    time_ms INTEGER NOT NULL,
    node_id INTEGER NOT NULL REFERENCES node (id),
    health  TEXT    NOT NULL CHECK (health IN ('ok', 'degraded', 'unreachable', 'failed')),
    cpu     REAL,
    mem     REAL,
    net     REAL,
    load    REAL,
    CHECK ((cpu IS NULL) = (load IS NULL) AND (mem IS NULL) = (load IS NULL) AND (net IS NULL) = (load IS NULL)),
    PRIMARY KEY (time_ms, node_id)
) WITHOUT ROWID;

CREATE TABLE cluster_sample (
    time_ms INTEGER PRIMARY KEY,
    lambda  REAL    NOT NULL,
    sigma   REAL    NOT NULL,
    streams INTEGER NOT NULL CHECK (streams >= 0)
);

-- How far retention has thinned each tier, so that a run resumes where the last one stopped.
CREATE TABLE retention_mark (
    tier          TEXT    PRIMARY KEY,
    thinned_to_ms INTEGER NOT NULL
) WITHOUT ROWID;
