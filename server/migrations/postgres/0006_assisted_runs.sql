-- A run sent as assisted (the page showed help on that track: the optimal line, a watched
-- solver, the coach's optimum) is kept and ranked apart from the unassisted ones: each player
-- has a best run of each kind on a board.
ALTER TABLE runs ADD COLUMN assisted BIGINT NOT NULL DEFAULT 0;
ALTER TABLE runs DROP CONSTRAINT runs_pkey;
ALTER TABLE runs ADD PRIMARY KEY (board, player, assisted);
DROP INDEX runs_by_moves;
CREATE INDEX runs_by_moves ON runs (board, assisted, moves, at_ms);
