-- Bots are players too, marked as such in the games they play.
ALTER TABLE players ADD COLUMN bot BIGINT NOT NULL DEFAULT 0;

-- Online games. The truth of a game is its setup and its answers: the server replays them
-- through the engine to know where every car stands. `round` is the round being chosen and
-- `deadline_ms` when it resolves without the missing moves (NULL unless running).
CREATE TABLE games (
    id TEXT PRIMARY KEY,
    creator BIGINT NOT NULL REFERENCES players (id),
    track TEXT NOT NULL,
    rules TEXT NOT NULL,
    seats BIGINT NOT NULL,
    move_seconds BIGINT NOT NULL,
    crash_penalty BIGINT NOT NULL,
    public BIGINT NOT NULL,
    invite TEXT NOT NULL,
    seed BIGINT NOT NULL,
    state TEXT NOT NULL,
    round BIGINT NOT NULL,
    deadline_ms BIGINT,
    created_ms BIGINT NOT NULL,
    updated_ms BIGINT NOT NULL
);

CREATE INDEX games_lobby ON games (state, public, created_ms);
CREATE INDEX games_due ON games (state, deadline_ms);

-- Who sits where: seat 0 is the creator's.
CREATE TABLE seats (
    game TEXT NOT NULL REFERENCES games (id),
    seat BIGINT NOT NULL,
    player BIGINT NOT NULL REFERENCES players (id),
    PRIMARY KEY (game, seat),
    UNIQUE (game, player)
);

CREATE INDEX seats_by_player ON seats (player);

-- Each move a player sent, as the race record's answer (JSON); one per seat and round.
CREATE TABLE answers (
    game TEXT NOT NULL REFERENCES games (id),
    round BIGINT NOT NULL,
    seat BIGINT NOT NULL,
    answer TEXT NOT NULL,
    PRIMARY KEY (game, round, seat)
);

-- What happened, as the live stream sends it (JSON), numbered from 1 in each game.
CREATE TABLE events (
    game TEXT NOT NULL REFERENCES games (id),
    seq BIGINT NOT NULL,
    event TEXT NOT NULL,
    PRIMARY KEY (game, seq)
);
