-- Many changes to games in one statement and one transaction: PostgreSQL's group commit, one
-- round trip and one WAL flush for the moves of many games. Each change is `racetrack_save_step`
-- with its own version check, in the order given (the server sorts them by game, so two
-- instances' batches take the games' row locks in the same order and never deadlock).
-- `steps` is a JSON array of objects holding `racetrack_save_step`'s arguments by name
-- (`events` a JSON array of `[seq, text]` pairs); returns a JSON array of 1 (saved) and 0 (the
-- game was no longer at version `seen`: nothing of that change written), one per change.
CREATE FUNCTION racetrack_save_steps(steps TEXT) RETURNS TEXT AS $$
DECLARE
    s JSON;
    saved BIGINT[] := '{}';
BEGIN
    FOR s IN SELECT value FROM json_array_elements(steps::json) LOOP
        saved := saved || racetrack_save_step(
            s->>'id', (s->>'seen')::BIGINT, s->>'state', (s->>'round')::BIGINT,
            (s->>'deadline')::BIGINT, (s->>'now')::BIGINT, (s->>'seat')::BIGINT,
            (s->>'player')::BIGINT, (s->>'answer_round')::BIGINT, (s->>'answer_seat')::BIGINT,
            s->>'answer', s->>'events', (s->>'last')::BIGINT);
    END LOOP;
    RETURN array_to_json(saved)::TEXT;
END
$$ LANGUAGE plpgsql;
