-- Quick pairing: the players waiting for an opponent, by rules and round time (the pool), and
-- the server's own bots, which fill a seat nobody took in time (their driver's skill).
ALTER TABLE players ADD COLUMN driver TEXT;
CREATE TABLE pairing (
    player BIGINT PRIMARY KEY REFERENCES players (id),
    rules TEXT NOT NULL,
    move_seconds BIGINT NOT NULL,
    rating DOUBLE PRECISION NOT NULL,
    since_ms BIGINT NOT NULL,
    game TEXT
);
