-- Whether the game's spectators (players without a seat) may chat: the creator's switch.
ALTER TABLE games ADD COLUMN spectator_chat INTEGER NOT NULL DEFAULT 0;
