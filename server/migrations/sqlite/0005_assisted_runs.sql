-- A run sent as assisted (the page showed help on that track: the optimal line, a watched
-- solver, the coach's optimum) is kept and ranked apart from the unassisted ones: each player
-- has a best run of each kind on a board.
CREATE TABLE runs_by_kind (
    board TEXT NOT NULL REFERENCES boards (board),
    player INTEGER NOT NULL REFERENCES players (id),
    assisted INTEGER NOT NULL DEFAULT 0,
    moves INTEGER NOT NULL,
    at_ms INTEGER NOT NULL,
    PRIMARY KEY (board, player, assisted)
);
INSERT INTO runs_by_kind (board, player, assisted, moves, at_ms)
    SELECT board, player, 0, moves, at_ms FROM runs;
DROP TABLE runs;
ALTER TABLE runs_by_kind RENAME TO runs;
CREATE INDEX runs_by_moves ON runs (board, assisted, moves, at_ms);
