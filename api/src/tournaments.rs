//! Tournaments (`/api/v1/tournaments`): arenas (pairings for a fixed time) and Grand Prix
//! series (every entrant races every track of a list), their bodies and views.

use serde::{Deserialize, Serialize};

/// Which kind of tournament.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum TournamentKind {
    /// For a fixed time, players free are paired two by two; a win scores 2, a draw 1, and
    /// after two wins in a row each further win scores double.
    Arena,
    /// Every entrant races every track of the list, in groups of at most 8 by rating, for
    /// 25, 18, 15, 12, 10, 8, 6, 4, 2 and 1 points by place.
    GrandPrix,
}

impl TournamentKind {
    /// Its name as the API writes it.
    pub fn as_str(self) -> &'static str {
        match self {
            TournamentKind::Arena => "arena",
            TournamentKind::GrandPrix => "grand_prix",
        }
    }
}

/// `POST /api/v1/tournaments`: a new tournament.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct NewTournament {
    /// Arena or Grand Prix.
    pub kind: TournamentKind,
    /// Its name, 3 to 60 characters.
    pub name: String,
    /// When it starts (the server's ms since the epoch), from now to 30 days ahead.
    pub starts_ms: i64,
    /// An arena's length, 10 to 180 minutes (none for a Grand Prix).
    #[serde(default)]
    pub minutes: Option<u32>,
    /// Its tracks, in the order they are raced (an arena 1 to 20, a Grand Prix 2 to 20): each a
    /// published track's id (`GET /api/v1/tracks/{id}`) or a track's text (the track format,
    /// or a Karopapier mapcode), alone or named (`{"name", "track"}`).
    pub tracks: Vec<TournamentTrack>,
    /// `strict` (the default), `soft` or `karopapier`.
    #[serde(default = "strict")]
    pub rules: String,
    /// Seconds a round lasts.
    pub move_seconds: i64,
    /// Whether its games change the players' ratings.
    #[serde(default)]
    pub rated: bool,
    /// The most players, 2 to 1000.
    pub max_players: u32,
    /// Whether bots (programs playing through the API) may join.
    #[serde(default)]
    pub bots: bool,
    /// Whether its maker is entered at once, as `POST /tournaments/{id}/join` enters a player
    /// (a bot only where bots may join).
    #[serde(default)]
    pub join: bool,
}

/// A track of a new tournament.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(untagged)]
pub enum TournamentTrack {
    /// A published track's id (raced under its name), or a track's text ("Track N").
    Plain(String),
    /// A track's text (or a published track's id) raced under `name` (3 to 60 characters).
    Named {
        /// The name it is raced under.
        name: String,
        /// Its text, or a published track's id.
        track: String,
    },
}

fn strict() -> String {
    "strict".into()
}

/// Where a tournament stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum TournamentState {
    /// Not started: players may join.
    Upcoming,
    /// Under way.
    Running,
    /// Finished: the table is final.
    Over,
}

impl TournamentState {
    /// Its name as the API writes it.
    pub fn as_str(self) -> &'static str {
        match self {
            TournamentState::Upcoming => "upcoming",
            TournamentState::Running => "running",
            TournamentState::Over => "over",
        }
    }
}

/// A tournament in a list.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct TournamentSummary {
    /// Its id (in URLs).
    pub id: String,
    /// Arena or Grand Prix.
    pub kind: TournamentKind,
    /// Its name.
    pub name: String,
    /// When it starts (the server's ms since the epoch).
    pub starts_ms: i64,
    /// When it ends: an arena's end; a Grand Prix's once its last race is over.
    pub ends_ms: Option<i64>,
    /// Players who joined.
    pub players: u32,
    /// Where it stands.
    pub state: TournamentState,
}

/// `GET /api/v1/tournaments`: the tournaments asked for, the soonest first.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct TournamentList {
    /// The tournaments (at most 100).
    pub tournaments: Vec<TournamentSummary>,
    /// The server's clock when it answered.
    pub now_ms: i64,
}

/// A row of a tournament's table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct TournamentRow {
    /// The player's name.
    pub name: String,
    /// Their rank (players equal on every tie-break share one).
    pub rank: u32,
    /// Their points.
    pub points: u32,
    /// Games (an arena) or races (a Grand Prix) finished.
    pub games: u32,
    /// Games or races won.
    pub wins: u32,
    /// An arena: on a streak, the next win scores double (the flame).
    pub streak: bool,
    /// Whether they are a bot.
    pub bot: bool,
    /// Whether they left (their points stay).
    #[serde(default)]
    pub left: bool,
}

/// A tournament's game and its players' results.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct TournamentGame {
    /// The game's id (`GET /api/v1/games/{id}`).
    pub id: String,
    /// The track's place in the tournament's list, from 0 (a Grand Prix: the race).
    pub race: u32,
    /// The players, by seat.
    pub players: Vec<String>,
    /// Each player's place once the game is over (`None`: did not finish); empty before.
    pub places: Vec<Option<u32>>,
    /// Whether it is over.
    pub over: bool,
}

/// Where a player stands in a tournament.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum EntrantState {
    /// Free: paired with the next free player (an arena), or in the next race.
    Waiting,
    /// In a game of the tournament.
    Playing,
    /// Paused: not paired until they come back (an arena).
    Paused,
    /// Left: never paired again; their points stay.
    Left,
}

impl EntrantState {
    /// Its name as the store and the API write it.
    pub fn as_str(self) -> &'static str {
        match self {
            EntrantState::Waiting => "waiting",
            EntrantState::Playing => "playing",
            EntrantState::Paused => "paused",
            EntrantState::Left => "left",
        }
    }
}

/// The viewer in a tournament they joined.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct TournamentYou {
    /// Waiting, playing, paused or left.
    pub state: EntrantState,
    /// The game they are playing, if any.
    pub game: Option<String>,
}

/// `GET /api/v1/tournaments/{id}`: a tournament, its table and its games.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct TournamentView {
    /// Its id (in URLs).
    pub id: String,
    /// Arena or Grand Prix.
    pub kind: TournamentKind,
    /// Its name.
    pub name: String,
    /// Who made it (`None`: the server's own).
    pub creator: Option<String>,
    /// When it starts (the server's ms since the epoch).
    pub starts_ms: i64,
    /// An arena's end; a Grand Prix's once its last race is over.
    pub ends_ms: Option<i64>,
    /// An arena's length in minutes.
    pub minutes: Option<u32>,
    /// Its tracks' names (the name given, a published track's, or "Track N").
    pub tracks: Vec<String>,
    /// `strict`, `soft` or `karopapier`.
    pub rules: String,
    /// Seconds a round lasts.
    pub move_seconds: i64,
    /// Whether its games change the players' ratings.
    pub rated: bool,
    /// The most players.
    pub max_players: u32,
    /// Whether bots may join.
    pub bots: bool,
    /// Where it stands.
    pub state: TournamentState,
    /// Until when a player may join (a Grand Prix: its start; an arena: 80% of its time).
    pub join_until_ms: i64,
    /// A Grand Prix: the races run so far (the one under way counted).
    pub races: u32,
    /// A Grand Prix between two races: when the next one starts.
    pub next_race_ms: Option<i64>,
    /// The table, first place first.
    pub standings: Vec<TournamentRow>,
    /// Its games, the latest first (at most 200).
    pub games: Vec<TournamentGame>,
    /// The viewer, when their token names an entrant.
    pub you: Option<TournamentYou>,
    /// The server's clock when it answered.
    pub now_ms: i64,
}

/// What a tournament's live stream (`GET /api/v1/tournaments/{id}/live`) sends: one JSON
/// object per message, its one key naming it. On connecting: `state`, `standings` and a
/// `paired` for each game under way; then each change as the server sees it.
///
/// ```json
/// {"standings": [{"name": "ada", "rank": 1, "points": 4, "games": 2, "wins": 2, "streak": true, "bot": false, "left": false}]}
/// {"paired": {"id": "K3M9QX2A", "race": 3, "players": ["ada", "bob"], "places": [], "over": false}}
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum TournamentEvent {
    /// Where the tournament stands (sent when it changes: it started, it is over).
    State(TournamentState),
    /// The table, first place first (the view's rows), whenever it changes.
    Standings(Vec<TournamentRow>),
    /// A game began: its id, its race (an arena's pairing number, a Grand Prix's race) and
    /// its players.
    Paired(TournamentGame),
    /// A game ended: its players' places (`null`: did not finish).
    Result(TournamentGame),
}

impl TournamentEvent {
    /// The event as the stream sends it: one line of JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a tournament event serialises")
    }
}
