-- A rematch: the game it follows (one rematch per game). The finished game's players may take a
-- seat in it without its invite code, and it is listed among their games while it is open.
ALTER TABLE games ADD COLUMN rematch_of TEXT;
CREATE UNIQUE INDEX games_rematch_of ON games (rematch_of);

-- A resignation replaces the answer the car gave earlier in the round (as on SQLite).
CREATE OR REPLACE FUNCTION racetrack_save_step(
    game_id TEXT, seen BIGINT, new_state TEXT, new_round BIGINT, new_deadline BIGINT,
    now_ms BIGINT, seat_no BIGINT, seat_player BIGINT, answer_round BIGINT, answer_seat BIGINT,
    answer_text TEXT, events TEXT, last BIGINT
) RETURNS BIGINT AS $$
BEGIN
    UPDATE games SET state = new_state, round = new_round, deadline_ms = new_deadline,
        updated_ms = now_ms, seq = last
    WHERE id = game_id AND seq = seen;
    IF NOT FOUND THEN
        RETURN 0;
    END IF;
    IF seat_no IS NOT NULL THEN
        INSERT INTO seats (game, seat, player) VALUES (game_id, seat_no, seat_player);
    END IF;
    IF answer_text IS NOT NULL THEN
        INSERT INTO answers (game, round, seat, answer)
        VALUES (game_id, answer_round, answer_seat, answer_text)
        ON CONFLICT (game, round, seat) DO UPDATE SET answer = EXCLUDED.answer;
    END IF;
    INSERT INTO events (game, seq, event)
    SELECT game_id, (e->>0)::BIGINT, e->>1 FROM json_array_elements(events::json) AS t(e);
    RETURN 1;
END
$$ LANGUAGE plpgsql;
