-- Ratings by Glicko-2 (`racetrack::rating`): each player's rating, deviation and volatility, and
-- their games' results; a game made rated applies them once, at its end (`rated_at`), and each
-- player's rating after each rated game is kept for its history.
ALTER TABLE players ADD COLUMN rating DOUBLE PRECISION NOT NULL DEFAULT 1500;
ALTER TABLE players ADD COLUMN rd DOUBLE PRECISION NOT NULL DEFAULT 350;
ALTER TABLE players ADD COLUMN volatility DOUBLE PRECISION NOT NULL DEFAULT 0.06;
ALTER TABLE players ADD COLUMN won BIGINT NOT NULL DEFAULT 0;
ALTER TABLE players ADD COLUMN lost BIGINT NOT NULL DEFAULT 0;
ALTER TABLE players ADD COLUMN drawn BIGINT NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN rated BIGINT NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN rated_at BIGINT;
CREATE TABLE ratings (
    player BIGINT NOT NULL REFERENCES players (id),
    game TEXT NOT NULL REFERENCES games (id),
    at_ms BIGINT NOT NULL,
    rating DOUBLE PRECISION NOT NULL,
    rd DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (player, game)
);
CREATE INDEX ratings_by_player ON ratings (player, at_ms);
