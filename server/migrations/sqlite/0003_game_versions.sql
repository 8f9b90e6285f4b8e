-- A game's version: the number of its last event. A change is saved only if the game is still
-- at the version it was read at (`UPDATE ... WHERE seq = $old`), so when several server
-- instances change one game at the same moment exactly one of them succeeds and the others read
-- the game again.
ALTER TABLE games ADD COLUMN seq BIGINT NOT NULL DEFAULT 0;
UPDATE games SET seq = (SELECT COALESCE(MAX(events.seq), 0) FROM events WHERE events.game = games.id);
