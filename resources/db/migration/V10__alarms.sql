-- VodDesk schema, part 10: alarms (DESIGN.md, Alarms; docs/architecture.md, "Alarms").
--
-- One row per alarm: a condition an operator must see (a node down, a host key that does not match, a stale copy
-- that could not be stopped, a playback refused for lack of capacity, sessions a failure left without a home, a node
-- overloaded too long). kind + source name the condition; while an alarm is open (cleared_at_ms NULL) a repeat of
-- its condition updates that row (last_seen_ms, count) instead of adding one, so a flapping node cannot flood the
-- table. Acknowledging records who, when and an optional note (also in the audit log); clearing closes the row.
-- Cleared and acknowledged alarms stay as history.
CREATE TABLE alarm (
    id                 INTEGER PRIMARY KEY AUTOINCREMENT,
    kind               TEXT    NOT NULL,
    source             TEXT    NOT NULL,
    severity           TEXT    NOT NULL CHECK (severity IN ('warning', 'major', 'critical')),
    message            TEXT    NOT NULL,
    first_seen_ms      INTEGER NOT NULL,
    last_seen_ms       INTEGER NOT NULL CHECK (last_seen_ms >= first_seen_ms),
    count              INTEGER NOT NULL CHECK (count >= 1),
    acknowledged_by    TEXT,
    acknowledged_at_ms INTEGER,
    ack_note           TEXT,
    cleared_at_ms      INTEGER,
    CHECK ((acknowledged_by IS NULL) = (acknowledged_at_ms IS NULL)),
    CHECK (ack_note IS NULL OR acknowledged_by IS NOT NULL)
);

-- At most one open alarm per condition: the store's "repeat updates the open row" rests on this.
CREATE UNIQUE INDEX alarm_open_condition ON alarm (kind, source) WHERE cleared_at_ms IS NULL;
-- The history screen and `voddesk alarms --all`: newest activity first.
CREATE INDEX alarm_last_seen ON alarm (last_seen_ms);
