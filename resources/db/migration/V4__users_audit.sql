-- VodDesk schema, part 4: console users and the append-only audit log.

-- password_hash is self-describing (algorithm, iterations, salt, hash) so iterations can grow later.
CREATE TABLE app_user (
    name                   TEXT    PRIMARY KEY,
    role                   TEXT    NOT NULL CHECK (role IN ('operator', 'supervisor')),
    password_hash          TEXT    NOT NULL,
    created_at_ms          INTEGER NOT NULL,
    password_changed_at_ms INTEGER NOT NULL,
    disabled               INTEGER NOT NULL DEFAULT 0 CHECK (disabled IN (0, 1))
) WITHOUT ROWID;

-- AUTOINCREMENT: an id is never reused, so an entry's number is a stable reference.
CREATE TABLE audit_log (
    id        INTEGER PRIMARY KEY AUTOINCREMENT,
    time_ms   INTEGER NOT NULL,
    user_name TEXT    NOT NULL,
    action    TEXT    NOT NULL,
    subject   TEXT,
    detail    TEXT
);
CREATE INDEX audit_time ON audit_log (time_ms);

-- Append-only: rows can be added, never changed or removed.
CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
BEGIN
    SELECT RAISE(ABORT, 'audit_log is append-only: entries cannot be changed');
END;

CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
BEGIN
    SELECT RAISE(ABORT, 'audit_log is append-only: entries cannot be deleted');
END;

-- INSERT OR REPLACE deletes the old row without firing delete triggers (unless recursive_triggers is on):
-- refuse an insert that names an existing id.
CREATE TRIGGER audit_log_no_replace BEFORE INSERT ON audit_log
    WHEN EXISTS (SELECT 1 FROM audit_log WHERE id = NEW.id)
BEGIN
    SELECT RAISE(ABORT, 'audit_log is append-only: entries cannot be replaced');
END;
