-- VodDesk schema, part 19: an audit line names the desk its user's login came from ('this desk' in process, the
-- desk's IP address over the network). NULL: none (the control loop's own lines) or not known (lines written
-- before this column, a caller the control did not log in). The log stays append-only (V4's triggers).
ALTER TABLE audit_log ADD COLUMN desk TEXT;
