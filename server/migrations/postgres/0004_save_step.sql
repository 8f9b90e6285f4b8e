-- One change to a game in one statement (one round trip): the version check, the seat or the
-- answer and the events, as `Store::save_step` does statement by statement on SQLite. (The
-- notice to the other instances goes after the commit, a batch at a time: a NOTIFY inside the
-- transaction would hold PostgreSQL's notification lock through the commit's WAL flush, and
-- every game's commits would queue behind it.) Returns false, changing nothing, when the game is no longer at version `seen`.
-- `events` is a JSON array of `[seq, text]` pairs; `last` the game's version after them.
CREATE FUNCTION racetrack_save_step(
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
        VALUES (game_id, answer_round, answer_seat, answer_text);
    END IF;
    INSERT INTO events (game, seq, event)
    SELECT game_id, (e->>0)::BIGINT, e->>1 FROM json_array_elements(events::json) AS t(e);
    RETURN 1;
END
$$ LANGUAGE plpgsql;
