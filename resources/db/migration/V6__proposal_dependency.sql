-- VodDesk schema, part 6: a proposal may depend on another one (a link of an RMTS migration chain).
--
-- Failure-time re-homing in propose mode makes a chain of proposals: the hand-overs of an RMTS path (the
-- path's last hand-over first) and then the orphan's move into the slot they free. Each link may only run
-- after the link before it is done, or a node would exceed its capacity on the way. depends_on_id names that
-- predecessor; it is set when the proposal is made and never changes, so chains cannot form cycles.
ALTER TABLE migration_proposal ADD COLUMN depends_on_id INTEGER REFERENCES migration_proposal (id);
CREATE INDEX proposal_depends_on ON migration_proposal (depends_on_id) WHERE depends_on_id IS NOT NULL;

-- The store checks first (with a message naming the predecessor and its state); these triggers stop any
-- writer that skips that check.
CREATE TRIGGER proposal_approved_after_predecessor
    BEFORE UPDATE OF state ON migration_proposal
    WHEN NEW.state = 'approved' AND OLD.state <> 'approved' AND NEW.depends_on_id IS NOT NULL
        AND (SELECT state FROM migration_proposal WHERE id = NEW.depends_on_id) IS NOT 'done'
BEGIN
    SELECT RAISE(ABORT, 'a migration proposal cannot be approved before the proposal it depends on is done');
END;

CREATE TRIGGER proposal_dependency_fixed
    BEFORE UPDATE OF depends_on_id ON migration_proposal
    WHEN OLD.depends_on_id IS NOT NEW.depends_on_id
BEGIN
    SELECT RAISE(ABORT, 'the proposal a migration proposal depends on cannot be changed');
END;
