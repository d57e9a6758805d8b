-- VodDesk schema, part 13: the console's default policy pair becomes prefix-spread + gain (issue 13, chosen by
-- measurement: docs/benchmarks.md, "default policy:"). A key with no row reads its built-in default, so a
-- database that never stored the pair moves with no change here. A database keeps the pair a supervisor chose:
-- - when its stored pair (a key with no row counting as the old default it stood for) is still the old default,
--   prefix-affinity + rem, its rows move to the new default;
-- - when it differs, a missing half is written with the old default it stood for, so the chosen pair stays whole.
-- Each case leaves an audit line by system, as a settings change does.

INSERT INTO audit_log (time_ms, user_name, action, subject, detail)
SELECT CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), 'system', 'settings.migrate', 'default pair',
       'the stored pair was the old default; placement.policy: prefix-affinity -> prefix-spread;'
       || ' migration.planner: rem -> gain'
WHERE EXISTS (SELECT 1 FROM control_setting WHERE key IN ('placement.policy', 'migration.planner'))
  AND COALESCE((SELECT value FROM control_setting WHERE key = 'placement.policy'), 'prefix-affinity') = 'prefix-affinity'
  AND COALESCE((SELECT value FROM control_setting WHERE key = 'migration.planner'), 'rem') = 'rem';

INSERT INTO audit_log (time_ms, user_name, action, subject, detail)
SELECT CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), 'system', 'settings.migrate', 'default pair',
       'kept the chosen pair ' || COALESCE((SELECT value FROM control_setting WHERE key = 'placement.policy'),
       'prefix-affinity') || ' + ' || COALESCE((SELECT value FROM control_setting WHERE key = 'migration.planner'),
       'rem') || '; its unstored half was written with the old default it stood for'
WHERE (SELECT count(*) FROM control_setting WHERE key IN ('placement.policy', 'migration.planner')) = 1
  AND NOT (COALESCE((SELECT value FROM control_setting WHERE key = 'placement.policy'), 'prefix-affinity') = 'prefix-affinity'
       AND COALESCE((SELECT value FROM control_setting WHERE key = 'migration.planner'), 'rem') = 'rem');

INSERT INTO control_setting (key, value, changed_at_ms, changed_by)
SELECT 'placement.policy', 'prefix-affinity', CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), 'system'
WHERE NOT EXISTS (SELECT 1 FROM control_setting WHERE key = 'placement.policy')
  AND EXISTS (SELECT 1 FROM control_setting WHERE key = 'migration.planner' AND value <> 'rem');

INSERT INTO control_setting (key, value, changed_at_ms, changed_by)
SELECT 'migration.planner', 'rem', CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), 'system'
WHERE NOT EXISTS (SELECT 1 FROM control_setting WHERE key = 'migration.planner')
  AND EXISTS (SELECT 1 FROM control_setting WHERE key = 'placement.policy' AND value <> 'prefix-affinity');

UPDATE control_setting
SET value = CASE key WHEN 'placement.policy' THEN 'prefix-spread' ELSE 'gain' END,
    changed_at_ms = CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER),
    changed_by = 'system'
WHERE key IN ('placement.policy', 'migration.planner')
  AND COALESCE((SELECT value FROM control_setting WHERE key = 'placement.policy'), 'prefix-affinity') = 'prefix-affinity'
  AND COALESCE((SELECT value FROM control_setting WHERE key = 'migration.planner'), 'rem') = 'rem';
