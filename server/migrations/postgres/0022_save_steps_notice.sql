-- `racetrack_save_steps` as in 0021, with two changes:
-- 1. Each change that was saved is announced on `racetrack_events` (`EVENTS_CHANNEL`) with its
--    `notice` (the text `Notice::of_step` made), in the transaction that saves it. PostgreSQL
--    delivers a transaction's notices when it commits: a change is announced exactly when it is
--    durable, with no statement of its own, and none is lost when the instance stops between
--    the commit and a notice sent after it. (Such transactions commit one at a time, holding
--    PostgreSQL's notification lock through their WAL flush, as 0004 says; with an instance's
--    moves batched there are few of them, and the 150 games of docs/performance.md moved no
--    slower.)
--    The players' own events a change makes (`players`, a JSON array of the notices' texts:
--    a new round's `your_move`) go with it the same way, on `racetrack_players`.
-- 2. The changes' fields are read from the JSON in one pass (`json_to_recordset`), not one
--    parse of the change's text per field (`s->>'id'`, `s->>'seen'`, ...).
CREATE OR REPLACE FUNCTION racetrack_save_steps(steps TEXT) RETURNS TEXT AS $$
DECLARE
    c RECORD;
    one BIGINT;
    saved BIGINT[] := '{}';
BEGIN
    FOR c IN SELECT * FROM json_to_recordset(steps::json) AS x(
        id TEXT, seen BIGINT, state TEXT, round BIGINT, deadline BIGINT, now BIGINT,
        seat BIGINT, player BIGINT, answer_round BIGINT, answer_seat BIGINT, answer TEXT,
        events TEXT, last BIGINT, notice TEXT, players JSON)
    LOOP
        one := racetrack_save_step(
            c.id, c.seen, c.state, c.round, c.deadline, c.now, c.seat, c.player,
            c.answer_round, c.answer_seat, c.answer, c.events, c.last);
        IF one = 1 AND c.notice IS NOT NULL THEN
            PERFORM pg_notify('racetrack_events', c.notice);
        END IF;
        IF one = 1 AND c.players IS NOT NULL THEN
            PERFORM pg_notify('racetrack_players', p)
            FROM json_array_elements_text(c.players) AS t(p);
        END IF;
        saved := saved || one;
    END LOOP;
    RETURN array_to_json(saved)::TEXT;
END
$$ LANGUAGE plpgsql;
