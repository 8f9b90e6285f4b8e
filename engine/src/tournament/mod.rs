//! Tournaments: the rules of the two kinds the game server runs, as plain functions of what
//! happened (the server stores the games and the clock, and calls these for every table, so
//! every instance and every restart computes the same one).
//!
//! - An **arena** ([`arena`], lichess's): for a fixed time, players waiting are paired two by
//!   two ([`arena::pair`]); a win scores 2, a draw 1, a loss 0, and after two wins in a row each
//!   further win scores double until a game is not won ([`arena::standings`]).
//! - A **Grand Prix** ([`grand_prix`], Karopapier's series): every entrant races every track of
//!   a list, in groups of at most 8 by rating ([`grand_prix::groups`]), for points by place
//!   ([`grand_prix::POINTS`]); ties break by wins, then second places, then the last result
//!   ([`grand_prix::standings`]).
//!
//! [`settings`] checks a tournament's settings as the API takes them.

pub mod arena;
pub mod grand_prix;
pub mod settings;

/// A player, as the server numbers them.
pub type PlayerId = i64;

/// Standard competition ranks ("1224") of rows already in order: a row equal to the one before
/// it (by `same`) shares its rank.
pub(crate) fn competition_ranks<T>(rows: &[T], same: impl Fn(&T, &T) -> bool) -> Vec<u32> {
    let mut ranks = Vec::with_capacity(rows.len());
    for (i, row) in rows.iter().enumerate() {
        let rank = match i {
            0 => 1,
            _ if same(&rows[i - 1], row) => ranks[i - 1],
            _ => i as u32 + 1,
        };
        ranks.push(rank);
    }
    ranks
}
