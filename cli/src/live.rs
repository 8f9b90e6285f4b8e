//! `racetrack online`'s ears: the live streams (WebSockets) of the game its bot plays
//! (`GET /api/v1/games/{id}/live`) and of its tournament (`GET /api/v1/tournaments/{id}/live`),
//! so the bot hears of a new round, its next pairing or the end as they happen instead of asking
//! again and again. A stream that closes (a restart, a long game during which the bot did not
//! listen to its tournament) is opened again by the caller; without one it asks at its poll
//! interval.

use std::net::TcpStream;
use std::time::{Duration, Instant};

use racetrack_api::{GameEvent, Happened, LiveEvent, TournamentEvent};
use tungstenite::client::IntoClientRequest;
use tungstenite::http::HeaderValue;
use tungstenite::stream::MaybeTlsStream;
use tungstenite::{Message, WebSocket};

/// How long one read waits, so that Ctrl-C is seen between two reads.
const READ_WAIT: Duration = Duration::from_secs(1);

/// A live stream, open.
pub(crate) struct Live {
    socket: WebSocket<MaybeTlsStream<TcpStream>>,
}

/// Why the stream is no use any more: closed, or failed.
#[derive(Debug)]
pub(crate) struct Lost;

impl Live {
    /// Opens the stream at `path` (`/api/v1/…`) on the server at `base` (`http://…` or
    /// `https://…`), with the player's `token` in its `Authorization` header when given (never in
    /// the address): the stream is then the player's, and their seat shows as connected.
    pub(crate) fn open(base: &str, path: &str, token: Option<&str>) -> Option<Live> {
        let scheme = if base.starts_with("https://") {
            "wss://"
        } else {
            "ws://"
        };
        let host = base.split_once("://").map_or(base, |(_, rest)| rest);
        let mut request = format!("{scheme}{host}{path}").into_client_request().ok()?;
        if let Some(token) = token {
            let value = HeaderValue::from_str(&format!("Bearer {token}")).ok()?;
            request.headers_mut().insert("authorization", value);
        }
        let (socket, _) = tungstenite::connect(request).ok()?;
        let timeout = Some(READ_WAIT);
        let set = match socket.get_ref() {
            MaybeTlsStream::Plain(tcp) => tcp.set_read_timeout(timeout),
            MaybeTlsStream::Rustls(tls) => tls.get_ref().set_read_timeout(timeout),
            _ => Ok(()),
        };
        set.ok()?;
        Some(Live { socket })
    }

    /// Waits up to `most` for a message that `news` says matters, or until `stop` says to stop:
    /// whether one came; `Lost` when the stream closed.
    pub(crate) fn wait(
        &mut self,
        most: Duration,
        stop: impl Fn() -> bool,
        mut news: impl FnMut(&str) -> bool,
    ) -> Result<bool, Lost> {
        let began = Instant::now();
        while began.elapsed() < most && !stop() {
            match self.socket.read() {
                Ok(Message::Text(text)) => {
                    if news(&text) {
                        return Ok(true);
                    }
                }
                Ok(Message::Close(_)) => return Err(Lost),
                Ok(_) => {}
                Err(tungstenite::Error::Io(e))
                    if matches!(
                        e.kind(),
                        std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                    ) => {}
                Err(_) => return Err(Lost),
            }
        }
        Ok(false)
    }
}

/// Whether a tournament stream's message `text` matters to the player named `me`: a pairing of
/// theirs, or the tournament's state.
pub(crate) fn tournament_news(text: &str, me: &str) -> bool {
    match serde_json::from_str::<TournamentEvent>(text) {
        Ok(TournamentEvent::Paired(game)) => game.players.iter().any(|p| p == me),
        Ok(TournamentEvent::State(_)) => true,
        Ok(TournamentEvent::Standings(_) | TournamentEvent::Result(_)) | Err(_) => false,
    }
}

/// Reads a game stream's message `text`: `seen` becomes its number when it is later than what
/// was seen; true when the seat's turn may have changed with it (a round began, the race
/// started, the game ended or was cancelled).
pub(crate) fn game_news(text: &str, seen: &mut i64) -> bool {
    let Ok(event) = serde_json::from_str::<LiveEvent>(text) else {
        return false;
    };
    *seen = (*seen).max(event.seq);
    matches!(
        event.what,
        Happened::Game(
            GameEvent::Turn { .. }
                | GameEvent::Started { .. }
                | GameEvent::Over { .. }
                | GameEvent::Cancelled
        )
    )
}

#[cfg(test)]
mod tests {
    use super::{game_news, tournament_news};

    #[test]
    fn only_the_players_own_pairings_and_the_state_matter() {
        let paired = |players: &str| {
            format!(
                r#"{{"paired":{{"id":"g1","race":0,"players":{players},"places":[],"over":false}}}}"#
            )
        };
        assert!(tournament_news(&paired(r#"["Ann","Bob"]"#), "Bob"));
        assert!(!tournament_news(&paired(r#"["Ann","Cy"]"#), "Bob"));
        assert!(tournament_news(r#"{"state":"over"}"#, "Bob"));
        assert!(!tournament_news(r#"{"standings":[]}"#, "Bob"));
        assert!(!tournament_news("not json", "Bob"));
    }

    #[test]
    fn a_round_s_turn_the_start_and_the_end_wake_the_bot_and_every_event_counts_as_seen() {
        let mut seen = 0;
        assert!(game_news(
            r#"{"seq": 3, "round": 0, "kind": "started", "cars": ["Ann", "Bob"]}"#,
            &mut seen
        ));
        assert_eq!(seen, 3);
        assert!(!game_news(
            r#"{"seq": 5, "round": 1, "kind": "chosen", "car": 0}"#,
            &mut seen
        ));
        assert_eq!(seen, 5);
        assert!(game_news(
            r#"{"seq": 10, "round": 2, "kind": "turn", "deadline_ms": 1796083275000}"#,
            &mut seen
        ));
        assert!(!game_news(
            r#"{"seq": 11, "round": 2, "kind": "moved", "car": 0, "from": [1, 1], "to": [1, 2]}"#,
            &mut seen
        ));
        assert!(!game_news(
            r#"{"seq": 12, "round": 2, "kind": "newer"}"#,
            &mut seen
        ));
        assert_eq!(seen, 12);
        assert!(game_news(
            r#"{"seq": 32, "round": 5, "kind": "over", "standings": []}"#,
            &mut seen
        ));
        assert!(game_news(
            r#"{"seq": 33, "round": 0, "kind": "cancelled"}"#,
            &mut seen
        ));
        // An older event (a stream opened again from an earlier number) keeps the later one.
        game_news(
            r#"{"seq": 4, "round": 1, "kind": "turn", "deadline_ms": null}"#,
            &mut seen,
        );
        assert_eq!(seen, 33);
        assert!(!game_news("not json", &mut seen));
    }
}
