//! The API's refusals: `{"error": code, "message": words}`, the code one of [`ErrorCode`].

use std::fmt;

use serde::{Deserialize, Serialize};

/// A refusal's body: a code a program can branch on and words for a person.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ErrorBody {
    /// A short code a program can branch on (`malformed`, `unauthorized`, `not_found`...).
    pub error: ErrorCode,
    /// Words for a person.
    pub message: String,
    /// The track the refusal points to, by id: a duplicate's published copy (absent otherwise).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub track: Option<String>,
}

/// What a refusal is about, with the status it comes with (a code a newer server sends that
/// this build does not know reads as [`ErrorCode::Other`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    /// The body or a parameter is not what the endpoint takes (400).
    Malformed,
    /// No token, or one nobody has (401).
    Unauthorized,
    /// No such game, player, board or path (404).
    NotFound,
    /// The path does not take that method (405).
    MethodNotAllowed,
    /// The request was not sent in time (408).
    RequestTimeout,
    /// A body over the limit (413).
    TooLarge,
    /// Too many requests; try again after Retry-After (429).
    TooManyRequests,
    /// Too many connections from one address (429).
    TooManyConnections,
    /// Too many live streams (429).
    TooManyStreams,
    /// The database did not answer (503).
    Unavailable,
    /// A name that is empty, too long or not allowed (422).
    BadName,
    /// A name another player has (or one that looks like it) (409).
    NameTaken,
    /// A game's title too long or with control characters (422).
    BadTitle,
    /// A track the engine does not read (422).
    BadTrack,
    /// A track over the size limit (422).
    TrackTooLarge,
    /// Rules other than strict or soft (422).
    BadRules,
    /// Seats outside 2 to the limit (422).
    BadSeats,
    /// Fewer start points than seats (422).
    TooFewStarts,
    /// A round time outside the limits (422).
    BadMoveTime,
    /// A crash penalty outside the limits (422).
    BadPenalty,
    /// A game the engine cannot start (422).
    BadGame,
    /// Pairing for a kind the pool does not take (422).
    BadKind,
    /// A chat line empty, too long or with control characters (422).
    BadChat,
    /// A push subscription that is not one (422).
    BadSubscription,
    /// A move the rules refuse (422).
    IllegalMove,
    /// A run the rules refuse (422).
    IllegalRun,
    /// A run that does not end on a finish point (422).
    UnfinishedRun,
    /// A run over the limit of moves (422).
    RunTooLong,
    /// The player sits in as many games not over as a player may (409).
    TooManyGames,
    /// The server has as many players as it takes (503).
    TooManyPlayers,
    /// The game's seats are taken or it started (409).
    NotOpen,
    /// A game started with fewer than two players (409).
    TooFewPlayers,
    /// A game whose state cannot be played on (409).
    Broken,
    /// The game is not running (409).
    NotRunning,
    /// The car is out of the race (409).
    OutOfRace,
    /// The game is not over (409).
    NotOver,
    /// The round was already resolved (409).
    RoundOver,
    /// A move for another round (409).
    WrongRound,
    /// A move already chosen this round (409).
    AlreadyChosen,
    /// It is not this car's turn (409).
    NotYourTurn,
    /// An invite code that is not the game's (403).
    BadInvite,
    /// Only the game's creator may do that (403).
    NotCreator,
    /// The creator cannot leave an open game (409).
    CreatorLeaves,
    /// The player has no seat in the game (403).
    NotAPlayer,
    /// A run sent for a board whose track or rules differ (409).
    BoardConflict,
    /// Asked before it can be answered (409).
    NotYet,
    /// A track's description too long or with control characters (422).
    BadDescription,
    /// A report's reason empty, too long or with control characters (422).
    BadReason,
    /// A vote outside 1 to 5 stars (422).
    BadStars,
    /// A track whose finish cannot be reached under its rules (422).
    Unsolvable,
    /// A track published already, under the same rules (409).
    Duplicate,
    /// More publications in a day than a player may make (429).
    TooManyTracks,
    /// A vote for one's own track (403).
    OwnTrack,
    /// A track the player reported already (409).
    Reported,
    /// Only the track's author may do that (403).
    NotAuthor,
    /// A tournament's settings refused; the message names the field (422).
    BadTournament,
    /// More tournaments made in a day than a player may make (429).
    TooManyTournaments,
    /// Joining the tournament has closed (409).
    JoiningClosed,
    /// Every seat of the tournament is taken (409).
    TournamentFull,
    /// The player has not joined the tournament (403).
    NotEntered,
    /// A code this build does not know (never sent by this server).
    #[serde(other)]
    Other,
}

/// Whether an HTTP status is a success (2xx): the answer is the endpoint's own type; any other
/// status comes with an [`ErrorBody`], read by its [`ErrorCode`].
pub fn is_success(status: u16) -> bool {
    (200..300).contains(&status)
}

impl ErrorCode {
    /// Every code this server sends.
    pub const ALL: [ErrorCode; 60] = [
        ErrorCode::Malformed,
        ErrorCode::Unauthorized,
        ErrorCode::NotFound,
        ErrorCode::MethodNotAllowed,
        ErrorCode::RequestTimeout,
        ErrorCode::TooLarge,
        ErrorCode::TooManyRequests,
        ErrorCode::TooManyConnections,
        ErrorCode::TooManyStreams,
        ErrorCode::Unavailable,
        ErrorCode::BadName,
        ErrorCode::NameTaken,
        ErrorCode::BadTitle,
        ErrorCode::BadTrack,
        ErrorCode::TrackTooLarge,
        ErrorCode::BadRules,
        ErrorCode::BadSeats,
        ErrorCode::TooFewStarts,
        ErrorCode::BadMoveTime,
        ErrorCode::BadPenalty,
        ErrorCode::BadGame,
        ErrorCode::BadKind,
        ErrorCode::BadChat,
        ErrorCode::BadSubscription,
        ErrorCode::IllegalMove,
        ErrorCode::IllegalRun,
        ErrorCode::UnfinishedRun,
        ErrorCode::RunTooLong,
        ErrorCode::TooManyGames,
        ErrorCode::TooManyPlayers,
        ErrorCode::NotOpen,
        ErrorCode::TooFewPlayers,
        ErrorCode::Broken,
        ErrorCode::NotRunning,
        ErrorCode::OutOfRace,
        ErrorCode::NotOver,
        ErrorCode::RoundOver,
        ErrorCode::WrongRound,
        ErrorCode::AlreadyChosen,
        ErrorCode::NotYourTurn,
        ErrorCode::BadInvite,
        ErrorCode::NotCreator,
        ErrorCode::CreatorLeaves,
        ErrorCode::NotAPlayer,
        ErrorCode::BoardConflict,
        ErrorCode::NotYet,
        ErrorCode::BadDescription,
        ErrorCode::BadReason,
        ErrorCode::BadStars,
        ErrorCode::Unsolvable,
        ErrorCode::Duplicate,
        ErrorCode::TooManyTracks,
        ErrorCode::OwnTrack,
        ErrorCode::Reported,
        ErrorCode::NotAuthor,
        ErrorCode::BadTournament,
        ErrorCode::TooManyTournaments,
        ErrorCode::JoiningClosed,
        ErrorCode::TournamentFull,
        ErrorCode::NotEntered,
    ];

    /// Its name as the body writes it.
    pub fn name(self) -> &'static str {
        match self {
            ErrorCode::Malformed => "malformed",
            ErrorCode::Unauthorized => "unauthorized",
            ErrorCode::NotFound => "not_found",
            ErrorCode::MethodNotAllowed => "method_not_allowed",
            ErrorCode::RequestTimeout => "request_timeout",
            ErrorCode::TooLarge => "too_large",
            ErrorCode::TooManyRequests => "too_many_requests",
            ErrorCode::TooManyConnections => "too_many_connections",
            ErrorCode::TooManyStreams => "too_many_streams",
            ErrorCode::Unavailable => "unavailable",
            ErrorCode::BadName => "bad_name",
            ErrorCode::NameTaken => "name_taken",
            ErrorCode::BadTitle => "bad_title",
            ErrorCode::BadTrack => "bad_track",
            ErrorCode::TrackTooLarge => "track_too_large",
            ErrorCode::BadRules => "bad_rules",
            ErrorCode::BadSeats => "bad_seats",
            ErrorCode::TooFewStarts => "too_few_starts",
            ErrorCode::BadMoveTime => "bad_move_time",
            ErrorCode::BadPenalty => "bad_penalty",
            ErrorCode::BadGame => "bad_game",
            ErrorCode::BadKind => "bad_kind",
            ErrorCode::BadChat => "bad_chat",
            ErrorCode::BadSubscription => "bad_subscription",
            ErrorCode::IllegalMove => "illegal_move",
            ErrorCode::IllegalRun => "illegal_run",
            ErrorCode::UnfinishedRun => "unfinished_run",
            ErrorCode::RunTooLong => "run_too_long",
            ErrorCode::TooManyGames => "too_many_games",
            ErrorCode::TooManyPlayers => "too_many_players",
            ErrorCode::NotOpen => "not_open",
            ErrorCode::TooFewPlayers => "too_few_players",
            ErrorCode::Broken => "broken",
            ErrorCode::NotRunning => "not_running",
            ErrorCode::OutOfRace => "out_of_race",
            ErrorCode::NotOver => "not_over",
            ErrorCode::RoundOver => "round_over",
            ErrorCode::WrongRound => "wrong_round",
            ErrorCode::AlreadyChosen => "already_chosen",
            ErrorCode::NotYourTurn => "not_your_turn",
            ErrorCode::BadInvite => "bad_invite",
            ErrorCode::NotCreator => "not_creator",
            ErrorCode::CreatorLeaves => "creator_leaves",
            ErrorCode::NotAPlayer => "not_a_player",
            ErrorCode::BoardConflict => "board_conflict",
            ErrorCode::NotYet => "not_yet",
            ErrorCode::BadDescription => "bad_description",
            ErrorCode::BadReason => "bad_reason",
            ErrorCode::BadStars => "bad_stars",
            ErrorCode::Unsolvable => "unsolvable",
            ErrorCode::Duplicate => "duplicate",
            ErrorCode::TooManyTracks => "too_many_tracks",
            ErrorCode::OwnTrack => "own_track",
            ErrorCode::Reported => "reported",
            ErrorCode::NotAuthor => "not_author",
            ErrorCode::BadTournament => "bad_tournament",
            ErrorCode::TooManyTournaments => "too_many_tournaments",
            ErrorCode::JoiningClosed => "joining_closed",
            ErrorCode::TournamentFull => "tournament_full",
            ErrorCode::NotEntered => "not_entered",
            ErrorCode::Other => "other",
        }
    }
}

impl fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_code_reads_back_from_its_name_and_an_unknown_one_as_other() {
        for code in ErrorCode::ALL {
            let json = serde_json::to_string(&code).unwrap();
            assert_eq!(json, format!("\"{}\"", code.name()));
            assert_eq!(serde_json::from_str::<ErrorCode>(&json).unwrap(), code);
        }
        assert_eq!(
            serde_json::from_str::<ErrorCode>("\"from_the_future\"").unwrap(),
            ErrorCode::Other
        );
    }
}
