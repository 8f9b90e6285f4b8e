//! A change to a game written ([`write_step`]) and announced ([`Notice`] on
//! [`EVENTS_CHANNEL`]), with its events ([`insert_events`]).

use super::super::{GameState, StoreError};
use super::Step;

/// The PostgreSQL channel on which a committed change to a game is announced.
pub const EVENTS_CHANNEL: &str = "racetrack_events";

/// Writes one change in transaction `tx` if game `id` is at version `seen`; false (nothing
/// written) when it is not.
pub(in crate::store) async fn write_step(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    id: &str,
    step: &Step,
    seen: i64,
    now_ms: i64,
) -> Result<bool, StoreError> {
    let seq = step.events.last().map_or(seen, |(seq, _)| *seq);
    let updated = sqlx::query(
        "UPDATE games SET state = $2, round = $3, deadline_ms = $4, updated_ms = $5, seq = $6 \
         WHERE id = $1 AND seq = $7",
    )
    .bind(id)
    .bind(step.state)
    .bind(step.round)
    .bind(step.deadline_ms)
    .bind(now_ms)
    .bind(seq)
    .bind(seen)
    .execute(&mut **tx)
    .await?;
    if updated.rows_affected() != 1 {
        return Ok(false);
    }
    if let Some((seat, player)) = step.seat {
        sqlx::query("INSERT INTO seats (game, seat, player) VALUES ($1, $2, $3)")
            .bind(id)
            .bind(seat)
            .bind(player)
            .execute(&mut **tx)
            .await?;
    }
    if let Some((round, seat, answer)) = &step.answer {
        // A resignation replaces the answer the car gave earlier in the round.
        sqlx::query(
            "INSERT INTO answers (game, round, seat, answer) VALUES ($1, $2, $3, $4) \
             ON CONFLICT (game, round, seat) DO UPDATE SET answer = excluded.answer",
        )
        .bind(id)
        .bind(round)
        .bind(seat)
        .bind(answer)
        .execute(&mut **tx)
        .await?;
    }
    insert_events(tx, id, &step.events).await?;
    if let Some(board) = &step.played {
        crate::store::tracks::count_play(tx, board).await?;
    }
    Ok(true)
}

/// The largest notice sent with its events (PostgreSQL takes up to 8,000 bytes); a larger
/// change is announced without them, and the listeners read them from the store.
const NOTICE_BYTES: usize = 7_000;

/// A change announced on [`EVENTS_CHANNEL`]: its game, its events' numbers and, when they fit
/// in a notice, their texts; for a move or a round of a running game, the change itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    /// The game.
    pub game: String,
    /// The first event's number.
    pub first: i64,
    /// The last event's number.
    pub last: i64,
    /// The events' JSON texts, first to last (empty when they did not fit).
    pub events: Vec<String>,
    /// The change, when the notice says it (see [`Followed`]).
    pub change: Option<Followed>,
}

/// A change to a running game that stays running, taking no seat, as its notice says it:
/// another instance holding the game at version `seen` applies it to its copy (the answer, then
/// the rounds up to `round`) instead of reading the game again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Followed {
    /// The game's version before the change.
    pub seen: i64,
    /// The round after it.
    pub round: i64,
    /// The deadline after it.
    pub deadline_ms: Option<i64>,
    /// Its answer: (round, seat, the answer's JSON).
    pub answer: Option<(i64, i64, String)>,
}

impl Notice {
    /// A change's notice: `game first last` on the first line, then each event on a line of
    /// its own (compact JSON holds no newline), when they all fit.
    pub fn text(game: &str, events: &[(i64, String)]) -> String {
        Notice::with_head(game, events, "")
    }

    /// The notice of `step`, saved on game `game` at version `seen`: [`Notice::text`], its
    /// first line followed by the change (`seen round deadline`, `-` for none, then the
    /// answer's `round seat json` when it has one) when it is a [`Followed`] one.
    pub fn of_step(game: &str, seen: i64, step: &Step) -> String {
        let followed = step.state == GameState::Running
            && step.seat.is_none()
            && step.played.is_none()
            && step
                .answer
                .as_ref()
                .is_none_or(|(_, _, a)| !a.contains(['\n', ' ']));
        if !followed {
            return Notice::text(game, &step.events);
        }
        let deadline = step.deadline_ms.map_or("-".to_owned(), |d| d.to_string());
        let mut change = format!(" {seen} {} {deadline}", step.round);
        if let Some((round, seat, answer)) = &step.answer {
            change.push_str(&format!(" {round} {seat} {answer}"));
        }
        Notice::with_head(game, &step.events, &change)
    }

    fn with_head(game: &str, events: &[(i64, String)], change: &str) -> String {
        let (first, last) = match (events.first(), events.last()) {
            (Some((first, _)), Some((last, _))) => (*first, *last),
            _ => (0, 0),
        };
        let mut text = format!("{game} {first} {last}{change}");
        let size: usize = events.iter().map(|(_, e)| e.len() + 1).sum();
        if text.len() + size <= NOTICE_BYTES {
            for (_, event) in events {
                text.push('\n');
                text.push_str(event);
            }
        }
        text
    }

    /// A notice read back: `None` when it is not one.
    pub fn read(text: &str) -> Option<Notice> {
        let mut lines = text.split('\n');
        let mut head = lines.next()?.splitn(7, ' ');
        let game = head.next()?.to_owned();
        let first = head.next()?.parse().ok()?;
        let last = head.next()?.parse().ok()?;
        let change = Followed::read(head);
        let events: Vec<String> = lines.map(str::to_owned).collect();
        let whole = events.is_empty() || events.len() as i64 == last - first + 1;
        whole.then_some(Notice {
            game,
            first,
            last,
            events,
            change,
        })
    }
}

impl Followed {
    /// The change from the rest of a notice's first line (`None` when it has none, or one
    /// that does not read).
    fn read<'a>(mut rest: impl Iterator<Item = &'a str>) -> Option<Followed> {
        let seen = rest.next()?.parse().ok()?;
        let round = rest.next()?.parse().ok()?;
        let deadline_ms = match rest.next()? {
            "-" => None,
            d => Some(d.parse().ok()?),
        };
        let answer = match rest.next() {
            None => None,
            Some(answer) => {
                let mut parts = answer.splitn(3, ' ');
                let round = parts.next()?.parse().ok()?;
                let seat = parts.next()?.parse().ok()?;
                Some((round, seat, parts.next()?.to_owned()))
            }
        };
        Some(Followed {
            seen,
            round,
            deadline_ms,
            answer,
        })
    }
}

/// Most events one statement inserts.
const EVENTS_AT_ONCE: usize = 16;

/// `INSERT INTO events ... VALUES ($1, $2, $3), ($1, $4, $5), ...` for 1 to
/// [`EVENTS_AT_ONCE`] rows: made once, of placeholders only (every value is bound).
static INSERT_EVENTS: std::sync::LazyLock<Vec<String>> = std::sync::LazyLock::new(|| {
    (1..=EVENTS_AT_ONCE)
        .map(|rows| {
            let values: Vec<String> = (0..rows)
                .map(|r| format!("($1, ${}, ${})", 2 + 2 * r, 3 + 2 * r))
                .collect();
            format!(
                "INSERT INTO events (game, seq, event) VALUES {}",
                values.join(", ")
            )
        })
        .collect()
});

/// Inserts a change's events, up to [`EVENTS_AT_ONCE`] a statement (a round's events are one
/// statement, not one each).
pub(in crate::store) async fn insert_events(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    id: &str,
    events: &[(i64, String)],
) -> Result<(), StoreError> {
    for chunk in events.chunks(EVENTS_AT_ONCE) {
        let mut query = sqlx::query(&INSERT_EVENTS[chunk.len() - 1]).bind(id);
        for (seq, event) in chunk {
            query = query.bind(seq).bind(event);
        }
        query.execute(&mut **tx).await?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::{Followed, Notice};
    use crate::store::{GameState, Step};

    #[test]
    fn a_notice_carries_its_events_when_they_fit_and_reads_back() {
        let events = vec![
            (5, r#"{"kind":"chosen","car":0}"#.to_owned()),
            (6, r#"{"kind":"turn","round":2}"#.to_owned()),
        ];
        let text = Notice::text("abc", &events);
        assert_eq!(
            Notice::read(&text),
            Some(Notice {
                game: "abc".into(),
                first: 5,
                last: 6,
                events: events.into_iter().map(|(_, e)| e).collect(),
                change: None,
            })
        );
        let big = vec![(1, "x".repeat(4_000)), (2, "y".repeat(4_000))];
        let text = Notice::text("abc", &big);
        assert_eq!(text, "abc 1 2", "too big for a notice: the numbers only");
        assert_eq!(Notice::read(&text).unwrap().events, Vec::<String>::new());
        assert_eq!(Notice::read("abc 1"), None);
        assert_eq!(Notice::read("abc 1 3\n{}"), None, "events missing");
    }

    #[test]
    fn a_running_games_move_or_round_is_told_in_its_notice_and_nothing_else_is() {
        let answer = r#"{"car":1,"status":"ok","acc":[1,0],"ms":250}"#.to_owned();
        let step = Step {
            answer: Some((7, 1, answer.clone())),
            events: vec![(12, r#"{"kind":"chosen","car":1}"#.to_owned())],
            state: GameState::Running,
            round: 7,
            deadline_ms: Some(1_000_000),
            ..Step::default()
        };
        let notice = Notice::read(&Notice::of_step("g1", 11, &step)).unwrap();
        assert_eq!(
            notice.change,
            Some(Followed {
                seen: 11,
                round: 7,
                deadline_ms: Some(1_000_000),
                answer: Some((7, 1, answer)),
            })
        );
        assert_eq!(
            (notice.first, notice.last, notice.events.len()),
            (12, 12, 1)
        );
        let round = Step {
            answer: None,
            round: 8,
            deadline_ms: None,
            ..step.clone()
        };
        let change = Notice::read(&Notice::of_step("g1", 11, &round))
            .unwrap()
            .change;
        assert_eq!(
            change,
            Some(Followed {
                seen: 11,
                round: 8,
                deadline_ms: None,
                answer: None,
            })
        );
        // A seat taken, a game that ends or is not running yet: read again, not followed.
        for step in [
            Step {
                seat: Some((1, 5)),
                ..step.clone()
            },
            Step {
                state: GameState::Over,
                ..step.clone()
            },
            Step {
                played: Some("key".into()),
                ..step.clone()
            },
        ] {
            let notice = Notice::read(&Notice::of_step("g1", 11, &step)).unwrap();
            assert_eq!(notice.change, None);
            assert_eq!(notice.events.len(), 1);
        }
        // What an older server sent, and a change that does not read, are not followed.
        assert_eq!(Notice::read("g1 12 12").unwrap().change, None);
        assert_eq!(Notice::read("g1 12 12 x 7 -").unwrap().change, None);
    }
}
