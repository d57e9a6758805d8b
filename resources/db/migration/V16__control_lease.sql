-- VodDesk schema, part 16: the control lease. One process at a time runs the control loop on a database (it
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
