-- The engine's race rules version a game is played under (`racetrack::race::RULES_VERSION`),
-- and why a game no longer replays, once found (NULL while it does): a broken game is answered
-- 409 `broken` without replaying it again, and no deadline of it is looked for.
ALTER TABLE games ADD COLUMN rules_version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE games ADD COLUMN broken TEXT;
