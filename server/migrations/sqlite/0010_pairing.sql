-- Quick pairing: the players waiting for an opponent, by rules and round time (the pool), and
-- the server's own bots, which fill a seat nobody took in time (their driver's skill).
ALTER TABLE players ADD COLUMN driver TEXT;
CREATE TABLE pairing (
    player INTEGER PRIMARY KEY REFERENCES players (id),
    rules TEXT NOT NULL,
    move_seconds INTEGER NOT NULL,
    rating REAL NOT NULL,
    since_ms INTEGER NOT NULL,
    game TEXT
);
