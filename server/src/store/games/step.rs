//! A change to a game written ([`write_step`]) and announced ([`Notice`] on
//! [`EVENTS_CHANNEL`]), with its events ([`insert_events`]).

use super::super::StoreError;
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
/// in a notice, their texts.
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
}

impl Notice {
    /// A change's notice: `game first last` on the first line, then each event on a line of
    /// its own (compact JSON holds no newline), when they all fit.
    pub fn text(game: &str, events: &[(i64, String)]) -> String {
        let (first, last) = match (events.first(), events.last()) {
            (Some((first, _)), Some((last, _))) => (*first, *last),
            _ => (0, 0),
        };
        let mut text = format!("{game} {first} {last}");
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
        let mut head = lines.next()?.split(' ');
        let game = head.next()?.to_owned();
        let first = head.next()?.parse().ok()?;
        let last = head.next()?.parse().ok()?;
        let events: Vec<String> = lines.map(str::to_owned).collect();
        let whole = events.is_empty() || events.len() as i64 == last - first + 1;
        whole.then_some(Notice {
            game,
            first,
            last,
            events,
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
    use super::Notice;

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
            })
        );
        let big = vec![(1, "x".repeat(4_000)), (2, "y".repeat(4_000))];
        let text = Notice::text("abc", &big);
        assert_eq!(text, "abc 1 2", "too big for a notice: the numbers only");
        assert_eq!(Notice::read(&text).unwrap().events, Vec::<String>::new());
        assert_eq!(Notice::read("abc 1"), None);
        assert_eq!(Notice::read("abc 1 3\n{}"), None, "events missing");
    }
}
