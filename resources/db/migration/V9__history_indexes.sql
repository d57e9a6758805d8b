-- VodDesk schema, part 9: indexes for the console's history screens (Control's history queries).
--
-- Each index serves one query that filters and pages in SQL, newest first, so that a page costs the rows on it
-- rather than a scan of the history.

-- Screen 3, migration history: proposals past their decision, by the time of their last change (decision,
-- expiry, end of execution). Partial, so the few pending ones do not churn it.
CREATE INDEX proposal_history ON migration_proposal (state_changed_at_ms) WHERE state <> 'pending';

-- Screen 2, camera history: one camera's sessions by start time.
CREATE INDEX session_camera_started ON session (camera_id, started_at_ms);

-- Screen 2, who started a session: its placement decision (only placed requests have a session).
CREATE INDEX decision_session ON placement_decision (session_id) WHERE session_id IS NOT NULL;

-- Screen 6, the audit of one user: that user's lines by time.
CREATE INDEX audit_user_time ON audit_log (user_name, time_ms);
