//! The top runs: the ten best runs on each track under each set of rules (the page's Records
//! panel), kept in a versioned JSON format that is read back without ever panicking. (A race's
//! record, its moves turn by turn, is [`crate::race::record`].)
//!
//! # Format (version 1)
//!
//! ```json
//! {"version":1,"tables":{"1fbc7a12bb39def4":[
//!   {"name":"Ada","moves":21,"mode":"solo","date":"2025-05-01"}]}}
//! ```
//!
//! - `version`: the number 1.
//! - `tables`: an object; each member's name is a table's [`TrackKey`] (16 lowercase hex
//!   digits) and its value the table: an array of at most [`MAX_ENTRIES`] entries, best first.
//! - An entry: `name` (a [`player_name`]: 1 to 24 characters, trimmed, no control characters),
//!   `moves` (a whole number from 1 to [`MAX_MOVES`]), `mode` (one of [`Mode::ALL`]'s names) and
//!   `date` (`YYYY-MM-DD`, a real calendar date), and `assisted` (`true` when the run had help:
//!   Undo, the coach's live counts, the optimal line or a watched solver; absent when it had
//!   none, or when it was kept before runs were marked). Other members are ignored.
//!
//! Input over [`MAX_TOP_RUNS_BYTES`] is refused before it is parsed.
//! [`TopRuns::from_json`] refuses the whole text at the first problem;
//! [`TopRuns::from_json_lenient`] sets aside each bad table with its problem and keeps the
//! others.
//!
//! ```
//! use racetrack::top_runs::{Entry, TopRuns, Mode, TrackKey};
//! use racetrack::{Rules, Track};
//! let track: Track = ">..*".parse().unwrap();
//! let key = TrackKey::of(&track, Rules::Strict);
//! assert_eq!(key.to_string(), "1fbc7a12bb39def4");
//! let mut records = TopRuns::new();
//! let ada = Entry::new("Ada", 3, Mode::Solo, "2025-05-01").unwrap();
//! assert_eq!(records.insert(key, ada.clone()), Some(1));
//! let back = TopRuns::from_json(&records.to_json()).unwrap();
//! assert_eq!(back.best(key), Some(&ada));
//! ```

use std::collections::BTreeMap;
use std::fmt;
use std::str::FromStr;

use serde_json::{Map, Value};
use thiserror::Error;

use crate::race::{NameError, player_name};
use crate::rules::Rules;
use crate::track::Track;

/// The format version this module writes and reads.
pub const VERSION: u64 = 1;

/// Entries kept per table.
pub const MAX_ENTRIES: usize = 10;

/// Largest records text accepted, in bytes (1 MiB), checked before parsing.
pub const MAX_TOP_RUNS_BYTES: usize = 1 << 20;

/// Largest move count an entry may hold (a share link's trajectory holds at most a million moves).
pub const MAX_MOVES: u32 = 1_000_000;

pub use crate::hash::fnv1a64;

/// The key of a record table: [`fnv1a64`] of the rules' name, a line feed, and the track text as
/// `Track`'s `Display` writes it (`"strict\n>..*\n"`). Written as 16 lowercase hex digits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TrackKey(pub u64);

impl TrackKey {
    /// The key of `track` under `rules`.
    pub fn of(track: &Track, rules: Rules) -> TrackKey {
        TrackKey(fnv1a64(format!("{rules}\n{track}").as_bytes()))
    }
}

impl fmt::Display for TrackKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:016x}", self.0)
    }
}

impl FromStr for TrackKey {
    type Err = TopRunsError;

    /// Exactly 16 lowercase hex digits.
    fn from_str(text: &str) -> Result<TrackKey, TopRunsError> {
        let hex = |b: u8| b.is_ascii_digit() || (b'a'..=b'f').contains(&b);
        if text.len() != 16 || !text.bytes().all(hex) {
            return Err(TopRunsError::BadKey(text.to_owned()));
        }
        u64::from_str_radix(text, 16)
            .map(TrackKey)
            .map_err(|_| TopRunsError::BadKey(text.to_owned()))
    }
}

/// How a record was set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mode {
    /// A game alone.
    Solo,
    /// A game against a recorded run.
    Ghost,
    /// A game against the clock.
    Blitz,
    /// A race against a computer driver.
    Ai,
    /// A hot-seat race.
    HotSeat,
    /// A simultaneous race.
    Simultaneous,
}

impl Mode {
    /// Every mode, in the order of their names: solo, ghost, blitz, ai, hotseat, simultaneous.
    pub const ALL: [Mode; 6] = [
        Mode::Solo,
        Mode::Ghost,
        Mode::Blitz,
        Mode::Ai,
        Mode::HotSeat,
        Mode::Simultaneous,
    ];

    /// The lowercase name used in the JSON format.
    pub fn name(self) -> &'static str {
        match self {
            Mode::Solo => "solo",
            Mode::Ghost => "ghost",
            Mode::Blitz => "blitz",
            Mode::Ai => "ai",
            Mode::HotSeat => "hotseat",
            Mode::Simultaneous => "simultaneous",
        }
    }
}

impl fmt::Display for Mode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Mode {
    type Err = EntryError;
    fn from_str(text: &str) -> Result<Mode, EntryError> {
        Mode::ALL
            .into_iter()
            .find(|m| m.name() == text)
            .ok_or_else(|| EntryError::Mode(text.to_owned()))
    }
}

/// Why an entry is invalid.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum EntryError {
    /// The name is not a valid player name.
    #[error("name: {0}")]
    Name(#[from] NameError),
    /// Moves outside 1 to [`MAX_MOVES`].
    #[error("{0} moves is out of range (1 to {max})", max = MAX_MOVES)]
    Moves(String),
    /// A mode that is not in [`Mode::ALL`].
    #[error("unknown mode {0:?} (expected solo, ghost, blitz, ai, hotseat or simultaneous)")]
    Mode(String),
    /// A date that is not a real `YYYY-MM-DD` date.
    #[error("bad date {0:?} (expected YYYY-MM-DD)")]
    Date(String),
}

/// One line of a table. Valid by construction.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Entry {
    name: String,
    moves: u32,
    mode: Mode,
    date: String,
    assisted: bool,
}

impl Entry {
    /// An entry: `name` is trimmed and checked ([`player_name`]), `moves` in 1 to
    /// [`MAX_MOVES`], `date` an ISO 8601 calendar date `YYYY-MM-DD` (the caller's clock: the
    /// engine has none).
    pub fn new(name: &str, moves: u32, mode: Mode, date: &str) -> Result<Entry, EntryError> {
        let name = player_name(name)?;
        if !(1..=MAX_MOVES).contains(&moves) {
            return Err(EntryError::Moves(moves.to_string()));
        }
        if !is_date(date) {
            return Err(EntryError::Date(date.to_owned()));
        }
        Ok(Entry {
            name,
            moves,
            mode,
            date: date.to_owned(),
            assisted: false,
        })
    }

    /// The entry marked as an assisted run (`true`) or a clean one.
    pub fn assisted(self, assisted: bool) -> Entry {
        Entry { assisted, ..self }
    }

    /// Whether the run had help (Undo, the coach's counts, the optimal line, a solver).
    pub fn is_assisted(&self) -> bool {
        self.assisted
    }

    /// The player's name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The score.
    pub fn moves(&self) -> u32 {
        self.moves
    }

    /// How it was set.
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// When, `YYYY-MM-DD`.
    pub fn date(&self) -> &str {
        &self.date
    }

    /// The entry as a JSON object, members in the documented order.
    fn to_json(&self) -> String {
        format!(
            r#"{{"name":{},"moves":{},"mode":"{}","date":"{}"{}}}"#,
            Value::String(self.name.clone()),
            self.moves,
            self.mode,
            self.date,
            if self.assisted {
                r#","assisted":true"#
            } else {
                ""
            }
        )
    }
}

/// Whether `text` is a calendar date `YYYY-MM-DD` ([`crate::date::Date`]).
fn is_date(text: &str) -> bool {
    text.parse::<crate::date::Date>().is_ok()
}

/// Why records text could not be read. `at` names the place in the JSON, such as
/// `tables["1fbc7a12bb39def4"][2].moves`.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum TopRunsError {
    /// More than [`MAX_TOP_RUNS_BYTES`] bytes.
    #[error("the records are {len} bytes long; at most {max} are read", max = MAX_TOP_RUNS_BYTES)]
    TooLarge {
        /// Length of the text in bytes.
        len: usize,
    },
    /// The text is not JSON.
    #[error("the records are not valid JSON: {0}")]
    NotJson(String),
    /// A `version` other than 1.
    #[error("unsupported records version {0} (this page reads version {VERSION})")]
    UnsupportedVersion(String),
    /// A required member is missing.
    #[error("{at}: missing {field:?}")]
    Missing {
        /// Where.
        at: String,
        /// The missing member.
        field: &'static str,
    },
    /// A value of the wrong JSON type.
    #[error("{at}: expected {expected}")]
    WrongType {
        /// Where.
        at: String,
        /// What was expected.
        expected: &'static str,
    },
    /// A table key that is not 16 lowercase hex digits.
    #[error("bad table key {0:?} (expected 16 lowercase hex digits)")]
    BadKey(String),
    /// A table of more than [`MAX_ENTRIES`] entries.
    #[error("{at}: {count} entries, at most {max} are kept", max = MAX_ENTRIES)]
    TooManyEntries {
        /// Where.
        at: String,
        /// How many it has.
        count: usize,
    },
    /// An entry with a bad value.
    #[error("{at}: {error}")]
    Entry {
        /// Where.
        at: String,
        /// What is wrong.
        error: EntryError,
    },
}

/// Record tables, one per [`TrackKey`], each at most [`MAX_ENTRIES`] entries, fewest moves
/// first.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TopRuns {
    tables: BTreeMap<TrackKey, Vec<Entry>>,
}

impl TopRuns {
    /// No tables.
    pub fn new() -> TopRuns {
        TopRuns::default()
    }

    /// Enters `entry` in the table of `key`; returns its rank (1 to [`MAX_ENTRIES`]) if it made
    /// the table. An entry ranks after every entry with fewer moves, and after every entry with
    /// as many unless it is clean and they are assisted: on equal moves a clean run goes ahead,
    /// and otherwise the earlier one stays ahead.
    pub fn insert(&mut self, key: TrackKey, entry: Entry) -> Option<usize> {
        let table = self.tables.entry(key).or_default();
        let at = table.partition_point(|e| {
            e.moves < entry.moves || (e.moves == entry.moves && (!e.assisted || entry.assisted))
        });
        if at >= MAX_ENTRIES {
            return None;
        }
        table.insert(at, entry);
        table.truncate(MAX_ENTRIES);
        Some(at + 1)
    }

    /// Gives the entry at `rank` (1 to [`MAX_ENTRIES`]) of the table of `key` the name `name`
    /// (trimmed and checked as [`Entry::new`] does); returns whether there was such an entry.
    /// The page keeps a won run at once under a stand-in name and asks for the player's.
    pub fn rename(&mut self, key: TrackKey, rank: usize, name: &str) -> Result<bool, NameError> {
        let name = player_name(name)?;
        let Some(entry) = rank
            .checked_sub(1)
            .and_then(|at| self.tables.get_mut(&key)?.get_mut(at))
        else {
            return Ok(false);
        };
        entry.name = name;
        Ok(true)
    }

    /// The best entry of a table.
    pub fn best(&self, key: TrackKey) -> Option<&Entry> {
        self.table(key).first()
    }

    /// A table, best first (empty when there is none).
    pub fn table(&self, key: TrackKey) -> &[Entry] {
        self.tables.get(&key).map_or(&[], Vec::as_slice)
    }

    /// The keys of every table, in increasing order.
    pub fn keys(&self) -> impl Iterator<Item = TrackKey> + '_ {
        self.tables.keys().copied()
    }

    /// Whether there is no entry at all.
    pub fn is_empty(&self) -> bool {
        self.tables.is_empty()
    }

    /// Adds every entry of `other` not already in the same table (same name, moves, mode,
    /// date and mark), keeping the best [`MAX_ENTRIES`] of each table; on equal moves this side's entries
    /// stay ahead. Returns how many entries made it in.
    pub fn merge(&mut self, other: &TopRuns) -> usize {
        let mut added = 0;
        for (&key, entries) in &other.tables {
            for entry in entries {
                if !self.table(key).contains(entry) && self.insert(key, entry.clone()).is_some() {
                    added += 1;
                }
            }
        }
        added
    }

    /// The records in the JSON format of version 1 (one line, tables in increasing key order).
    pub fn to_json(&self) -> String {
        let tables: Vec<String> = self
            .tables
            .iter()
            .map(|(key, entries)| {
                let entries: Vec<String> = entries.iter().map(Entry::to_json).collect();
                format!(r#""{key}":[{}]"#, entries.join(","))
            })
            .collect();
        format!(
            r#"{{"version":{VERSION},"tables":{{{}}}}}"#,
            tables.join(",")
        )
    }

    /// Reads records; any problem refuses the whole text, naming the first one (tables in
    /// increasing key order).
    pub fn from_json(text: &str) -> Result<TopRuns, TopRunsError> {
        let mut records = TopRuns::new();
        for (key, table) in read_tables(text)? {
            records.tables.insert(key?, table?);
        }
        records.tables.retain(|_, t| !t.is_empty());
        Ok(records)
    }

    /// Reads records, setting aside every table with a problem and keeping the rest; returns the
    /// records and the problems. A problem with the whole text (too large, not JSON, another
    /// version, no `tables` object) gives no records and that one problem.
    pub fn from_json_lenient(text: &str) -> (TopRuns, Vec<TopRunsError>) {
        let mut records = TopRuns::new();
        let tables = match read_tables(text) {
            Ok(tables) => tables,
            Err(problem) => return (records, vec![problem]),
        };
        let mut problems = Vec::new();
        for (key, table) in tables {
            match key.and_then(|key| Ok((key, table?))) {
                Ok((key, table)) if !table.is_empty() => {
                    records.tables.insert(key, table);
                }
                Ok(_) => {}
                Err(problem) => problems.push(problem),
            }
        }
        (records, problems)
    }
}

/// A table as read: its key and its entries, or why either is bad.
type ReadTable = (
    Result<TrackKey, TopRunsError>,
    Result<Vec<Entry>, TopRunsError>,
);

/// Checks the whole text (size, JSON, version, `tables`) and reads each table on its own.
fn read_tables(text: &str) -> Result<Vec<ReadTable>, TopRunsError> {
    if text.len() > MAX_TOP_RUNS_BYTES {
        return Err(TopRunsError::TooLarge { len: text.len() });
    }
    let root: Value =
        serde_json::from_str(text).map_err(|e| TopRunsError::NotJson(e.to_string()))?;
    let root = object(&root, "the records")?;
    let version = member(root, "the records", "version")?;
    if version.as_u64() != Some(VERSION) {
        return Err(match version {
            Value::Number(n) => TopRunsError::UnsupportedVersion(n.to_string()),
            _ => wrong_type("version", "a number"),
        });
    }
    let tables = object(member(root, "the records", "tables")?, "tables")?;
    Ok(tables
        .iter()
        .map(|(key, table)| {
            let at = format!("tables[{}]", Value::String(key.clone()));
            (key.parse(), read_table(table, &at))
        })
        .collect())
}

/// One table: at most [`MAX_ENTRIES`] valid entries, sorted by moves, clean before assisted
/// (stably: otherwise the file's order stands).
fn read_table(table: &Value, at: &str) -> Result<Vec<Entry>, TopRunsError> {
    let Value::Array(items) = table else {
        return Err(wrong_type(at, "an array of entries"));
    };
    if items.len() > MAX_ENTRIES {
        return Err(TopRunsError::TooManyEntries {
            at: at.to_owned(),
            count: items.len(),
        });
    }
    let mut entries = items
        .iter()
        .enumerate()
        .map(|(i, item)| read_entry(item, &format!("{at}[{i}]")))
        .collect::<Result<Vec<_>, _>>()?;
    entries.sort_by_key(|e| (e.moves, e.assisted));
    Ok(entries)
}

/// One entry object.
fn read_entry(item: &Value, at: &str) -> Result<Entry, TopRunsError> {
    let fields = object(item, at)?;
    let text = |field: &'static str| -> Result<&str, TopRunsError> {
        member(fields, at, field)?
            .as_str()
            .ok_or_else(|| wrong_type(&format!("{at}.{field}"), "a string"))
    };
    let bad = |error: EntryError| TopRunsError::Entry {
        at: at.to_owned(),
        error,
    };
    let name = text("name")?;
    let moves = match member(fields, at, "moves")? {
        Value::Number(n) if n.is_i64() || n.is_u64() => n,
        _ => return Err(wrong_type(&format!("{at}.moves"), "a whole number")),
    };
    let moves = moves
        .as_u64()
        .and_then(|m| u32::try_from(m).ok())
        .filter(|m| (1..=MAX_MOVES).contains(m))
        .ok_or_else(|| bad(EntryError::Moves(moves.to_string())))?;
    let mode: Mode = text("mode")?.parse().map_err(bad)?;
    let assisted = match fields.get("assisted") {
        None => false,
        Some(Value::Bool(b)) => *b,
        Some(_) => return Err(wrong_type(&format!("{at}.assisted"), "true or false")),
    };
    Ok(Entry::new(name, moves, mode, text("date")?)
        .map_err(bad)?
        .assisted(assisted))
}

/// `value` as an object, or a [`TopRunsError::WrongType`] at `at`.
fn object<'a>(value: &'a Value, at: &str) -> Result<&'a Map<String, Value>, TopRunsError> {
    value.as_object().ok_or_else(|| wrong_type(at, "an object"))
}

/// The member `field` of the object at `at`.
fn member<'a>(
    fields: &'a Map<String, Value>,
    at: &str,
    field: &'static str,
) -> Result<&'a Value, TopRunsError> {
    fields.get(field).ok_or_else(|| TopRunsError::Missing {
        at: at.to_owned(),
        field,
    })
}

fn wrong_type(at: &str, expected: &'static str) -> TopRunsError {
    TopRunsError::WrongType {
        at: at.to_owned(),
        expected,
    }
}
