-- Ratings by Glicko-2 (`racetrack::rating`): each player's rating, deviation and volatility, and
-- their games' results; a game made rated applies them once, at its end (`rated_at`), and each
-- player's rating after each rated game is kept for its history.
ALTER TABLE players ADD COLUMN rating REAL NOT NULL DEFAULT 1500;
ALTER TABLE players ADD COLUMN rd REAL NOT NULL DEFAULT 350;
ALTER TABLE players ADD COLUMN volatility REAL NOT NULL DEFAULT 0.06;
ALTER TABLE players ADD COLUMN won INTEGER NOT NULL DEFAULT 0;
ALTER TABLE players ADD COLUMN lost INTEGER NOT NULL DEFAULT 0;
ALTER TABLE players ADD COLUMN drawn INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN rated INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN rated_at BIGINT;
CREATE TABLE ratings (
    player INTEGER NOT NULL REFERENCES players (id),
    game TEXT NOT NULL REFERENCES games (id),
    at_ms BIGINT NOT NULL,
    rating REAL NOT NULL,
    rd REAL NOT NULL,
    PRIMARY KEY (player, game)
);
CREATE INDEX ratings_by_player ON ratings (player, at_ms);
