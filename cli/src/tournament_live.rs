//! `racetrack online --tournament`'s ear on the tournament: its live stream
//! (`GET /api/v1/tournaments/{id}/live`, a WebSocket), so the bot learns of its next pairing and
//! of the end as they happen instead of asking for the tournament again and again. A stream
//! that closes (a restart, a long game during which the bot did not listen) is opened again by
//! the caller; without one it asks every half second as before.

use std::net::TcpStream;
use std::time::{Duration, Instant};

use racetrack_api::TournamentEvent;
use tungstenite::stream::MaybeTlsStream;
use tungstenite::{Message, WebSocket};

/// How long one read waits, so that Ctrl-C is seen between two reads.
const READ_WAIT: Duration = Duration::from_secs(1);

/// The tournament's stream, open.
pub(crate) struct TournamentLive {
    socket: WebSocket<MaybeTlsStream<TcpStream>>,
}

/// Why the stream is no use any more: closed, or failed.
#[derive(Debug)]
pub(crate) struct Lost;

impl TournamentLive {
    /// Opens tournament `id`'s stream on the server at `base` (`http://…` or `https://…`).
    pub(crate) fn open(base: &str, id: &str) -> Option<TournamentLive> {
        let scheme = if base.starts_with("https://") {
            "wss://"
        } else {
            "ws://"
        };
        let host = base.split_once("://").map_or(base, |(_, rest)| rest);
        let url = format!("{scheme}{host}/api/v1/tournaments/{id}/live");
        let (socket, _) = tungstenite::connect(url).ok()?;
        let timeout = Some(READ_WAIT);
        let set = match socket.get_ref() {
            MaybeTlsStream::Plain(tcp) => tcp.set_read_timeout(timeout),
            MaybeTlsStream::Rustls(tls) => tls.get_ref().set_read_timeout(timeout),
            _ => Ok(()),
        };
        set.ok()?;
        Some(TournamentLive { socket })
    }

    /// Waits up to `most` for news that matters to the player named `me` (a game of theirs
    /// begun, the tournament's state changed), or until `stop` says to stop: Ok either way;
    /// `Lost` when the stream closed.
    pub(crate) fn wait(
        &mut self,
        me: &str,
        most: Duration,
        stop: impl Fn() -> bool,
    ) -> Result<(), Lost> {
        let began = Instant::now();
        while began.elapsed() < most && !stop() {
            match self.socket.read() {
                Ok(Message::Text(text)) => {
                    if matters(&text, me) {
                        return Ok(());
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
        Ok(())
    }
}

/// Whether the stream's message `text` matters to the player named `me`.
fn matters(text: &str, me: &str) -> bool {
    match serde_json::from_str::<TournamentEvent>(text) {
        Ok(TournamentEvent::Paired(game)) => game.players.iter().any(|p| p == me),
        Ok(TournamentEvent::State(_)) => true,
        Ok(TournamentEvent::Standings(_) | TournamentEvent::Result(_)) | Err(_) => false,
    }
}

#[cfg(test)]
mod tests {
    use super::matters;

    #[test]
    fn only_the_players_own_pairings_and_the_state_matter() {
        let paired = |players: &str| {
            format!(
                r#"{{"paired":{{"id":"g1","race":0,"players":{players},"places":[],"over":false}}}}"#
            )
        };
        assert!(matters(&paired(r#"["Ann","Bob"]"#), "Bob"));
        assert!(!matters(&paired(r#"["Ann","Cy"]"#), "Bob"));
        assert!(matters(r#"{"state":"over"}"#, "Bob"));
        assert!(!matters(r#"{"standings":[]}"#, "Bob"));
        assert!(!matters("not json", "Bob"));
    }
}
