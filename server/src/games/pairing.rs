//! Quick pairing: the players waiting for the same kind of game (rules, round time) are paired,
//! nearest ratings first, into a rated two-car game on a track the server picks from the
//! built-in levels, which starts at once. A player left alone past the bot wait is paired with
//! the server's own bot of the nearest rating (the engine's drivers, novice to perfect), which
//! plays through the same game code as people ([`Games::play_house_bots`]).
//!
//! Across instances on PostgreSQL the pool is the store's: a pair is claimed in the store
//! before its game is made, and a player another instance claimed first is not paired twice.

use racetrack::coach::Coach;
use racetrack::drivers::{Driver, Skill};
use racetrack::race::record::answer_of;
use racetrack::{Rules, Track};
use racetrack_api::{NewMove, PlayerEvent};

use super::{GameError, Games, ID_LEN, code};
use crate::store::{GameRow, GameState, HouseBot, Player, Store, Waiting};

/// The built-in levels games are paired on: (title, track).
const TRACKS: [(&str, &str); 7] = [
    (
        "First circuit",
        include_str!("../../../levels/01-first-circuit.txt"),
    ),
    (
        "Barto small",
        include_str!("../../../levels/02-barto-small.txt"),
    ),
    ("Hairpin", include_str!("../../../levels/03-hairpin.txt")),
    ("Ring", include_str!("../../../levels/04-ring.txt")),
    ("Chicane", include_str!("../../../levels/05-chicane.txt")),
    ("S-bend", include_str!("../../../levels/07-s-bend.txt")),
    (
        "Large curves",
        include_str!("../../../levels/08-large-curves.txt"),
    ),
];

/// The built-in levels games are paired on, as tournaments take tracks: (title, text, start
/// points).
pub fn pairing_tracks() -> Vec<(String, String, usize)> {
    TRACKS
        .iter()
        .filter_map(|(title, text)| {
            let track: Track = text.parse().ok()?;
            Some((title.to_string(), track.to_string(), track.starts().len()))
        })
        .collect()
}

/// The server's bots: their skill, name and first rating.
pub const HOUSE_BOTS: [(Skill, &str, f64); 4] = [
    (Skill::Novice, "Novice bot", 1100.0),
    (Skill::Club, "Club bot", 1400.0),
    (Skill::Pro, "Pro bot", 1700.0),
    (Skill::Perfect, "Perfect bot", 2000.0),
];

/// A round time from which a game is a correspondence one: it is paired only with its own kind.
const CORRESPONDENCE_SECONDS: i64 = 3600;

/// A bot answers once this long has passed in the round (people see it think).
const BOT_THINKS_MS: i64 = 1200;

/// Pairs drawn from one kind's waiting players (sorted by rating): the two nearest ratings
/// first, then the next nearest, and so on; returns the pairs and who is left alone.
pub fn nearest_pairs(mut waiting: Vec<Waiting>) -> (Vec<[Waiting; 2]>, Vec<Waiting>) {
    let mut pairs = Vec::new();
    while waiting.len() >= 2 {
        let i = (0..waiting.len() - 1)
            .min_by(|&a, &b| {
                let gap = |i: usize| waiting[i + 1].rating - waiting[i].rating;
                gap(a).total_cmp(&gap(b))
            })
            .unwrap_or(0);
        let second = waiting.remove(i + 1);
        let first = waiting.remove(i);
        pairs.push([first, second]);
    }
    (pairs, waiting)
}

impl Games {
    /// Makes sure the server's bots exist (made once, kept in the store).
    pub async fn house_bots(&self, store: &Store, now_ms: i64) -> Result<Vec<HouseBot>, GameError> {
        let mut bots = store.house_bots().await?;
        for (skill, name, rating) in HOUSE_BOTS {
            if bots.iter().any(|b| b.skill == skill.name()) {
                continue;
            }
            let mut token = [0u8; 32];
            getrandom::fill(&mut token).map_err(|_| GameError::Busy)?;
            let hash = crate::auth::hash(&format!("{token:?}"));
            for n in 1.. {
                let name = if n == 1 {
                    name.to_owned()
                } else {
                    format!("{name} {n}")
                };
                if let Some(player) = store.add_player(&name, &hash, true, now_ms).await? {
                    store
                        .make_house_bot(player.id, skill.name(), rating)
                        .await?;
                    break;
                }
            }
        }
        if bots.len() < HOUSE_BOTS.len() {
            bots = store.house_bots().await?;
        }
        self.house_bots_are(&bots);
        Ok(bots)
    }

    /// Pairs the pool's waiting players: people of one kind with each other, then a player who
    /// waited `bot_after_ms` alone with a bot. Returns the games made.
    pub async fn pair(
        &self,
        store: &Store,
        bot_after_ms: i64,
        now_ms: i64,
    ) -> Result<usize, GameError> {
        let waiting = store.pool_waiting().await?;
        if waiting.is_empty() {
            return Ok(0);
        }
        let mut kinds: Vec<Vec<Waiting>> = Vec::new();
        for w in waiting {
            match kinds.last_mut() {
                Some(kind)
                    if kind[0].rules == w.rules && kind[0].move_seconds == w.move_seconds =>
                {
                    kind.push(w);
                }
                _ => kinds.push(vec![w]),
            }
        }
        let mut made = 0;
        let mut lone = Vec::new();
        for kind in kinds {
            let (pairs, alone) = nearest_pairs(kind);
            for [a, b] in pairs {
                made += usize::from(self.make_paired(store, &a, &b, false, now_ms).await?);
            }
            lone.extend(alone);
        }
        // Alone in their kind for half the bot wait, players of live kinds under the same
        // rules are paired with each other at the longer of their round times, before a bot
        // takes the seat (a player waiting for 15 s never met one waiting for 30 s).
        let (across, mut alone): (Vec<Waiting>, Vec<Waiting>) = lone.into_iter().partition(|w| {
            w.move_seconds < CORRESPONDENCE_SECONDS && now_ms - w.since_ms >= bot_after_ms / 2
        });
        let mut by_rules: Vec<Vec<Waiting>> = Vec::new();
        for w in across {
            match by_rules.iter_mut().find(|g| g[0].rules == w.rules) {
                Some(group) => group.push(w),
                None => by_rules.push(vec![w]),
            }
        }
        for mut group in by_rules {
            group.sort_by(|a, b| a.rating.total_cmp(&b.rating));
            let (pairs, left) = nearest_pairs(group);
            for [a, b] in pairs {
                let longer = a.move_seconds.max(b.move_seconds);
                let a = Waiting {
                    move_seconds: longer,
                    ..a
                };
                made += usize::from(self.make_paired(store, &a, &b, false, now_ms).await?);
            }
            alone.extend(left);
        }
        for w in alone
            .into_iter()
            .filter(|w| now_ms - w.since_ms >= bot_after_ms)
        {
            let bots = self.house_bots(store, now_ms).await?;
            let Some(bot) = bots.iter().min_by(|x, y| {
                (x.rating - w.rating)
                    .abs()
                    .total_cmp(&(y.rating - w.rating).abs())
            }) else {
                continue;
            };
            let bot = Waiting {
                player: bot.player.id,
                name: bot.player.name.clone(),
                rating: bot.rating,
                since_ms: now_ms,
                bot: true,
                ..w.clone()
            };
            made += usize::from(self.make_paired(store, &w, &bot, true, now_ms).await?);
        }
        Ok(made)
    }

    /// Claims `a` and `b` (`a` alone when `b` is one of the server's bots, which is not in the
    /// pool) and makes their game; false when another instance paired one of them first.
    async fn make_paired(
        &self,
        store: &Store,
        a: &Waiting,
        b: &Waiting,
        house: bool,
        now_ms: i64,
    ) -> Result<bool, GameError> {
        let id = code(ID_LEN)?;
        let claimed: Vec<i64> = if house {
            vec![a.player]
        } else {
            vec![a.player, b.player]
        };
        if !store.pool_claim(&claimed, &id).await? {
            return Ok(false);
        }
        if let Err(e) = self.paired_game(store, id.clone(), a, b, now_ms).await {
            tracing::warn!(error = %e, "making a paired game");
            store.pool_release(&id).await?;
            return Ok(false);
        }
        Ok(true)
    }

    /// The rated game of `a` (seat 0) and `b` on a built-in level, started.
    async fn paired_game(
        &self,
        store: &Store,
        id: String,
        a: &Waiting,
        b: &Waiting,
        now_ms: i64,
    ) -> Result<(), GameError> {
        let seed = super::new_seed()?;
        let (title, track) = TRACKS[(seed as usize) % TRACKS.len()];
        let row = GameRow {
            id: id.clone(),
            creator: a.player,
            track: track.to_owned(),
            rules: a.rules.clone(),
            seats: 2,
            move_seconds: a.move_seconds,
            crash_penalty: 2,
            public: true,
            invite: code(16)?,
            seed,
            state: GameState::Open,
            round: 0,
            deadline_ms: None,
            created_ms: now_ms,
            seq: 0,
            rules_version: i64::from(racetrack::race::RULES_VERSION),
            broken: None,
            rated: true,
            title: Some(title.to_owned()),
            rematch_of: None,
            spectator_chat: false,
            night: false,
            honour: None,
            tournament: None,
        };
        let player = |w: &Waiting| Player {
            id: w.player,
            name: w.name.clone(),
            bot: w.bot,
        };
        self.open(store, &player(a), row, vec![b.player], now_ms)
            .await?;
        // Told first, then the race starts (and round 1 is theirs).
        for (me, them) in [(a, b), (b, a)] {
            let event = PlayerEvent::Paired {
                game: id.clone(),
                against: them.name.clone(),
            };
            self.feeds.send(store, me.player, event);
        }
        self.join(store, &player(b), &id, None, now_ms).await?;
        Ok(())
    }

    /// The server's own bots are `bots` (read from the store whenever they are made or play):
    /// a game's view names their skill, and counts them as connected ([`Games::viewed`]).
    fn house_bots_are(&self, bots: &[HouseBot]) {
        let skills = bots
            .iter()
            .filter_map(|b| Some((b.player.id, racetrack_api::BotSkill::of(&b.skill)?)));
        *self.house.write().expect("house bots lock") = skills.collect();
    }

    /// The server's bots' moves in every running game they sit in, once they have thought
    /// for a moment in the round. Returns the moves made.
    pub async fn play_house_bots(&self, store: &Store, now_ms: i64) -> Result<usize, GameError> {
        let bots = store.house_bots().await?;
        self.house_bots_are(&bots);
        let mut moved = 0;
        for id in store.house_bot_games().await? {
            match self.house_bot_moves(store, &bots, &id, now_ms).await {
                Ok(n) => moved += n,
                Err(e) => tracing::debug!(game = %id, error = %e, "a house bot's move"),
            }
        }
        Ok(moved)
    }

    async fn house_bot_moves(
        &self,
        store: &Store,
        bots: &[HouseBot],
        id: &str,
        now_ms: i64,
    ) -> Result<usize, GameError> {
        let moves = {
            let mut live = self.fresh(store, id).await?;
            let Some(recorder) = live.phase.race() else {
                return Ok(0);
            };
            let started = live
                .row
                .deadline_ms
                .map_or(now_ms, |d| d - live.row.move_seconds * 1000);
            if live.row.state != GameState::Running || now_ms - started < BOT_THINKS_MS {
                return Ok(0);
            }
            let waiting = recorder.waiting();
            let mut moves = Vec::new();
            for seat in &live.seats {
                let car = racetrack::race::CarId(seat.seat as usize);
                let Some(bot) = bots.iter().find(|b| b.player.id == seat.player) else {
                    continue;
                };
                if !waiting.contains(&car) {
                    continue;
                }
                let skill: Skill = bot.skill.parse().unwrap_or(Skill::Club);
                moves.push((bot.player.clone(), car, skill));
            }
            if moves.is_empty() {
                return Ok(0);
            }
            if live.coach.is_none() {
                let track: Track = live.row.track.parse().map_err(|_| GameError::Busy)?;
                let rules: Rules = live.row.rules.parse().map_err(|_| GameError::Busy)?;
                let coach = self
                    .work
                    .run(move || {
                        Coach::new(&track, rules).map(|mut coach| {
                            coach.run();
                            coach
                        })
                    })
                    .await
                    .map_err(|_| GameError::Busy)?
                    .map_err(|e| GameError::CannotStart(e.to_string()))?;
                live.coach = Some(std::sync::Arc::new(coach));
            }
            let (Some(coach), Some(recorder)) = (&live.coach, live.phase.race()) else {
                return Ok(0);
            };
            let race = recorder.race();
            let round = recorder.round();
            moves
                .into_iter()
                .filter_map(|(player, car, skill)| {
                    let c = &race.cars()[car.0];
                    let held = c.progress(race.track(), race.rules()).collected;
                    let seed = (live.row.seed as u64) ^ (u64::from(round) << 8) ^ car.0 as u64;
                    // No option at all: the deadline resolves the round without it.
                    let to = Driver::new(skill, seed).choose(
                        coach,
                        c.run(),
                        held,
                        &race.options(car),
                    )?;
                    let answer = answer_of(race, car, Some(to));
                    let body = NewMove {
                        round: i64::from(round),
                        acc: answer.acc,
                        start: answer.start,
                    };
                    Some((player, body))
                })
                .collect::<Vec<_>>()
        };
        let mut moved = 0;
        for (player, body) in moves {
            match self.choose(store, &player, id, body, now_ms).await {
                Ok(_) => moved += 1,
                // Another instance's tick moved first, or the round ended meanwhile.
                Err(
                    GameError::AlreadyChosen
                    | GameError::RoundOver(_)
                    | GameError::WrongRound { .. },
                ) => {}
                Err(e) => return Err(e),
            }
        }
        Ok(moved)
    }
}
