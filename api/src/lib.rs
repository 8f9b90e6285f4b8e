//! The game server's API as types: what the server sends (its answers and its live streams' events) and what its clients (the page, the
//! command line's `online`, the load generator) read, one definition each. With the `openapi`
//! feature each type is also an OpenAPI schema, from which the server's document is made.

mod boards;
mod errors;
mod games;
mod live;
mod pairing;
mod players;
mod push;
mod record;
pub mod site;
#[cfg(feature = "sqlx")]
mod store;
mod tournaments;
mod tracks;

pub use boards::{BOARD_ROWS, BoardEntry, BoardPlace, BoardView, NewRun, RunKept};
pub use errors::{ErrorBody, ErrorCode, is_success};
pub use games::{
    AddBot, BotSkill, BotTurn, CarStatus, CarView, ChatSent, GameList, GameState, GameSummary,
    GameView, JoinGame, MAX_TITLE_CHARS, MyGames, NewChat, NewGame, NewMove, RatingChange,
    Standing, UnknownState,
};
pub use live::{GameEvent, Happened, LiveEvent};
pub use pairing::{
    PAIRING_SECONDS, PairingRequest, PairingState, PairingStatus, PlayerEvent, PoolKind,
};
pub use players::{
    NewPlayer, PROVISIONAL_RD, PlayerMade, PlayerProfile, PlayerView, RatingPoint, StreamHello,
};
pub use push::{PushEndpoint, PushKey, PushKeys, PushKind, PushMessage, PushSubscription};
pub use record::RaceRecord;
pub use tournaments::{
    EntrantState, NewTournament, TournamentEvent, TournamentGame, TournamentKind, TournamentList,
    TournamentRow, TournamentState, TournamentSummary, TournamentTrack, TournamentView,
    TournamentYou,
};
pub use tracks::{
    MAX_DESCRIPTION_CHARS, MAX_REASON_CHARS, NewReport, NewTrack, NewVote, TRACK_NAME_CHARS,
    TRACKS_PER_PAGE, TrackList, TrackSummary, TrackView,
};
