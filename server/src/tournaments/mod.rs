//! Tournaments: arenas and Grand Prix series on the game server, every rule the engine's
//! ([`racetrack::tournament`]). Made, joined, paused and left here; their games are ordinary
//! games ([`crate::games`]) recorded in the tournament's seats; their pairings and races are run
//! by the ticker ([`run`]), one instance at a time per tournament. Nothing here speaks HTTP.

pub mod run;
pub mod table;
pub mod watch;

use racetrack::tournament::settings::{Kind, Settings, SettingsError};
use racetrack_api::{
    EntrantState, TournamentKind, TournamentState, TournamentSummary, TournamentView, TournamentYou,
};

use crate::games::{GameError, MAX_MOVE_SECONDS, MIN_MOVE_SECONDS, code};
use crate::store::{Player, Store, StoreError, TournamentRow};

/// Tournaments one player may make in a day, unless `--tournaments-per-day` says otherwise.
pub const TOURNAMENTS_PER_DAY: i64 = 3;

/// A tournament id's length.
pub const ID_LEN: usize = 8;

/// How long after a Grand Prix's race the next one starts (ms).
pub const GRAND_PRIX_BREAK_MS: i64 = 60_000;

/// Why a tournament's request is refused.
#[derive(Debug, thiserror::Error)]
pub enum TournamentError {
    /// A setting refused (the engine names the field).
    #[error("The tournament's {field}: {why}.", field = .0.field(), why = .0)]
    Settings(SettingsError),
    /// A track with fewer start points than the cars of its games.
    #[error(
        "The tournament's tracks: track {track} has {starts} start points; its games need {needed}."
    )]
    TooFewStarts {
        /// The track's place in the list, from 1.
        track: usize,
        /// Its start points.
        starts: usize,
        /// The cars of a game.
        needed: usize,
    },
    /// The player made as many tournaments in the last 24 hours as a player may.
    #[error("A player may make {0} tournaments a day; try again tomorrow.")]
    TooMany(i64),
    /// No tournament has this id.
    #[error("There is no tournament {0}.")]
    NoTournament(String),
    /// Joining has closed.
    #[error("Joining this tournament has closed.")]
    Closed,
    /// A bot joining a tournament for people only.
    #[error("This tournament does not take bots.")]
    NoBots,
    /// Every seat is taken.
    #[error("This tournament has {0} players already, as many as it takes.")]
    Full(i64),
    /// Pausing or leaving a tournament one did not join.
    #[error("You have not joined this tournament.")]
    NotEntered,
    /// The store did not answer.
    #[error("The database did not answer: {0}")]
    Store(#[from] StoreError),
    /// A game could not be made.
    #[error("{0}")]
    Game(#[from] GameError),
}

/// A new tournament as its maker asked for it, its tracks read.
#[derive(Clone, Debug)]
pub struct Asked {
    /// The settings the engine checks.
    pub settings: Settings,
    /// `strict`, `soft` or `karopapier`.
    pub rules: String,
    /// The tracks: (title, text, start points).
    pub tracks: Vec<(String, String, usize)>,
    /// Whether its games are rated.
    pub rated: bool,
    /// Whether bots may join.
    pub bots: bool,
}

/// The API's name of a stored kind.
pub fn kind(t: &TournamentRow) -> TournamentKind {
    if table::is_arena(t) {
        TournamentKind::Arena
    } else {
        TournamentKind::GrandPrix
    }
}

/// Where `t` stands at `now_ms`.
pub fn state(t: &TournamentRow, now_ms: i64) -> TournamentState {
    if t.over {
        TournamentState::Over
    } else if now_ms < t.starts_ms {
        TournamentState::Upcoming
    } else {
        TournamentState::Running
    }
}

/// `t`'s settings as the engine reads them.
fn settings(t: &TournamentRow) -> Settings {
    Settings {
        kind: if table::is_arena(t) {
            Kind::Arena
        } else {
            Kind::GrandPrix
        },
        name: t.name.clone(),
        starts_ms: t.starts_ms,
        minutes: t.minutes.and_then(|m| u32::try_from(m).ok()),
        tracks: t.tracks.len(),
        move_seconds: t.move_seconds,
        max_players: u32::try_from(t.max_players).unwrap_or(u32::MAX),
    }
}

/// Makes the tournament `asked` by `creator` (`None`: the operator's), at most `per_day` a
/// player a day.
pub async fn create(
    store: &Store,
    creator: Option<&Player>,
    asked: Asked,
    per_day: i64,
    now_ms: i64,
) -> Result<TournamentRow, TournamentError> {
    let row = checked(store, creator, asked, per_day, now_ms).await?;
    store.add_tournament(&row).await?;
    Ok(row)
}

/// The row of the tournament `asked` by `creator`, its settings checked (not stored yet).
pub async fn checked(
    store: &Store,
    creator: Option<&Player>,
    asked: Asked,
    per_day: i64,
    now_ms: i64,
) -> Result<TournamentRow, TournamentError> {
    let settings = asked
        .settings
        .check(now_ms, MIN_MOVE_SECONDS..=MAX_MOVE_SECONDS)
        .map_err(TournamentError::Settings)?;
    let needed = settings.starts_needed();
    for (i, (_, _, starts)) in asked.tracks.iter().enumerate() {
        if *starts < needed {
            return Err(TournamentError::TooFewStarts {
                track: i + 1,
                starts: *starts,
                needed,
            });
        }
    }
    if let Some(player) = creator {
        let made = store
            .tournaments_made(player.id, now_ms - 86_400_000)
            .await?;
        if made >= per_day {
            return Err(TournamentError::TooMany(per_day));
        }
    }
    let row = TournamentRow {
        id: code(ID_LEN)?,
        kind: match settings.kind {
            Kind::Arena => "arena",
            Kind::GrandPrix => "grand_prix",
        }
        .to_owned(),
        name: settings.name.clone(),
        creator: creator.map(|p| p.id),
        created_ms: now_ms,
        starts_ms: settings.starts_ms,
        minutes: settings.minutes.map(i64::from),
        ends_ms: settings.ends_ms(),
        rules: asked.rules,
        move_seconds: settings.move_seconds,
        rated: asked.rated,
        max_players: i64::from(settings.max_players),
        bots: asked.bots,
        tracks: asked
            .tracks
            .into_iter()
            .map(|(title, text, _)| (title, text))
            .collect(),
        race: 0,
        next_ms: None,
        over: false,
    };
    Ok(row)
}

/// Tournament `id`, or the refusal that names it.
pub async fn find(store: &Store, id: &str) -> Result<TournamentRow, TournamentError> {
    let known = id.len() == ID_LEN && crate::games::is_code(id);
    match known {
        true => store.tournament(id).await?,
        false => None,
    }
    .ok_or_else(|| TournamentError::NoTournament(id.to_owned()))
}

/// `player` joins tournament `id` (or comes back to it).
pub async fn join(
    store: &Store,
    player: &Player,
    id: &str,
    now_ms: i64,
) -> Result<TournamentRow, TournamentError> {
    let t = find(store, id).await?;
    if player.bot && !t.bots {
        return Err(TournamentError::NoBots);
    }
    let entrants = store.entrants(id).await?;
    let known = entrants.iter().any(|e| e.player == player.id);
    // One who joined may come back from a pause until the end; a newcomer only until joining
    // closes.
    if t.over || (!known && !settings(&t).may_join(now_ms)) {
        return Err(TournamentError::Closed);
    }
    if !store.enter(id, player.id, t.max_players, now_ms).await? {
        return Err(TournamentError::Full(t.max_players));
    }
    Ok(t)
}

/// `player` pauses (`paused`) or leaves (`left`) tournament `id`.
pub async fn step_out(
    store: &Store,
    player: &Player,
    id: &str,
    state: &'static str,
) -> Result<TournamentRow, TournamentError> {
    let t = find(store, id).await?;
    if !store.entrant_state(id, player.id, state).await? {
        return Err(TournamentError::NotEntered);
    }
    Ok(t)
}

/// A tournament in a list, with `players` entrants.
pub fn summary(t: &TournamentRow, players: i64, now_ms: i64) -> TournamentSummary {
    TournamentSummary {
        id: t.id.clone(),
        kind: kind(t),
        name: t.name.clone(),
        starts_ms: t.starts_ms,
        ends_ms: t.ends_ms,
        players: u32::try_from(players).unwrap_or(u32::MAX),
        state: state(t, now_ms),
    }
}

/// Tournament `t` as `viewer` sees it.
pub async fn view(
    store: &Store,
    t: &TournamentRow,
    viewer: Option<i64>,
    now_ms: i64,
) -> Result<TournamentView, TournamentError> {
    let entrants = store.entrants(&t.id).await?;
    let seats = store.tournament_seats(&t.id).await?;
    let creator = match t.creator {
        Some(id) => store.player_name(id).await?,
        None => None,
    };
    let you = viewer
        .and_then(|v| entrants.iter().find(|e| e.player == v))
        .map(|e| TournamentYou {
            state: match (e.state.as_str(), &e.game) {
                ("left", _) => EntrantState::Left,
                (_, Some(_)) => EntrantState::Playing,
                ("paused", None) => EntrantState::Paused,
                _ => EntrantState::Waiting,
            },
            game: e.game.clone(),
        });
    let s = settings(t);
    let join_until_ms = match s.ends_ms() {
        None => t.starts_ms,
        Some(ends) => {
            let (num, den) = racetrack::tournament::settings::ARENA_JOIN_SHARE;
            t.starts_ms + (ends - t.starts_ms) * num / den
        }
    };
    Ok(TournamentView {
        id: t.id.clone(),
        kind: kind(t),
        name: t.name.clone(),
        creator,
        starts_ms: t.starts_ms,
        ends_ms: t.ends_ms,
        minutes: s.minutes,
        tracks: t.tracks.iter().map(|(title, _)| title.clone()).collect(),
        rules: t.rules.clone(),
        move_seconds: t.move_seconds,
        rated: t.rated,
        max_players: s.max_players,
        bots: t.bots,
        state: state(t, now_ms),
        join_until_ms,
        races: u32::try_from(t.race).unwrap_or(0),
        next_race_ms: t.next_ms,
        standings: table::standings(t, &entrants, &seats),
        games: table::games(&seats),
        you,
        now_ms,
    })
}
