//! `racetrack online`: a bot plays a seat of an online game through the game server's API. The
//! bot is the same as for `racetrack race` (a program speaking the bot protocol, or
//! `builtin:LEVEL`): the server makes the protocol's `start` and `turn` lines
//! (`GET /api/v1/games/{id}/turn`), this command hands them to the bot and sends its answer as
//! the seat's move. The player's token stays in memory: never printed, never in a URL. The bot
//! asks its turn when the game's live stream says a round began ([`GameEar`]).
//!
//! With `--tournament ID` instead of `--game`, the bot joins the tournament and plays each game
//! it is paired into, one after another, until the tournament is over; then its table is
//! printed.
//!
//! Ctrl-C asks whether to resign the game (on a terminal; from a script it resigns at once):
//! yes resigns the seat's car and prints the standings; no plays on. In a game not started yet
//! the seat is left instead.

use std::io::{BufRead, IsTerminal, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::sleep;
use std::time::{Duration, Instant};

use racetrack::bots::protocol::End;
use racetrack::bots::runner::Heard;
use racetrack::grid::Point;
use racetrack::race::record::RecordStanding;
use racetrack::{Rules, Track};
use racetrack_api::{
    BotTurn, EntrantState, GameState, GameView, JoinGame, NewMove, TournamentKind, TournamentState,
    TournamentView,
};
use serde::de::DeserializeOwned;
use serde_json::Value;

use super::CliError;
use super::live::{self, Live};
use super::race::{BotSpec, entrants, print_standings};

/// After Ctrl-C: whether to resign game `id`, asked on a terminal (yes from a script).
fn wants_to_resign(id: &str) -> bool {
    let stdin = std::io::stdin();
    if !stdin.is_terminal() {
        return true;
    }
    eprint!("Resign game {id}? Your car leaves the race. [y/N] ");
    let _ = std::io::stderr().flush();
    let mut line = String::new();
    if stdin.lock().read_line(&mut line).is_err() {
        return false;
    }
    let yes = matches!(line.trim().to_lowercase().as_str(), "y" | "yes");
    if !yes {
        eprintln!("Playing on.");
    }
    yes
}

/// What `online` is told.
pub struct Online<'a> {
    /// The server's address (`http://127.0.0.1:8080`).
    pub server: &'a str,
    /// The game to play, or the tournament whose games to play one after another.
    pub target: Target<'a>,
    /// Its invite code (not needed for a public game).
    pub invite: Option<&'a str>,
    /// The bot's name and command.
    pub bot: BotSpec,
    /// How often to ask the server whether the seat has to move.
    pub poll: Duration,
    /// Print the standings as one JSON line.
    pub json: bool,
}

/// What `online` plays.
#[derive(Clone, Copy, Debug)]
pub enum Target<'a> {
    /// One game, by id.
    Game(&'a str),
    /// Every game a tournament pairs the bot into, by the tournament's id, until it is over.
    Tournament(&'a str),
}

/// Time kept back from a round's deadline for the answer to reach the server.
const MARGIN_MS: u64 = 300;

/// Requests in a row that may fail (no answer, 503) before the command gives up.
const RETRIES: u32 = 20;

struct Api {
    agent: ureq::Agent,
    base: String,
    token: Option<String>,
    /// The player's name as the server keeps it.
    name: String,
}

impl Api {
    /// Sends a request; returns the status and the JSON body. Retries when the server does not
    /// answer, is busy (503) or asks to slow down (429), waiting as it says.
    fn call(
        &self,
        method: &str,
        path: &str,
        body: Option<Value>,
    ) -> Result<(u16, Value), CliError> {
        let url = format!("{}/api/v1{path}", self.base);
        let mut failures = 0;
        loop {
            let mut request = ureq::http::Request::builder().method(method).uri(&url);
            if let Some(token) = &self.token {
                request = request.header("authorization", format!("Bearer {token}"));
            }
            let sent = match &body {
                Some(b) => self.agent.run(
                    request
                        .header("content-type", "application/json")
                        .body(b.to_string())
                        .map_err(|e| CliError::Input(format!("{url}: {e}")))?,
                ),
                None => self.agent.run(
                    request
                        .body(())
                        .map_err(|e| CliError::Input(format!("{url}: {e}")))?,
                ),
            };
            let wait = match sent {
                Ok(mut response) => {
                    let status = response.status().as_u16();
                    let retry = response
                        .headers()
                        .get("retry-after")
                        .and_then(|v| v.to_str().ok()?.parse::<u64>().ok());
                    if status != 429 && status != 503 {
                        let text = response.body_mut().read_to_string().unwrap_or_default();
                        let value = serde_json::from_str(&text).unwrap_or(Value::Null);
                        return Ok((status, value));
                    }
                    Duration::from_secs(retry.unwrap_or(1).min(60))
                }
                Err(e) if failures >= RETRIES => {
                    return Err(CliError::Input(format!(
                        "{url}: the server does not answer: {e}"
                    )));
                }
                Err(_) => Duration::from_millis(500),
            };
            failures += 1;
            if failures > RETRIES {
                return Err(CliError::Input(format!("{url}: the server stays busy")));
            }
            sleep(wait);
        }
    }

    /// A request that must succeed with `want`; any other status is the command's error, in the
    /// server's words.
    fn expect(
        &self,
        method: &str,
        path: &str,
        body: Option<Value>,
        want: u16,
    ) -> Result<Value, CliError> {
        let (status, value) = self.call(method, path, body)?;
        if status == want {
            Ok(value)
        } else {
            Err(CliError::Input(refusal(status, &value)))
        }
    }
}

/// An answer read as the API's type for it.
fn typed<T: DeserializeOwned>(value: Value, what: &str) -> Result<T, CliError> {
    serde_json::from_value(value).map_err(|e| CliError::Input(format!("the server's {what}: {e}")))
}

fn refusal(status: u16, value: &Value) -> String {
    match value["message"].as_str() {
        Some(message) => format!("the server refused ({status}): {message}"),
        None => format!("the server answered {status}"),
    }
}

/// Joins the game as a bot and plays it to the end; prints the standings.
/// The refusal of a built-in driver in a night game.
fn night_refused(game: &str) -> CliError {
    CliError::Input(format!(
        "game {game} is run at night: a built-in driver reads the whole track, so it does not \
         sit at night (give a bot program)"
    ))
}

pub fn run(online: Online) -> Result<(), CliError> {
    let base = online.server.trim_end_matches('/').to_owned();
    if !(base.starts_with("http://") || base.starts_with("https://")) {
        return Err(CliError::Input(format!(
            "{base}: the server's address starts with http:// or https://"
        )));
    }
    let agent = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .timeout_global(Some(Duration::from_secs(30)))
        .build()
        .new_agent();
    let mut api = Api {
        agent,
        base,
        token: None,
        name: String::new(),
    };
    let new = racetrack_api::NewPlayer {
        name: online.bot.name.clone(),
        bot: true,
    };
    let me: racetrack_api::PlayerMade = typed(
        api.expect(
            "POST",
            "/players",
            Some(serde_json::to_value(new).expect("a body serialises")),
            201,
        )?,
        "player",
    )?;
    api.token = Some(me.token);
    api.name = me.name;
    let interrupted = Arc::new(AtomicBool::new(false));
    {
        let flag = Arc::clone(&interrupted);
        // Without the handler (another one is set) Ctrl-C just ends the command.
        let _ = ctrlc::set_handler(move || flag.store(true, Ordering::SeqCst));
    }
    match online.target {
        Target::Game(id) => {
            join(&api, &online, id)?;
            play(&api, &online, id, &interrupted).map(drop)
        }
        Target::Tournament(id) => tournament(&api, &online, id, &interrupted),
    }
}

/// Takes a seat in game `id` (refused at night for a built-in driver).
fn join(api: &Api, online: &Online, id: &str) -> Result<(), CliError> {
    let game = format!("/games/{id}");
    // A built-in driver reads the whole track: refused before it takes a seat at night.
    let view: GameView = typed(api.expect("GET", &game, None, 200)?, "game")?;
    if view.night && online.bot.command.starts_with("builtin:") {
        return Err(night_refused(id));
    }
    let join = JoinGame {
        invite: online.invite.map(str::to_owned),
    };
    let joined: GameView = typed(
        api.expect(
            "POST",
            &format!("{game}/join"),
            Some(serde_json::to_value(join).expect("a body serialises")),
            200,
        )?,
        "game",
    )?;
    eprintln!(
        "{} sits in seat {} of game {id}",
        online.bot.name,
        joined.seat.unwrap_or(0) + 1,
    );
    Ok(())
}

/// How often a tournament is asked whether the bot was paired, while its stream is down.
const TOURNAMENT_POLL: Duration = Duration::from_millis(500);

/// Joins tournament `id` and plays every game it pairs the bot into, one after another, until
/// it is over; then prints its table. Ctrl-C between two games leaves the tournament.
fn tournament(
    api: &Api,
    online: &Online,
    id: &str,
    interrupted: &AtomicBool,
) -> Result<(), CliError> {
    let path = format!("/tournaments/{id}");
    let joined: TournamentView = typed(
        api.expect("POST", &format!("{path}/join"), None, 200)?,
        "tournament",
    )?;
    eprintln!(
        "{} joined the {} {:?} ({} players)",
        online.bot.name,
        match joined.kind {
            TournamentKind::Arena => "arena",
            TournamentKind::GrandPrix => "Grand Prix",
        },
        joined.name,
        joined.standings.len()
    );
    let mut played: Vec<String> = Vec::new();
    let stream = format!("/api/v1/tournaments/{id}/live");
    let mut live = Live::open(&api.base, &stream, None);
    if live.is_some() {
        eprintln!(
            "{} listens to tournament {id}'s live stream",
            online.bot.name
        );
    }
    loop {
        if interrupted.swap(false, Ordering::SeqCst) {
            api.expect("POST", &format!("{path}/leave"), None, 200)?;
            eprintln!("{} left tournament {id}", online.bot.name);
            return Ok(());
        }
        let view: TournamentView = typed(api.expect("GET", &path, None, 200)?, "tournament")?;
        if view.state == TournamentState::Over {
            print_table(&view, online.json);
            return Ok(());
        }
        let next = view
            .you
            .and_then(|you| you.game.filter(|_| you.state == EntrantState::Playing))
            .filter(|game| !played.contains(game));
        match next {
            Some(game) => {
                eprintln!("{} paired into game {game}", online.bot.name);
                play(api, online, &game, interrupted)?;
                played.push(game);
            }
            // Told by the tournament's stream when the bot is paired or it ends (a quarter
            // of a minute at most between two looks); without one, asked every half second.
            None => {
                let stop = || interrupted.load(Ordering::SeqCst);
                let most = Duration::from_secs(15);
                let news = |text: &str| live::tournament_news(text, &api.name);
                match live.as_mut().map(|l| l.wait(most, stop, news)) {
                    Some(Ok(_)) => {}
                    Some(Err(_)) | None => {
                        sleep(TOURNAMENT_POLL.max(online.poll));
                        live = Live::open(&api.base, &stream, None);
                    }
                }
            }
        }
    }
}

/// Prints a tournament's final table: a line per player, or one JSON line.
fn print_table(view: &TournamentView, json: bool) {
    if json {
        let table = serde_json::json!({ "tournament": view.id, "standings": view.standings });
        println!("{table}");
        return;
    }
    println!("tournament {} ({}): over", view.id, view.name);
    for row in &view.standings {
        let bot = if row.bot { " (bot)" } else { "" };
        println!(
            "{:>3}. {}{bot}: {} points, {} games, {} won",
            row.rank, row.name, row.points, row.games, row.wins
        );
    }
}

/// Plays the bot's seat of game `id` to its end and prints the standings; false when the bot
/// left the game before its start (Ctrl-C).
fn play(api: &Api, online: &Online, id: &str, interrupted: &AtomicBool) -> Result<bool, CliError> {
    let game = format!("/games/{id}");
    let mut bot = None;
    let mut answered = 0;
    let mut ear = GameEar::open(api, id)?;
    loop {
        if interrupted.swap(false, Ordering::SeqCst) && wants_to_resign(id) {
            let (status, value) = api.call("POST", &format!("{game}/resign"), None)?;
            if status != 200 {
                // Not started yet: the seat is left instead (the creator's game stays).
                let (left, _) = api.call("POST", &format!("{game}/leave"), None)?;
                if left == 200 {
                    eprintln!("{} left game {id} before its start", online.bot.name);
                    return Ok(false);
                }
                return Err(CliError::Input(format!(
                    "game {id}: {}",
                    refusal(status, &value)
                )));
            }
            eprintln!("{} resigned game {id}", online.bot.name);
        }
        let seat: BotTurn = typed(api.expect("GET", &ear.turn_path(), None, 200)?, "turn")?;
        if let (None, Some(start)) = (&bot, &seat.start) {
            // At night the line tells only of what the car lights: a bot program reads that; a
            // built-in driver needs the whole track.
            if start.night && online.bot.command.starts_with("builtin:") {
                return Err(night_refused(id));
            }
            let track: Track = if start.night {
                racetrack::rules::night::read_masked(&start.track).map(|(track, _)| track)
            } else {
                start.track.parse()
            }
            .map_err(|e| CliError::Input(format!("the game's track: {e}")))?;
            let rules: Rules = start.rules.parse().unwrap_or(Rules::Strict);
            let mut entrant = entrants(std::slice::from_ref(&online.bot), &track, rules, 0)?
                .pop()
                .expect("one bot");
            entrant.bot.start(start);
            bot = Some(entrant.bot);
        }
        if seat.state == GameState::Over {
            let view: GameView = typed(api.expect("GET", &game, None, 200)?, "game")?;
            let standings: Vec<RecordStanding> = view
                .standings
                .into_iter()
                .map(RecordStanding::from)
                .collect();
            if let Some(bot) = bot.as_mut() {
                bot.end(&End {
                    kind: "end".into(),
                    standings: standings.clone(),
                });
            }
            let header = format!("game {id}: {} rounds", view.round.saturating_sub(1));
            print_standings(&header, &standings, online.json);
            return Ok(true);
        }
        let (Some(b), Some(turn)) = (bot.as_mut(), seat.turn) else {
            ear.wait(online.poll, || interrupted.load(Ordering::SeqCst));
            continue;
        };
        if turn.round <= answered {
            ear.wait(online.poll, || interrupted.load(Ordering::SeqCst));
            continue;
        }
        answered = turn.round;
        // Since its last crash: what its velocity follows.
        let from = seat.resets.last().copied().unwrap_or(0);
        let trajectory: Vec<Point> = seat
            .trajectory
            .iter()
            .skip(from)
            .map(|&[r, c]| Point::new(r, c))
            .collect();
        let budget = Duration::from_millis(turn.budget_ms.saturating_sub(MARGIN_MS).max(100));
        let reply = match b.turn(&trajectory, &turn, budget) {
            Heard::Reply(reply) => reply,
            _ => {
                eprintln!(
                    "round {}: the bot gave no answer; the seat misses it",
                    turn.round
                );
                continue;
            }
        };
        let body = NewMove {
            round: i64::from(turn.round),
            acc: reply.acc,
            start: reply.start.filter(|_| reply.acc.is_none()),
        };
        let body = serde_json::to_value(body).expect("a move serialises");
        let (status, value) = api.call("POST", &format!("{game}/moves"), Some(body))?;
        if status != 200 {
            eprintln!("round {}: {}", turn.round, refusal(status, &value));
        }
    }
}

/// The bot's ear on its game: the game's live stream, from the view's event number on. Each
/// round's `turn` event wakes the bot, and the number of the last event heard goes with its
/// question (`/turn?seen=N`), which the server then answers from its copy of the game instead of
/// the database. Without a stream (refused, or lost and not yet opened again) the bot asks at its
/// poll interval.
struct GameEar {
    base: String,
    token: Option<String>,
    game: String,
    /// The number of the last event heard (the view's, before any).
    seen: i64,
    live: Option<Live>,
    /// When the stream was last opened, or tried: tried again at most every [`EAR_RETRY`].
    opened: Instant,
}

/// How long the bot listens before it asks its turn again anyway.
const EAR_WAIT: Duration = Duration::from_secs(15);

/// How often a stream that could not be opened, or was lost, is tried again.
const EAR_RETRY: Duration = Duration::from_secs(5);

impl GameEar {
    fn open(api: &Api, id: &str) -> Result<GameEar, CliError> {
        let game = format!("/games/{id}");
        let view: GameView = typed(api.expect("GET", &game, None, 200)?, "game")?;
        let mut ear = GameEar {
            base: api.base.clone(),
            token: api.token.clone(),
            game,
            seen: view.seq,
            live: None,
            opened: Instant::now(),
        };
        ear.listen();
        Ok(ear)
    }

    fn listen(&mut self) {
        let path = format!("/api/v1{}/live?since={}", self.game, self.seen);
        self.live = Live::open(&self.base, &path, self.token.as_deref());
        self.opened = Instant::now();
    }

    /// The seat's question, with the last event heard.
    fn turn_path(&self) -> String {
        format!("{}/turn?seen={}", self.game, self.seen)
    }

    /// Waits for the next round, the start or the end (`poll` without a stream), or for `stop`.
    fn wait(&mut self, poll: Duration, stop: impl Fn() -> bool) {
        let seen = &mut self.seen;
        match self
            .live
            .as_mut()
            .map(|l| l.wait(EAR_WAIT, stop, |text| live::game_news(text, seen)))
        {
            Some(Ok(_)) => {}
            Some(Err(live::Lost)) | None => {
                self.live = None;
                sleep(poll);
                if self.opened.elapsed() >= EAR_RETRY {
                    self.listen();
                }
            }
        }
    }
}
