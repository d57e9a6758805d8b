-- VodDesk schema, part 5: per-node quarter-hour rollups of the load samples.
--
-- The report's per-node figures (hourly means and maxima over a day) are read from here: a day is 9,600
-- rollup rows at 100 nodes instead of 1,728,000 samples, and the figures stay exact after retention has
-- thinned the samples of old days. Quarter-hours because every time zone's offset is a whole number of
-- them, so a local day and its local hours are whole rollups. A trigger keeps the rollups, so every insert
-- of a sample counts exactly once, whoever writes it; deleting samples (retention) leaves them alone.

CREATE TABLE load_rollup (
    bucket_ms INTEGER NOT NULL,
    node_id   INTEGER NOT NULL REFERENCES node (id),
    polls     INTEGER NOT NULL,
    measured  INTEGER NOT NULL,
    sum_cpu   REAL    NOT NULL,
    sum_mem   REAL    NOT NULL,
    sum_net   REAL    NOT NULL,
    sum_load  REAL    NOT NULL,
    max_load  REAL,
    unhealthy INTEGER NOT NULL,
    PRIMARY KEY (bucket_ms, node_id)
) WITHOUT ROWID;

CREATE TRIGGER load_sample_rollup AFTER INSERT ON load_sample
BEGIN
    INSERT INTO load_rollup (bucket_ms, node_id, polls, measured, sum_cpu, sum_mem, sum_net, sum_load, max_load,
                             unhealthy)
    VALUES (NEW.time_ms - NEW.time_ms % 900000, NEW.node_id, 1, NEW.load IS NOT NULL, coalesce(NEW.cpu, 0),
            coalesce(NEW.mem, 0), coalesce(NEW.net, 0), coalesce(NEW.load, 0), NEW.load, NEW.health <> 'ok')
    ON CONFLICT (bucket_ms, node_id) DO UPDATE SET
        polls     = polls + 1,
        measured  = measured + excluded.measured,
        sum_cpu   = sum_cpu + excluded.sum_cpu,
        sum_mem   = sum_mem + excluded.sum_mem,
        sum_net   = sum_net + excluded.sum_net,
        sum_load  = sum_load + excluded.sum_load,
        -- max() of two values is NULL when either is: fall back to the one that is not.
        max_load  = coalesce(max(max_load, excluded.max_load), max_load, excluded.max_load),
        unhealthy = unhealthy + excluded.unhealthy;
END;

-- Samples stored before this migration.
INSERT INTO load_rollup (bucket_ms, node_id, polls, measured, sum_cpu, sum_mem, sum_net, sum_load, max_load, unhealthy)
SELECT time_ms - time_ms % 900000, node_id, count(*), count(load), coalesce(sum(cpu), 0), coalesce(sum(mem), 0),
       coalesce(sum(net), 0), coalesce(sum(load), 0), max(load), sum(health <> 'ok')
FROM load_sample
GROUP BY time_ms - time_ms % 900000, node_id;
