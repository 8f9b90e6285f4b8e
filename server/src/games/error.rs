//! Why the game logic refuses a request: one variant per refusal, with the words a person
//! reads. The API maps each to its HTTP status and code once (`api::games`); nothing here
//! speaks HTTP.

use racetrack::race::{MAX_CARS, MAX_CRASH_PENALTY};

use super::chat::{CHAT_BURST, MAX_CHAT_CHARS};
use super::{MAX_MOVE_SECONDS, MIN_MOVE_SECONDS};

/// A refusal of the game logic, or a store that did not answer.
#[derive(Debug, thiserror::Error)]
pub enum GameError {
    /// No game has this id.
    #[error("There is no game {0}.")]
    NoGame(String),
    /// Seats out of 2..=[`MAX_CARS`].
    #[error("A game has 2 to {MAX_CARS} seats, not {0}.")]
    BadSeats(i64),
    /// Fewer start points than seats.
    #[error("The track has {starts} start points, fewer than the {seats} seats.")]
    TooFewStarts {
        /// The track's start points.
        starts: usize,
        /// The seats asked for.
        seats: i64,
    },
    /// A round's length out of [`MIN_MOVE_SECONDS`]..=[`MAX_MOVE_SECONDS`].
    #[error(
        "A round lasts {MIN_MOVE_SECONDS} seconds to 14 days ({MAX_MOVE_SECONDS} s), not {0} s."
    )]
    BadMoveTime(i64),
    /// A crash penalty out of 0..=[`MAX_CRASH_PENALTY`].
    #[error("The crash penalty is 0 to {MAX_CRASH_PENALTY} turns, not {0}.")]
    BadPenalty(i64),
    /// Joining a game that has started.
    #[error("This game has started: its seats are taken.")]
    SeatsTaken,
    /// Starting a game that has started.
    #[error("This game has already started.")]
    AlreadyStarted,
    /// Joining an invite-only game without its code.
    #[error("This game is by invitation: its invite code is needed to join.")]
    BadInvite,
    /// The creator leaving their own game (they cancel it).
    #[error("You made this game: cancel it instead of leaving it.")]
    CreatorLeaves,
    /// Starting a game one did not make.
    #[error("Only the game's creator starts it.")]
    NotCreator,
    /// Starting a game with one player.
    #[error("A game starts with at least 2 players; send the invite to someone.")]
    TooFewPlayers,
    /// The race cannot be set up (the engine's words).
    #[error("The game cannot start: {0}.")]
    CannotStart(String),
    /// A move in a game that has not started.
    #[error("This game has not started yet.")]
    NotStarted,
    /// A move in a game that is over.
    #[error("This game is over.")]
    Over,
    /// The car has finished, retired or resigned.
    #[error("Your car is out of the race already: it finished, retired or resigned.")]
    OutOfRace,
    /// A rematch follows a finished game only.
    #[error("This game is not over yet: a rematch follows a finished game.")]
    NotOver,
    /// A move after the round's deadline.
    #[error("Round {0}'s time is up: it is being resolved without your move.")]
    RoundOver(i64),
    /// A move for another round.
    #[error("This is round {round}, not round {sent}.")]
    WrongRound {
        /// The round being chosen.
        round: i64,
        /// The round the move was for.
        sent: i64,
    },
    /// A second move in one round.
    #[error("You have already chosen your move this round.")]
    AlreadyChosen,
    /// A move from a car that does not move this round (the engine's words).
    #[error("Your car does not move this round: {0}.")]
    NotYourTurn(String),
    /// A move the rules refuse (the engine's words).
    #[error("{0}.")]
    IllegalMove(String),
    /// A move (or a bot's look at its turn) from someone without a seat.
    #[error("You have no seat in this game.")]
    NoSeat,
    /// A chat line from someone without a seat.
    #[error("Only the game's players chat in it: its creator did not let spectators chat.")]
    NoSeatToChat,
    /// A chat line that is empty, too long or more than one line.
    #[error("A chat line is 1 to {MAX_CHAT_CHARS} characters of text on one line, not {0}.")]
    BadChat(usize),
    /// A chat line with a character that hides itself or changes how it reads.
    #[error("A chat line is plain text: {0}.")]
    ChatText(String),
    /// Too many chat lines: try again after `retry_after` seconds.
    #[error("At most {CHAT_BURST} chat lines in 30 seconds; wait a little.")]
    ChatTooFast {
        /// Seconds to wait.
        retry_after: u64,
    },
    /// A stored game that no longer replays (the reason), found once and kept.
    #[error("This game can no longer be played on this server: {0}. It is kept as it was.")]
    Broken(String),
    /// Other instances kept changing the game first, or no randomness for a code: try again.
    #[error("The server could not answer now; try again in a moment.")]
    Busy,
    /// The store did not answer.
    #[error("the store: {0}")]
    Store(#[from] sqlx::Error),
}
