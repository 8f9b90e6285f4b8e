//! World leaderboards: after a solo win on any track, the run can be sent to the track's world
//! board on the game server (`POST /api/v1/runs`), which replays it and answers its rank.

use crate::ui::app::App;
use serde_json::Value;

use crate::ui::msg::Effect;
use crate::ui::online::api::{self, ApiCall, Method};
use crate::ui::play::Session;

/// A run sent to the world board, and what became of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sent {
    /// The game it was won in (its session's generation) and its moves.
    pub run: (u64, usize),
    /// What the win box says of it.
    pub words: String,
    /// Whether it is kept or on its way (`false`: refused, it may be sent again).
    pub kept: bool,
}

/// Whether the win box offers "Send to the world board": a solo win, not sent yet, by a
/// player who has an online player (made on the Race online page of this server).
pub fn can_send(s: &Session, app: &App) -> bool {
    if app.client.identity.is_none() {
        return false;
    }
    let won = s.game.state().is_won();
    let sent = s
        .world_sent
        .as_ref()
        .is_some_and(|sent| sent.kept && sent.run == (s.generation, s.game.moves()));
    won && s.solo() && !sent
}

/// What became of the run sent, on this game.
pub fn status(s: &Session) -> Option<String> {
    let sent = s.world_sent.as_ref()?;
    (sent.run == (s.generation, s.game.moves()) && s.game.state().is_won())
        .then(|| sent.words.clone())
}

/// Says `words` of the run; `kept`: it is sent or on its way (else it may be sent again).
fn say(s: &mut Session, words: impl Into<String>, kept: bool) {
    s.world_sent = Some(Sent {
        run: (s.generation, s.game.moves()),
        words: words.into(),
        kept,
    });
}

/// Sends the won run.
pub(crate) fn send(s: &mut Session, app: &mut App) -> Vec<Effect> {
    if !can_send(s, app) {
        return Vec::new();
    }
    let body = api::body_of(racetrack_api::NewRun {
        track: s.game.track().to_string(),
        rules: s.game.rules().name().to_owned(),
        trajectory: s.game.trajectory().iter().map(|p| [p.row, p.col]).collect(),
        assisted: s.assists.any(),
    });
    let sending = app.words.get("world-sending");
    say(s, sending, true);
    vec![api::request(
        app,
        ApiCall::Run,
        Method::Post,
        "/runs",
        Some(body),
    )]
}

/// The server's answer (`status` 0: no server).
pub(crate) fn answered(
    s: &mut Session,
    words: &crate::ui::i18n::Words,
    status: u16,
    value: &Value,
) -> Vec<Effect> {
    let kept = api::ok(status);
    let run = api::decoded::<racetrack_api::RunKept>(value).filter(|_| kept);
    let said = match (status, run) {
        (api::NO_ANSWER, _) => words.get("world-no-server"),
        (_, Some(run)) => words.with(
            if run.assisted {
                "world-kept-assisted"
            } else {
                "world-kept"
            },
            &[("rank", run.rank.into()), ("moves", run.moves.into())],
        ),
        _ if api::code(status, value) == Some(racetrack_api::ErrorCode::Unauthorized) => {
            words.get("online-unknown-key")
        }
        _ => words.with(
            "world-not-kept",
            &[("why", api::refusal(words, status, value).into())],
        ),
    };
    let words = said;
    say(s, words, kept);
    Vec::new()
}
