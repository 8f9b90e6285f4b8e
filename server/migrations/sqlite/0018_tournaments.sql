-- Tournaments: arenas and Grand Prix series. `tracks` is the list raced (JSON: [[title, track
-- text], ...]); `race` a Grand Prix's races started and `next_ms` when the next one starts;
-- `lease_ms` until when one instance's ticker runs the tournament (pairings, races) alone;
-- `over` once its table is final.
CREATE TABLE tournaments (
    id TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    name TEXT NOT NULL,
    creator INTEGER REFERENCES players (id),
    created_ms BIGINT NOT NULL,
    starts_ms BIGINT NOT NULL,
    minutes BIGINT,
    ends_ms BIGINT,
    rules TEXT NOT NULL,
    move_seconds BIGINT NOT NULL,
    rated BIGINT NOT NULL,
    max_players BIGINT NOT NULL,
    bots BIGINT NOT NULL,
    tracks TEXT NOT NULL,
    race BIGINT NOT NULL DEFAULT 0,
    next_ms BIGINT,
    lease_ms BIGINT NOT NULL DEFAULT 0,
    over BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX tournaments_by_start ON tournaments (starts_ms);
CREATE INDEX tournaments_by_creator ON tournaments (creator, created_ms);

-- Who joined: `state` active, paused or left; `game` the tournament's game they are in (NULL when
-- free) and `free_ms` since when they are free.
CREATE TABLE entrants (
    tournament TEXT NOT NULL REFERENCES tournaments (id),
    player BIGINT NOT NULL REFERENCES players (id),
    joined_ms BIGINT NOT NULL,
    state TEXT NOT NULL,
    game TEXT,
    free_ms BIGINT NOT NULL,
    PRIMARY KEY (tournament, player)
);
CREATE INDEX entrants_by_player ON entrants (player);

-- Each seat of a tournament's games: the player's rating when it began, and once it is over
-- (`ended_ms`) their place (NULL: did not finish). A game counts once: its seats end together.
CREATE TABLE tournament_seats (
    game TEXT NOT NULL REFERENCES games (id),
    player BIGINT NOT NULL REFERENCES players (id),
    tournament TEXT NOT NULL REFERENCES tournaments (id),
    race BIGINT NOT NULL,
    seat BIGINT NOT NULL,
    rating REAL NOT NULL,
    created_ms BIGINT NOT NULL,
    ended_ms BIGINT,
    place BIGINT,
    PRIMARY KEY (game, player)
);
CREATE INDEX tournament_seats_by_tournament ON tournament_seats (tournament, created_ms);

ALTER TABLE games ADD COLUMN tournament TEXT;
