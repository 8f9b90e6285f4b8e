-- The track collection: tracks players publish, one per track key (the world board's key of its
-- rules and text) among those not deleted; their votes (1 to 5 stars, one per player) and
-- reports (one per player). `search` is the name folded for search (NFKD, marks dropped,
-- lower case, words separated by single spaces, padded with a space on each side).
CREATE TABLE tracks (
    id TEXT PRIMARY KEY,
    author BIGINT NOT NULL REFERENCES players (id),
    name TEXT NOT NULL,
    search TEXT NOT NULL,
    description TEXT NOT NULL,
    track TEXT NOT NULL,
    rules TEXT NOT NULL,
    board TEXT NOT NULL,
    rows_count BIGINT NOT NULL,
    cols_count BIGINT NOT NULL,
    starts BIGINT NOT NULL,
    checkpoints BIGINT NOT NULL,
    optimum BIGINT NOT NULL,
    votes BIGINT NOT NULL DEFAULT 0,
    stars BIGINT NOT NULL DEFAULT 0,
    plays BIGINT NOT NULL DEFAULT 0,
    created_ms BIGINT NOT NULL,
    deleted BIGINT NOT NULL DEFAULT 0,
    hidden BIGINT NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX tracks_published ON tracks (board) WHERE deleted = 0;
CREATE INDEX tracks_new ON tracks (deleted, hidden, created_ms);
CREATE INDEX tracks_by_author ON tracks (author, created_ms);

CREATE TABLE track_votes (
    track TEXT NOT NULL REFERENCES tracks (id),
    player BIGINT NOT NULL REFERENCES players (id),
    stars BIGINT NOT NULL,
    at_ms BIGINT NOT NULL,
    PRIMARY KEY (track, player)
);

CREATE TABLE track_reports (
    track TEXT NOT NULL REFERENCES tracks (id),
    player BIGINT NOT NULL REFERENCES players (id),
    reason TEXT NOT NULL,
    at_ms BIGINT NOT NULL,
    PRIMARY KEY (track, player)
);

-- Each published track's picture (PNG), made once when it is published.
CREATE TABLE track_images (
    track TEXT PRIMARY KEY REFERENCES tracks (id),
    png BYTEA NOT NULL
);
