-- Players: a name shown as text, and the SHA-256 of their secret token (the token itself is
-- never stored).
CREATE TABLE players (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    token_hash TEXT NOT NULL UNIQUE,
    created_ms INTEGER NOT NULL
);

-- World leaderboards: a board per track text and rules (the page's record key); each player's
-- best run on it.
CREATE TABLE boards (
    board TEXT PRIMARY KEY,
    track TEXT NOT NULL,
    rules TEXT NOT NULL
);

CREATE TABLE runs (
    board TEXT NOT NULL REFERENCES boards (board),
    player INTEGER NOT NULL REFERENCES players (id),
    moves INTEGER NOT NULL,
    at_ms INTEGER NOT NULL,
    PRIMARY KEY (board, player)
);

CREATE INDEX runs_by_moves ON runs (board, moves, at_ms);
