-- VodDesk schema, part 17: the login throttle's counts, kept in the database so that a restart does not clear them.
-- scope 'account': failed logins with one user name as typed (a user or not, so a row says nothing about the user
-- table); 'source': attempts from one desk or address that did not succeed, per five minutes (key
-- '<source>@<epoch ms / 300,000>'); 'minute': failed logins of every name and source in
-- the minute key (epoch milliseconds / 60,000), for the ceiling over all. An attempt is counted before its password
-- is checked, and a success takes its own count back. last_ms is the last change; a row quiet for the throttle's
-- forget time is deleted at the next attempt.
CREATE TABLE login_attempt (
    scope    TEXT    NOT NULL CHECK (scope IN ('account', 'source', 'minute')),
    key      TEXT    NOT NULL,
    failures INTEGER NOT NULL CHECK (failures >= 0),
    last_ms  INTEGER NOT NULL,
    PRIMARY KEY (scope, key)
) WITHOUT ROWID;
CREATE INDEX login_attempt_last ON login_attempt (last_ms);
