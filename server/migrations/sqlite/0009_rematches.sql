-- A rematch: the game it follows (one rematch per game). The finished game's players may take a
-- seat in it without its invite code, and it is listed among their games while it is open.
ALTER TABLE games ADD COLUMN rematch_of TEXT;
CREATE UNIQUE INDEX games_rematch_of ON games (rematch_of);
