//! The generator's players: a table makes a game, its seats join and play it through the API
//! (each on its own WebSocket), then the table makes the next, until the time is up.

use std::cell::RefCell;
use std::collections::{BTreeMap, HashMap};
use std::rc::Rc;
use std::time::{Duration, Instant};

use futures_util::StreamExt;
use racetrack::Point;
use racetrack::bots::runner::{Bot, Builtin, Heard};
use racetrack::coach::Coach;
use racetrack::drivers::Skill;
use racetrack_api::{
    BotTurn, GameEvent, GameView, Happened, JoinGame, LiveEvent, NewGame, NewMove,
};

use crate::client::{Http, Socket, json, websocket};

/// A move: (game, car, round).
type Key = (String, u64, u64);

/// What the players saw.
#[derive(Default)]
pub struct Stats {
    /// When each move's 200 was read.
    answered: RefCell<HashMap<Key, Instant>>,
    /// When each subscriber heard a move's `chosen` event.
    heard: RefCell<Vec<(Key, Instant)>>,
    /// Milliseconds from sending a move to reading its 200.
    round_trips: RefCell<Vec<f64>>,
    /// Moves answered 200 before the end of the window.
    moves: RefCell<usize>,
    /// Games made.
    games: RefCell<usize>,
    /// `turn` events whose round was over when the seat asked its turn (its car sat that round
    /// out, and the next had begun): the seat moves in the round the server names.
    stale: RefCell<usize>,
    /// Failures by what failed.
    errors: RefCell<BTreeMap<String, usize>>,
}

/// The figures, once the players are done.
pub struct Report {
    pub games: usize,
    pub moves: usize,
    /// Milliseconds from a move's 200 to each subscriber's event.
    pub latencies: Vec<f64>,
    /// Events heard before their 200 was read.
    pub early: usize,
    /// Milliseconds from sending a move to reading its 200.
    pub round_trips: Vec<f64>,
    /// `turn` events already stale when their seat asked its turn.
    pub stale: usize,
    errors: BTreeMap<String, usize>,
}

impl Report {
    /// Two threads' reports as one.
    pub fn merge(mut self, other: Report) -> Report {
        self.games += other.games;
        self.moves += other.moves;
        self.latencies.extend(other.latencies);
        self.early += other.early;
        self.round_trips.extend(other.round_trips);
        self.stale += other.stale;
        for (what, n) in other.errors {
            *self.errors.entry(what).or_default() += n;
        }
        self
    }

    pub fn errors_text(&self) -> String {
        if self.errors.is_empty() {
            return "0".into();
        }
        let total: usize = self.errors.values().sum();
        let each: Vec<String> = self
            .errors
            .iter()
            .map(|(k, n)| format!("{n} {k}"))
            .collect();
        format!("{total} ({})", each.join(", "))
    }
}

impl Stats {
    fn error(&self, what: impl Into<String>) {
        *self.errors.borrow_mut().entry(what.into()).or_default() += 1;
    }

    pub fn report(&self) -> Report {
        let answered = self.answered.borrow();
        let mut latencies = Vec::new();
        let mut early = 0;
        for (key, at) in self.heard.borrow().iter() {
            let Some(ok) = answered.get(key) else {
                continue;
            };
            if at < ok {
                early += 1;
            }
            latencies.push(at.saturating_duration_since(*ok).as_secs_f64() * 1000.0);
        }
        Report {
            games: *self.games.borrow(),
            moves: *self.moves.borrow(),
            latencies,
            early,
            round_trips: self.round_trips.borrow().clone(),
            stale: *self.stale.borrow(),
            errors: self.errors.borrow().clone(),
        }
    }
}

/// A player of a table: the instance it plays on, its token, and the loopback address it
/// connects from (`None`: the generator's one address, with one pool of connections for all).
#[derive(Clone)]
pub struct Player {
    pub port: u16,
    pub token: String,
    pub local: Option<std::net::IpAddr>,
}

/// What every table shares.
#[derive(Clone)]
pub struct Setting {
    pub stats: Rc<Stats>,
    /// The pool of the players without an address of their own.
    pub http: Http,
    /// The track's text.
    pub track: String,
    pub coach: Rc<Coach>,
    /// The end of the window.
    pub end: Instant,
    /// How long a player thinks before a move.
    pub think: Duration,
}

/// Table `g`: games one after another at the same seats until the window's end.
pub async fn table(setting: Setting, g: usize, seats: Vec<Player>) {
    let Setting {
        stats,
        http,
        track,
        coach,
        end,
        think,
    } = setting;
    // A player with an address of its own has its own pool of connections.
    let pools: Vec<Http> = seats
        .iter()
        .map(|p| {
            p.local
                .map_or_else(|| http.clone(), |ip| Http::from(Some(ip)))
        })
        .collect();
    let mut n = 0u64;
    while Instant::now() < end {
        let (port, creator) = (seats[0].port, &seats[0].token);
        let body = json(NewGame {
            track: track.to_string(),
            rules: "strict".into(),
            seats: seats.len() as i64,
            move_seconds: 120,
            crash_penalty: 2,
            public: false,
            rated: false,
            spectator_chat: false,
            night: false,
            checkpoints: true,
            honour: None,
            title: None,
        });
        let (status, game) = pools[0]
            .call(port, "POST", "/api/v1/games", Some(creator), Some(&body))
            .await;
        let game = game.parse::<GameView>();
        let Some((id, Some(invite))) = game.map(|g| (g.id, g.invite)) else {
            stats.error(format!("making a game: {status}"));
            tokio::time::sleep(Duration::from_millis(500)).await;
            continue;
        };
        *stats.games.borrow_mut() += 1;
        let mut players = Vec::new();
        for (i, (player, http)) in seats.iter().zip(&pools).enumerate() {
            let Player { port, token, local } = player;
            let seed = (g as u64) << 20 | n << 3 | i as u64;
            let seat = Seat {
                stats: Rc::clone(&stats),
                http: http.clone(),
                port: *port,
                local: *local,
                id: id.clone(),
                token: token.clone(),
                end,
                think,
                seed,
            };
            // Each seat listens before the game starts, so it misses nothing.
            let Some(socket) = seat.listen().await else {
                continue;
            };
            if i > 0 {
                let path = format!("/api/v1/games/{id}/join");
                let (status, _) = http
                    .call(
                        *port,
                        "POST",
                        &path,
                        Some(token),
                        Some(&json(JoinGame {
                            invite: Some(invite.clone()),
                        })),
                    )
                    .await;
                if status != 200 {
                    stats.error(format!("joining: {status}"));
                }
            }
            let driver = Builtin::new(Skill::Club, seed, Rc::clone(&coach));
            players.push(tokio::task::spawn_local(seat.play(socket, driver)));
        }
        for p in players {
            let _ = p.await;
        }
        n += 1;
    }
}

struct Seat {
    stats: Rc<Stats>,
    http: Http,
    port: u16,
    local: Option<std::net::IpAddr>,
    id: String,
    token: String,
    end: Instant,
    /// How long a player thinks before sending a move (give or take a fifth).
    think: Duration,
    seed: u64,
}

impl Seat {
    async fn listen(&self) -> Option<Socket> {
        let url = format!(
            "ws://127.0.0.1:{}/api/v1/games/{}/live?since=0",
            self.port, self.id
        );
        match websocket(&url, self.port, self.local).await {
            Ok(socket) => Some(socket),
            Err(e) => {
                self.stats.error(format!("opening a stream: {e}"));
                None
            }
        }
    }

    /// Notes every car's `chosen` event as it arrives (a reader of its own, so a slow answer
    /// to this seat's move does not delay the reading); on each new round asks its turn, lets
    /// the driver choose and sends the move. Stops at the game's end or the window's.
    async fn play(self, mut socket: Socket, mut driver: Builtin) {
        let (rounds, mut new_round) = tokio::sync::mpsc::unbounded_channel();
        let stats = Rc::clone(&self.stats);
        let (id, end) = (self.id.clone(), self.end);
        let reader = tokio::task::spawn_local(async move {
            loop {
                let left = end.saturating_duration_since(Instant::now());
                let Ok(Some(Ok(message))) = tokio::time::timeout(left, socket.next()).await else {
                    return;
                };
                let Ok(text) = message.into_text() else {
                    continue;
                };
                let Ok(event) = serde_json::from_str::<LiveEvent>(&text) else {
                    continue;
                };
                match event.what {
                    Happened::Game(GameEvent::Chosen { car }) => {
                        let key = (id.clone(), car as u64, event.round as u64);
                        stats.heard.borrow_mut().push((key, Instant::now()));
                    }
                    Happened::Game(GameEvent::Over { .. }) => return,
                    Happened::Game(GameEvent::Turn { .. }) => {
                        let _ = rounds.send((event.round as u64, event.seq));
                    }
                    _ => {}
                }
            }
        });
        let mut last_round = 0;
        while let Some((round, seq)) = new_round.recv().await {
            if round > last_round && Instant::now() < self.end {
                last_round = self.turn(round, seq, &mut driver).await.max(round);
            }
        }
        let _ = reader.await;
    }

    /// Plays the seat's turn, announced by the `turn` event of `round`: asks it, lets the driver
    /// choose and sends the move for the round the server's answer names (later than `round`
    /// when this car sat `round` out and the next round began before the asking). Returns that
    /// round (0 when there was no move to make). The turn is asked as of the event's number
    /// `seq` (`?seen=`): the instance answers from its copy when it holds that version.
    async fn turn(&self, round: u64, seq: i64, driver: &mut Builtin) -> u64 {
        let path = format!("/api/v1/games/{}/turn?seen={seq}", self.id);
        let (status, seat) = self
            .http
            .call(self.port, "GET", &path, Some(&self.token), None)
            .await;
        let seat = seat.parse::<BotTurn>();
        let Some((turn, seat)) = seat.and_then(|s| Some((s.turn.clone()?, s))) else {
            if status != 200 {
                self.stats.error(format!("asking the turn: {status}"));
            }
            return 0;
        };
        let asked = u64::from(turn.round);
        match asked.cmp(&round) {
            std::cmp::Ordering::Greater => *self.stats.stale.borrow_mut() += 1,
            // The server's turn is never older than the event that announced it.
            std::cmp::Ordering::Less => self.stats.error("a turn older than its event"),
            std::cmp::Ordering::Equal => {}
        }
        let round = asked;
        let trajectory: Vec<Point> = seat
            .trajectory
            .iter()
            .map(|&[r, c]| Point::new(r, c))
            .collect();
        let Heard::Reply(reply) = driver.turn(&trajectory, &turn, Duration::from_secs(1)) else {
            return 0;
        };
        if !self.think.is_zero() {
            // Give or take a fifth, so the players do not move in step.
            let spread = (self
                .seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(round * 1442695040888963407)
                >> 33)
                % 401;
            let think = self.think.mul_f64(0.8 + spread as f64 / 1000.0);
            tokio::time::sleep(think).await;
        }
        let body = match (reply.acc, reply.start) {
            (Some(acc), _) => NewMove {
                round: round as i64,
                acc: Some(acc),
                start: None,
            },
            (None, Some(start)) => NewMove {
                round: round as i64,
                acc: None,
                start: Some(start),
            },
            _ => return 0,
        };
        let body = json(body);
        let car = seat.start.as_ref().map_or(0, |s| s.car as u64);
        let path = format!("/api/v1/games/{}/moves", self.id);
        let sent = Instant::now();
        let (status, answer) = self
            .http
            .call(self.port, "POST", &path, Some(&self.token), Some(&body))
            .await;
        let now = Instant::now();
        if status == 200 {
            if now <= self.end {
                *self.stats.moves.borrow_mut() += 1;
                let ms = (now - sent).as_secs_f64() * 1000.0;
                self.stats.round_trips.borrow_mut().push(ms);
            }
            self.stats
                .answered
                .borrow_mut()
                .insert((self.id.clone(), car, round), now);
        } else {
            let code = answer
                .parse::<racetrack_api::ErrorBody>()
                .map_or("", |e| e.error.name());
            self.stats.error(format!("a move: {status} {code}"));
        }
        round
    }
}
