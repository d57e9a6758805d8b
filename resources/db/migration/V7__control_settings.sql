-- VodDesk schema, part 7: the control loop's settings (placement policy, planner, intervals, expiry, hold,
-- re-homing), which a supervisor changes in the Settings screen. Before this they lived in control.properties.
--
-- One row a key; a key with no row has its built-in default, so a later version's new setting needs no
-- migration. Values are text in the console's own notation (least-load, 5s, 10m, propose) and are read and
-- checked by the control layer: a value it cannot read is reported with its key and the default is used, so a
-- bad row never stops the console. Who changed a key last is kept here; the before and after of every change
-- is in the audit log (settings.change, settings.import), in the same transaction.
CREATE TABLE control_setting (
    key           TEXT    PRIMARY KEY,
    value         TEXT    NOT NULL,
    changed_at_ms INTEGER NOT NULL,
    changed_by    TEXT    NOT NULL
) WITHOUT ROWID;
