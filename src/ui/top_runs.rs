//! The player's records in the page: loaded from browser storage (damaged data set aside with a
//! message, never lost), a name asked for when a won run enters a track's top 10, the table of
//! the open track, medals on the menu cards, and export and import as a file.

use crate::ui::app::App;
use crate::ui::model::Play;
use racetrack::top_runs::{Entry, Mode, TopRuns, TrackKey};
use racetrack::verdict::{Medal, Optimum};

use racetrack::game::State;

use super::i18n::Words;
use super::msg::Effect;
use super::play::SavedRun;
use super::race_words;

/// Where the records are kept in browser storage (the format of [`racetrack::top_runs`]).
pub const RECORDS_KEY: &str = "racetrack.records";
/// Where damaged stored records are moved, untouched, so nothing is lost.
pub const SET_ASIDE_KEY: &str = "racetrack.records.set-aside";
/// The name last entered, offered again.
pub const PLAYER_KEY: &str = "racetrack.player";
/// The file name of an export.
pub const EXPORT_FILE: &str = "racetrack-records.json";

/// The page's records and the player's name.
#[derive(Clone, Debug, Default)]
pub struct RecordBook {
    /// Every track's table.
    pub records: TopRuns,
    /// The name last entered.
    pub player: String,
}

/// One row of a records table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordRow {
    /// 1 to 10.
    pub rank: usize,
    /// The player's name (shown as text).
    pub name: String,
    /// The score.
    pub moves: u32,
    /// How it was played.
    pub mode: &'static str,
    /// `YYYY-MM-DD`.
    pub date: String,
    /// `clean` or `assisted` (Undo, the coach, the optimal line or a solver helped).
    pub help: &'static str,
    /// The same in the page's language.
    pub help_words: String,
    /// The mode in the page's language ("Solo", "Contre l’IA").
    pub mode_words: String,
    /// The date as the page's language writes it.
    pub date_words: String,
}

/// The word for the medal a best run earns against the optimum (the rule is the engine's
/// [`Medal::of`]).
pub fn medal(best: u32, optimum: Option<Optimum>) -> Option<&'static str> {
    Medal::of(best as usize, optimum?).map(medal_name)
}

/// `gold`, `silver` or `bronze`.
pub fn medal_name(medal: Medal) -> &'static str {
    match medal {
        Medal::Gold => "gold",
        Medal::Silver => "silver",
        Medal::Bronze => "bronze",
    }
}

impl RecordBook {
    /// Reads what storage holds. Damaged tables (or a damaged file) are set aside: the raw text
    /// goes to [`SET_ASIDE_KEY`], the readable rest is kept, and the message says what happened.
    pub fn load(
        words: &Words,
        stored: Option<&str>,
        player: Option<&str>,
    ) -> (RecordBook, Option<String>, Vec<Effect>) {
        let player = player
            .and_then(|p| racetrack::race::player_name(p).ok())
            .unwrap_or_default();
        let Some(text) = stored.filter(|t| !t.trim().is_empty()) else {
            return (
                RecordBook {
                    records: TopRuns::new(),
                    player,
                },
                None,
                Vec::new(),
            );
        };
        let (records, problems) = TopRuns::from_json_lenient(text);
        if problems.is_empty() {
            return (RecordBook { records, player }, None, Vec::new());
        }
        let message = words.with(
            "records-set-aside",
            &[
                ("key", SET_ASIDE_KEY.into()),
                (
                    "problem",
                    race_words::top_runs_error(words, &problems[0]).into(),
                ),
            ],
        );
        let effects = vec![
            Effect::Store {
                key: SET_ASIDE_KEY,
                value: text.to_owned(),
            },
            Effect::Store {
                key: RECORDS_KEY,
                value: records.to_json(),
            },
        ];
        (RecordBook { records, player }, Some(message), effects)
    }

    /// The rank a run of `moves` would take in the table of `key`, if it enters the top 10.
    pub fn would_rank(&self, key: TrackKey, moves: u32) -> Option<usize> {
        let table = self.records.table(key);
        let rank = table.iter().filter(|e| e.moves() <= moves).count() + 1;
        (rank <= racetrack::top_runs::MAX_ENTRIES).then_some(rank)
    }

    /// Keeps a run; returns its rank and the effects that store it, or why it cannot be kept.
    /// `name` becomes the name offered next time unless it is the stand-in [`UNNAMED`].
    pub fn save(
        &mut self,
        words: &Words,
        key: TrackKey,
        name: &str,
        moves: u32,
        assisted: bool,
        today: &str,
    ) -> Result<(Option<usize>, Vec<Effect>), String> {
        let entry = Entry::new(name, moves, Mode::Solo, today)
            .map_err(|e| race_words::entry_error(words, &e))?
            .assisted(assisted);
        let named = name != UNNAMED;
        if named {
            self.player = entry.name().to_owned();
        }
        let rank = self.records.insert(key, entry);
        Ok((rank, self.stored(named)))
    }

    /// Gives the run at `rank` of `key`'s table the player's `name` (remembered for the next
    /// records); returns the effects that store it, or why the name is refused.
    pub fn rename(
        &mut self,
        words: &Words,
        key: TrackKey,
        rank: usize,
        name: &str,
    ) -> Result<Vec<Effect>, String> {
        match self.records.rename(key, rank, name) {
            Ok(true) => {
                // The name as the entry keeps it (trimmed).
                self.player = self.records.table(key)[rank - 1].name().to_owned();
                Ok(self.stored(true))
            }
            Ok(false) => Err(words.get("record-gone")),
            Err(e) => Err(race_words::name_error(words, &e)),
        }
    }

    /// The effects that store the records (and the player's name, when it changed).
    fn stored(&self, player: bool) -> Vec<Effect> {
        let mut effects = vec![Effect::Store {
            key: RECORDS_KEY,
            value: self.records.to_json(),
        }];
        if player {
            effects.push(Effect::Store {
                key: PLAYER_KEY,
                value: self.player.clone(),
            });
        }
        effects
    }

    /// The table of a track under rules, in `words`' language.
    pub fn rows(&self, key: TrackKey, words: &Words) -> Vec<RecordRow> {
        self.records
            .table(key)
            .iter()
            .enumerate()
            .map(|(i, e)| RecordRow {
                rank: i + 1,
                // The stand-in of a run not named yet, in the reader's words.
                name: match e.name() {
                    UNNAMED => words.get("online-you"),
                    name => name.to_owned(),
                },
                moves: e.moves(),
                mode: e.mode().name(),
                date: e.date().to_owned(),
                help: if e.is_assisted() { "assisted" } else { "clean" },
                help_words: words.get(if e.is_assisted() {
                    "run-assisted"
                } else {
                    "run-clean"
                }),
                mode_words: super::race_mode::mode_words(words, e.mode()),
                date_words: words.date(e.date()),
            })
            .collect()
    }

    /// Merges an imported file; says how it went.
    pub fn import(&mut self, words: &Words, name: &str, bytes: &[u8]) -> (String, Vec<Effect>) {
        let Ok(text) = std::str::from_utf8(bytes) else {
            return (
                words.with("records-not-utf8", &[("name", name.into())]),
                Vec::new(),
            );
        };
        let (records, problems) = TopRuns::from_json_lenient(text);
        let added = self.records.merge(&records);
        let mut message = words.with(
            "records-imported",
            &[("name", name.into()), ("count", added.into())],
        );
        if let Some(problem) = problems.first() {
            message.push_str(&words.with(
                "records-skipped",
                &[
                    ("parts", problems.len().into()),
                    ("problem", race_words::top_runs_error(words, problem).into()),
                ],
            ));
        }
        let effects = vec![Effect::Store {
            key: RECORDS_KEY,
            value: self.records.to_json(),
        }];
        (message, effects)
    }
}

/// What the win box asks when a run enters the top 10.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordPrompt {
    /// The rank the run takes.
    pub rank: usize,
    /// The name offered (the last one entered).
    pub name: String,
}

/// The stand-in name a won run is kept under until the player gives one.
pub const UNNAMED: &str = "You";

/// The won run's prompt: its name, when it was kept under the stand-in [`UNNAMED`] (or, when
/// the page has no date to keep it with, when it would enter its track's top 10).
pub fn prompt(play: &Play, app: &App) -> Option<RecordPrompt> {
    let s = play.session.as_ref()?;
    let State::Won { moves } = s.game.state() else {
        return None;
    };
    if let Some(saved) = s.saved.filter(|k| k.len == s.game.trajectory().len()) {
        return s.unnamed.then_some(RecordPrompt {
            rank: saved.rank?,
            name: String::new(),
        });
    }
    let key = s.record_key;
    let rank = app.kept.record_book.would_rank(key, moves as u32)?;
    Some(RecordPrompt {
        rank,
        name: app.kept.record_book.player.clone(),
    })
}

/// What the win box says once the run is kept under the player's name.
pub fn saved_words(play: &Play, words: &super::i18n::Words) -> Option<String> {
    let s = play.session.as_ref()?;
    let SavedRun { len, rank } = s.saved?;
    (len == s.game.trajectory().len() && s.game.state().is_won() && !s.unnamed).then(
        || match rank {
            Some(rank) => words.with("record-kept-rank", &[("rank", rank.into())]),
            None => words.get("record-kept-not-top"),
        },
    )
}

/// Keeps a won run that enters its track's top 10 as soon as it is won, so a win counts (the
/// menu's best and medal) whether or not a name is typed: under the name the player gave last,
/// else under [`UNNAMED`] with the name asked in the win box. The same line finished again in
/// the same run (after an Undo) is not kept twice.
pub(crate) fn keep_won(play: &mut Play, app: &mut App) -> Vec<Effect> {
    let Some(today) = app.clock.today.map(|d| d.to_string()) else {
        return Vec::new();
    };
    let session = &mut play.session;
    let Some(s) = session else {
        return Vec::new();
    };
    let State::Won { moves } = s.game.state() else {
        return Vec::new();
    };
    if let Some(kept) = &s.last_kept {
        if kept.line.as_slice() == s.game.trajectory() {
            s.saved = Some(SavedRun {
                len: kept.line.len(),
                rank: kept.rank,
            });
            s.unnamed = kept.unnamed;
            return Vec::new();
        }
    }
    if app
        .kept
        .record_book
        .would_rank(s.record_key, moves as u32)
        .is_none()
    {
        return Vec::new();
    }
    let unnamed = app.kept.record_book.player.is_empty();
    let name = if unnamed {
        UNNAMED.to_owned()
    } else {
        app.kept.record_book.player.clone()
    };
    match app.kept.record_book.save(
        &app.words,
        s.record_key,
        &name,
        moves as u32,
        s.assists.any(),
        &today,
    ) {
        Ok((rank, effects)) => {
            let line = s.game.trajectory().to_vec();
            s.saved = Some(SavedRun {
                len: line.len(),
                rank,
            });
            s.unnamed = unnamed;
            s.last_kept = Some(super::play::KeptLine {
                line,
                rank,
                unnamed,
            });
            effects
        }
        // Not kept (a date the entries refuse): the name is asked, as before a record.
        Err(_) => Vec::new(),
    }
}

/// Keeps the won run under `name`, or gives that name to the run kept under [`UNNAMED`].
#[inline(never)]
pub(crate) fn save(play: &mut Play, app: &mut App, name: &str, today: &str) -> Vec<Effect> {
    let Some(s) = &mut play.session else {
        return Vec::new();
    };
    let State::Won { moves } = s.game.state() else {
        return Vec::new();
    };
    let (key, assisted) = (s.record_key, s.assists.any());
    let kept = s
        .saved
        .filter(|k| s.unnamed && k.len == s.game.trajectory().len());
    let outcome = match kept {
        Some(SavedRun {
            rank: Some(rank), ..
        }) => app
            .kept
            .record_book
            .rename(&app.words, key, rank, name)
            .map(|effects| (Some(rank), effects)),
        _ => app
            .kept
            .record_book
            .save(&app.words, key, name, moves as u32, assisted, today),
    };
    match outcome {
        Ok((rank, mut effects)) => {
            s.saved = Some(SavedRun {
                len: s.game.trajectory().len(),
                rank,
            });
            s.unnamed = false;
            if let Some(kept) = &mut s.last_kept {
                kept.unnamed = false;
            }
            // A challenge copied before the name was given was signed Anonymous: Share again
            // signs it with the name.
            if s.share.as_ref().is_some_and(|sh| sh.anonymous) {
                s.share = None;
            }
            // The name field goes away: the box's main button takes the focus.
            effects.push(Effect::Focus(super::msg::Focus::MessagePrimary));
            let said = match rank {
                Some(rank) => app
                    .words
                    .with("record-saved-rank", &[("rank", rank.into())]),
                None => app.words.get("record-saved-not-top"),
            };
            app.announce(said);
            effects
        }
        Err(why) => {
            s.note = Some(app.words.with("record-not-kept", &[("why", why.into())]));
            Vec::new()
        }
    }
}

/// Every record as a file.
pub(crate) fn export(app: &App) -> Vec<Effect> {
    vec![Effect::Download {
        filename: EXPORT_FILE.into(),
        text: app.kept.record_book.records.to_json(),
        kind: super::msg::FileKind::Json,
    }]
}

/// Why a records file of `size` bytes is not read (too large), or `None` to read it.
pub(crate) fn refuse_file(words: &Words, name: &str, size: f64) -> Option<String> {
    let most = racetrack::top_runs::MAX_TOP_RUNS_BYTES;
    (size > most as f64).then(|| {
        words.with(
            "records-file-too-large",
            &[("name", name.into()), ("most", most.into())],
        )
    })
}

/// A records file was read: merge it.
pub(crate) fn file_read(app: &mut App, name: &str, bytes: &[u8]) -> Vec<Effect> {
    let (message, effects) = app.kept.record_book.import(&app.words, name, bytes);
    app.menu.notice = Some(message);
    effects
}
