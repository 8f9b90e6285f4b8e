-- A player's name as names are compared (NFKC, case folded, spaces collapsed: `text::name_key`):
-- no two players share one. Players made before it get theirs at the server's start (the first
-- of look-alike names keeps it).
ALTER TABLE players ADD COLUMN name_key TEXT;
CREATE UNIQUE INDEX players_by_name_key ON players (name_key);
