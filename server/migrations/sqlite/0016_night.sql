-- Night (Karopapier's night maps): each player is sent only the cells their car lights until
-- the game is over.
ALTER TABLE games ADD COLUMN night INTEGER NOT NULL DEFAULT 0;
