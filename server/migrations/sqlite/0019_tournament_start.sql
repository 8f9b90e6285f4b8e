-- Whether the players of a tournament were told it started (once, by one instance). Those that
-- started before this column are counted as told.
ALTER TABLE tournaments ADD COLUMN announced BIGINT NOT NULL DEFAULT 0;
UPDATE tournaments SET announced = 1 WHERE starts_ms <= CAST(strftime('%s', 'now') AS INTEGER) * 1000;
