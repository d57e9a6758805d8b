-- VodDesk schema, part 11: sessions say who asked for them and where their stream is; the recording table goes.
--
-- requested_by: the user whose request placed the session (NULL for a session a poll found on a node).
-- stream_url: the URL the node gave when it started (or last moved) the session, so its operator or a supervisor
-- can open the stream again (Control.cameras().reopenStream); NULL when not known (found by a poll).
ALTER TABLE session ADD COLUMN requested_by TEXT;
ALTER TABLE session ADD COLUMN stream_url TEXT;

-- Sessions placed before this version: their requester is in their placement decision.
UPDATE session SET requested_by = (SELECT d.user_name FROM placement_decision d WHERE d.session_id = session.id
                                   ORDER BY d.id LIMIT 1)
WHERE requested_by IS NULL;

-- The recording table was never written: what each node holds is asked of the nodes on every poll and kept in
-- memory (control RecordingIndex, the cameras' timelines). A table nobody writes would only mislead a reader.
DROP TABLE recording;
