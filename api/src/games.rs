//! Online games: a game's whole view, its summary in a list, and the bodies that make, join and
//! play one.

use std::fmt;
use std::str::FromStr;

pub use racetrack::race::CarStatus;
pub use racetrack::race::record::Honour;
use serde::{Deserialize, Serialize};

/// Where a game stands.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum GameState {
    /// Made, waiting for its seats to fill (where every game begins).
    #[default]
    Open,
    /// Every seat taken: rounds are being played.
    Running,
    /// Finished: the standings are final.
    Over,
}

impl GameState {
    /// Every state, in the order a game goes through them.
    pub const ALL: [GameState; 3] = [GameState::Open, GameState::Running, GameState::Over];

    /// Its name in the API and the store: `open`, `running` or `over`.
    pub const fn as_str(self) -> &'static str {
        match self {
            GameState::Open => "open",
            GameState::Running => "running",
            GameState::Over => "over",
        }
    }
}

impl fmt::Display for GameState {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A name that is no game state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownState(pub String);

impl fmt::Display for UnknownState {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?} is no game state (open, running or over)", self.0)
    }
}

impl std::error::Error for UnknownState {}

impl FromStr for GameState {
    type Err = UnknownState;

    fn from_str(name: &str) -> Result<Self, Self::Err> {
        GameState::ALL
            .into_iter()
            .find(|s| s.as_str() == name)
            .ok_or_else(|| UnknownState(name.to_owned()))
    }
}

/// A game as `GET /api/v1/games/{id}` shows it (and the answers that change a game): what a car
/// chose stays secret until the round resolves, a view says only whether it has chosen.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct GameView {
    /// Its id (in URLs).
    pub id: String,
    /// Where it stands.
    pub state: GameState,
    /// The track's text. In a night game that is not over, the grid as the viewer sees it:
    /// the cells their car lights as the track file writes them, every other cell `?` (a
    /// spectator sees none), without the moving elements' lines.
    pub track: String,
    /// Night: until the game is over each player is sent only the cells their car lights.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub night: bool,
    /// Karopapier's honour rules its players agreed to keep (not checked), when it has them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(schema_with = honour_schema))]
    pub honour: Option<Honour>,
    /// Night, a seat to choose: the points its car may be placed on or move to this round (the
    /// viewer does not see all the cells a move passes, so the server says which are legal).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub options: Vec<[i32; 2]>,
    /// `strict`, `soft` or `karopapier` (one car at a time, in a new random order each round;
    /// a crash puts the car back `crash_penalty` moves).
    pub rules: String,
    /// Seats, 2 to 8.
    pub seats: usize,
    /// Seconds a round lasts.
    pub move_seconds: u64,
    /// Turns a crashed car sits out (Karopapier's rules: the moves it is put back, ZZZ).
    pub crash_penalty: u32,
    /// Listed in the lobby (else by invite).
    pub public: bool,
    /// Whether its result changes the players' ratings.
    #[serde(default)]
    pub rated: bool,
    /// The track's name it was made with, if any.
    #[serde(default)]
    pub title: Option<String>,
    /// The tournament it is a game of (`GET /api/v1/tournaments/{id}`), if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tournament: Option<String>,
    /// Whether its spectators (players without a seat) may chat.
    #[serde(default)]
    pub spectator_chat: bool,
    /// The round being chosen (0 before the start).
    pub round: u32,
    /// One car at a time (Karopapier's rules, where each of the API's rounds is one car's
    /// turn): the race's round, from 1, in which every car still racing moves once in an order
    /// drawn anew; absent when every car moves in every round, and before the start.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub race_round: Option<u32>,
    /// When the round resolves without the missing moves, in the server's ms since the epoch.
    pub deadline_ms: Option<i64>,
    /// The server's clock when it answered (ms since the epoch).
    pub now_ms: i64,
    /// The number of its last event (the live stream's `seq`).
    pub seq: i64,
    /// The name of the player who made it (seat 0).
    pub creator: Option<String>,
    /// The viewer's seat, when the request's token has one.
    pub you: Option<usize>,
    /// The invite code, for seated players only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub invite: Option<String>,
    /// The seat just taken (in `POST /games/{id}/join`'s answer only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seat: Option<usize>,
    /// Whether the viewer may take a seat without the invite code (a rematch of a game they
    /// played).
    #[serde(default)]
    pub invited: bool,
    /// The rematch made after this game, once a player made one: its id.
    #[serde(default)]
    pub rematch: Option<String>,
    /// The finished game this one is a rematch of: its id.
    #[serde(default)]
    pub rematch_of: Option<String>,
    /// The cars, seat 0 first.
    pub cars: Vec<CarView>,
    /// The standings (empty before the start).
    pub standings: Vec<Standing>,
    /// A rated game over: each player's rating before and after it, once applied (empty
    /// otherwise).
    #[serde(default)]
    pub ratings: Vec<RatingChange>,
}

/// A player's rating before and after a rated game, rounded to whole points.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct RatingChange {
    /// The player's name.
    pub name: String,
    /// The rating before the game (1500 before a first rated game).
    pub before: i64,
    /// The rating after it.
    pub after: i64,
    /// Whether the rating before was provisional (its deviation over
    /// [`crate::PROVISIONAL_RD`]: too few rated games to be sure of it).
    pub was_provisional: bool,
    /// Whether the rating after is still provisional.
    pub provisional: bool,
}

/// A car of a game's view.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct CarView {
    /// Its seat, from 0 (its colour).
    pub seat: usize,
    /// Its name in the race (a repeated player name is numbered).
    pub name: String,
    /// Whether a bot (a program) drives it.
    pub bot: bool,
    /// `waiting` (before the start), `placing`, `running`, `sitting-out`, `finished` or
    /// `retired`.
    #[cfg_attr(feature = "openapi", schema(schema_with = car_status_schema))]
    pub state: CarStatus,
    /// Where it stands, `[row, col]`, once placed.
    pub position: Option<[i32; 2]>,
    /// Its velocity, `[rows, cols]` a move.
    pub velocity: [i32; 2],
    /// Moves so far (its score once finished).
    pub moves: usize,
    /// Whether it has chosen this round (never what).
    pub chosen: bool,
    /// Whether it has to choose this round.
    pub to_choose: bool,
    /// Whether its player has a live stream open (the game's, with their token, or their own);
    /// the server's own bots, which play on the server, always are.
    #[serde(default)]
    pub connected: bool,
    /// The skill of the server's own bot driving it (one of the house bots a lonely player is
    /// paired with or a game's creator seats), so a page can name it in its reader's language.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub house: Option<BotSkill>,
    /// Its positions, the start first. Under Karopapier's rules a crash puts the car back on
    /// an earlier point: that point is added again, and its index is in `resets`.
    pub trajectory: Vec<[i32; 2]>,
    /// Karopapier's rules: the indexes in `trajectory` where a crash put the car back, in
    /// order. The car drives on from its last reset at speed 0; the step to a reset is a jump,
    /// not a move.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub resets: Vec<usize>,
    /// Karopapier's rules: it stands on the track but has not moved yet in this round, so the
    /// car to choose may stop on its point.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub passable: bool,
}

impl CarView {
    /// Whether it stands on the track where the car to choose may not stop.
    pub fn blocks(&self) -> bool {
        self.state.on_track() && !self.trajectory.is_empty() && !self.passable
    }

    /// Its positions since its last reset (all of them without a crash under Karopapier's
    /// rules): the run its velocity and its options come from.
    pub fn run(&self) -> &[[i32; 2]] {
        let from = self.resets.last().copied().unwrap_or(0);
        self.trajectory.get(from..).unwrap_or(&[])
    }
}

/// A car's place in the standings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Standing {
    /// The car's name.
    pub name: String,
    /// Its place from 1 (equal cars share one).
    pub place: usize,
    /// Its moves (its score when finished).
    pub moves: usize,
    /// `finished`, `running`, `sitting-out`, `placing` or `retired`.
    #[cfg_attr(feature = "openapi", schema(schema_with = car_status_schema))]
    pub state: CarStatus,
}

/// The OpenAPI schema of a [`CarStatus`]: a string, one of its names.
#[cfg(feature = "openapi")]
fn car_status_schema() -> utoipa::openapi::Object {
    utoipa::openapi::ObjectBuilder::new()
        .schema_type(utoipa::openapi::schema::Type::String)
        .enum_values(Some(CarStatus::ALL.iter().map(|s| s.name())))
        .build()
}

impl From<&racetrack::race::record::RecordStanding> for Standing {
    fn from(s: &racetrack::race::record::RecordStanding) -> Standing {
        Standing {
            name: s.name.clone(),
            place: s.place,
            moves: s.moves,
            state: s.state,
        }
    }
}

impl From<Standing> for racetrack::race::record::RecordStanding {
    fn from(s: Standing) -> Self {
        Self {
            name: s.name,
            place: s.place,
            moves: s.moves,
            state: s.state,
        }
    }
}

/// A game in a list (the lobby, your games): who plays and where it stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct GameSummary {
    /// Its id.
    pub id: String,
    /// Where it stands.
    pub state: GameState,
    /// `strict` or `soft`.
    pub rules: String,
    /// Seats.
    pub seats: usize,
    /// Seats taken.
    pub taken: usize,
    /// The players' names, seat 0 first.
    pub players: Vec<String>,
    /// For each seat (seat 0 first), the skill of the server's own bot in it, `null` for anyone
    /// else, so a page can name it in its reader's language; left out when no house bot plays.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub houses: Vec<Option<BotSkill>>,
    /// Seconds a round lasts.
    pub move_seconds: u64,
    /// The round being chosen.
    pub round: u32,
    /// One car at a time: the race's round ([`GameView::race_round`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub race_round: Option<u32>,
    /// When the round resolves (server ms since the epoch).
    pub deadline_ms: Option<i64>,
    /// Listed in the lobby.
    pub public: bool,
    /// Whether its result changes the players' ratings.
    #[serde(default)]
    pub rated: bool,
    /// Night: each player sees only the cells their car lights until the game is over.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub night: bool,
    /// The track's name it was made with, if any.
    #[serde(default)]
    pub title: Option<String>,
    /// The track's rows.
    pub rows: usize,
    /// The track's columns.
    pub cols: usize,
    /// Whether it waits for the asking player's move.
    #[serde(default)]
    pub your_turn: bool,
    /// The asking player's place in the final standings, once the game is over (1 is first;
    /// equal cars share a place).
    #[serde(default)]
    pub place: Option<usize>,
}

/// `GET /api/v1/games`: the public games in a state, newest first.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct GameList {
    /// At most 50.
    #[serde(default)]
    pub games: Vec<GameSummary>,
}

/// `GET /api/v1/players/me/games?offset=n`: the games the player sits in, the latest changed
/// first, 50 at a time.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct MyGames {
    /// At most 50, after the `offset` asked for.
    #[serde(default)]
    pub games: Vec<GameSummary>,
    /// How many of the player's games (all of them, not only this page's) wait for their move.
    #[serde(default)]
    pub your_turn: usize,
    /// Whether there are more games after these (ask again with `offset` 50 further on).
    #[serde(default)]
    pub more: bool,
}

/// The longest title a game may have, in characters ([`NewGame::title`]).
pub const MAX_TITLE_CHARS: usize = 60;

/// `POST /api/v1/games`'s body.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct NewGame {
    /// The track's text.
    pub track: String,
    /// `strict` (the default), `soft` or `karopapier` (one car at a time in a new random order
    /// each round; a round time is then each car's time to move).
    #[serde(default = "strict")]
    pub rules: String,
    /// 2 to 8 (at most the track's start points).
    pub seats: i64,
    /// How long a round lasts: 2 seconds to 14 days.
    pub move_seconds: i64,
    /// Turns a crashed car sits out, 0 to 10 (2 by default); under Karopapier's rules the moves
    /// a crash puts the car back (ZZZ).
    #[serde(default = "two")]
    pub crash_penalty: i64,
    /// Listed in the lobby (else by invite).
    #[serde(default)]
    pub public: bool,
    /// Whether the result changes the players' ratings (Glicko-2), applied once at its end.
    #[serde(default)]
    pub rated: bool,
    /// The track's name, shown in the room's heading and the lists (plain text, 1 to 60
    /// characters).
    #[serde(default)]
    pub title: Option<String>,
    /// Whether the game's spectators (players without a seat) may chat (off by default).
    #[serde(default)]
    pub spectator_chat: bool,
    /// Night (Karopapier's night maps; off by default): until the game is over each player is
    /// sent only the cells their own car lights ([`GameView::track`]).
    #[serde(default)]
    pub night: bool,
    /// Whether the track's checkpoints count (`true` unless sent; `false`: its digits are plain
    /// road, as a Karopapier game without checkpoints).
    #[serde(default = "yes")]
    pub checkpoints: bool,
    /// Karopapier's honour rules the players agree to keep (the start direction, crashes on
    /// purpose): shown to everyone and kept in the record, never checked by the server.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(schema_with = honour_schema))]
    pub honour: Option<Honour>,
}

fn yes() -> bool {
    true
}

/// Karopapier's honour rules as the API writes them.
#[cfg(feature = "openapi")]
fn honour_schema() -> utoipa::openapi::Object {
    use utoipa::openapi::ObjectBuilder;
    use utoipa::openapi::schema::Type;
    let names = |values: Vec<&'static str>| {
        ObjectBuilder::new()
            .schema_type(Type::String)
            .enum_values(Some(values))
    };
    ObjectBuilder::new()
        .property(
            "start",
            names(
                racetrack::race::record::StartDirection::ALL
                    .iter()
                    .map(|s| s.name())
                    .collect(),
            ),
        )
        .property(
            "crashes",
            names(
                racetrack::race::record::TacticalCrashes::ALL
                    .iter()
                    .map(|c| c.name())
                    .collect(),
            ),
        )
        .required("start")
        .required("crashes")
        .description(Some(
            "Karopapier's honour rules: `start` free, classic (first away from the finish line) \
             or formula1 (everyone first crosses the finish line); `crashes` free, allowed or \
             forbidden (on purpose). Kept by the players, not checked.",
        ))
        .build()
}

fn strict() -> String {
    "strict".into()
}

fn two() -> i64 {
    2
}

/// `POST /api/v1/games/{id}/moves`'s body: `start` in round 1, `acc` after.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct NewMove {
    /// The round being chosen.
    pub round: i64,
    /// Round 1: the start point, `[row, col]`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start: Option<[i32; 2]>,
    /// After: the acceleration, each of `[row, col]` -1, 0 or 1.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub acc: Option<[i32; 2]>,
}

/// `POST /api/v1/games/{id}/join`'s body (optional).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct JoinGame {
    /// The game's invite code (a public game needs none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub invite: Option<String>,
}

/// `POST /api/v1/games/{id}/bots`' body: one of the server's bots takes a free seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct AddBot {
    /// How well it drives.
    pub skill: BotSkill,
}

/// How well one of the server's bots drives: the engine's drivers, novice to perfect.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum BotSkill {
    /// Often misjudges its speed.
    Novice,
    /// Drives well, not the best line.
    #[default]
    Club,
    /// Nearly the best line.
    Pro,
    /// The fewest moves there are.
    Perfect,
}

impl BotSkill {
    /// Every skill, weakest first.
    pub const ALL: [BotSkill; 4] = [
        BotSkill::Novice,
        BotSkill::Club,
        BotSkill::Pro,
        BotSkill::Perfect,
    ];

    /// Its name in the API (and the engine's driver's).
    pub fn name(self) -> &'static str {
        match self {
            BotSkill::Novice => "novice",
            BotSkill::Club => "club",
            BotSkill::Pro => "pro",
            BotSkill::Perfect => "perfect",
        }
    }

    /// The skill named `name`.
    pub fn of(name: &str) -> Option<BotSkill> {
        BotSkill::ALL.into_iter().find(|s| s.name() == name)
    }
}

/// `POST /api/v1/games/{id}/chat`'s body.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct NewChat {
    /// 1 to 200 characters on one line.
    pub text: String,
}

/// `POST /api/v1/games/{id}/chat`'s answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ChatSent {
    /// The line's event number in the game's live stream.
    pub seq: i64,
}

/// `GET /api/v1/games/{id}/turn`: the asking player's seat as a bot sees it, in the bot
/// protocol's own lines (docs/bot-protocol.md).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct BotTurn {
    /// Where the game stands.
    pub state: GameState,
    /// The protocol's `start` line, once the race runs.
    #[cfg_attr(feature = "openapi", schema(value_type = Option<Object>))]
    pub start: Option<racetrack::bots::protocol::Start>,
    /// The protocol's `turn` line when the seat has to choose this round.
    #[cfg_attr(feature = "openapi", schema(value_type = Option<Object>))]
    pub turn: Option<racetrack::bots::protocol::Turn>,
    /// The car's positions, the start first.
    pub trajectory: Vec<[i32; 2]>,
    /// Under Karopapier's rules, the indices in `trajectory` where a crash put the car back (its
    /// run, what its velocity follows, begins at the last).
    #[serde(default)]
    pub resets: Vec<usize>,
}
