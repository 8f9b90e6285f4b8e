-- The track collection: tracks players publish, one per track key (the world board's key of its
-- rules and text) among those not deleted; their votes (1 to 5 stars, one per player) and
-- reports (one per player). `search` is the name folded for search (NFKD, marks dropped,
-- lower case, words separated by single spaces, padded with a space on each side).
CREATE TABLE tracks (
    id TEXT PRIMARY KEY,
    author INTEGER NOT NULL REFERENCES players (id),
    name TEXT NOT NULL,
    search TEXT NOT NULL,
    description TEXT NOT NULL,
    track TEXT NOT NULL,
    rules TEXT NOT NULL,
    board TEXT NOT NULL,
    rows_count INTEGER NOT NULL,
    cols_count INTEGER NOT NULL,
    starts INTEGER NOT NULL,
    checkpoints INTEGER NOT NULL,
    optimum INTEGER NOT NULL,
    votes INTEGER NOT NULL DEFAULT 0,
    stars INTEGER NOT NULL DEFAULT 0,
    plays INTEGER NOT NULL DEFAULT 0,
    created_ms INTEGER NOT NULL,
    deleted INTEGER NOT NULL DEFAULT 0,
    hidden INTEGER NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX tracks_published ON tracks (board) WHERE deleted = 0;
CREATE INDEX tracks_new ON tracks (deleted, hidden, created_ms);
CREATE INDEX tracks_by_author ON tracks (author, created_ms);

CREATE TABLE track_votes (
    track TEXT NOT NULL REFERENCES tracks (id),
    player INTEGER NOT NULL REFERENCES players (id),
    stars INTEGER NOT NULL,
    at_ms INTEGER NOT NULL,
    PRIMARY KEY (track, player)
);

CREATE TABLE track_reports (
    track TEXT NOT NULL REFERENCES tracks (id),
    player INTEGER NOT NULL REFERENCES players (id),
    reason TEXT NOT NULL,
    at_ms INTEGER NOT NULL,
    PRIMARY KEY (track, player)
);

-- Each published track's picture (PNG), made once when it is published.
CREATE TABLE track_images (
    track TEXT PRIMARY KEY REFERENCES tracks (id),
    png BLOB NOT NULL
);
