-- VodDesk schema, part 8: which nodes still have to be swept for stale copies after a failure.
--
-- While a node is failed its sessions are re-homed (same id, on another node) or ended; the node may only have
-- been cut off and come back still playing them. The console stops those stale copies on the rounds its reply
-- parses, until one finds nothing stale (docs/architecture.md, Control, "Back from failure"). The mark is kept
-- here, not only in memory, so that a console restarted while the node is down still sweeps it when it returns.
-- NULL: nothing to sweep; otherwise when the node was declared failed (epoch milliseconds, UTC).
ALTER TABLE node ADD COLUMN stale_sweep_since_ms INTEGER;
