//! "My tracks": every track the player opens that is not a built-in level or a daily challenge
//! (a file, a paste, a link, a random track, a test drive from the editor) is kept in browser
//! storage, newest first, to open, edit or delete from the menu. At most [`MAX_TRACKS`] tracks
//! and [`MAX_BYTES`] of text are kept (the oldest go first); stored text that does not read is
//! set aside under [`DAMAGED_KEY`], untouched, with a message.

use serde::{Deserialize, Serialize};

use racetrack::track::Track;

use super::app::{App, Command};
use super::model::{Model, Screen};
use super::msg::Effect;
use super::play::Session;
use super::route::Place;

/// The storage key of the list.
pub const TRACKS_KEY: &str = "racetrack.tracks";
/// Where a list that does not read is moved.
pub const DAMAGED_KEY: &str = "racetrack.tracks.damaged";
/// The most tracks kept.
pub const MAX_TRACKS: usize = 30;
/// The most text kept, all tracks together (browser storage holds about 5 MB).
pub const MAX_BYTES: usize = 1_000_000;

/// Where a kept track came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Origin {
    /// Test-driven from the editor.
    Editor,
    /// Drawn by the generator.
    Random,
    /// Opened from a file.
    File,
    /// Pasted.
    Paste,
    /// Opened from a link.
    Link,
    /// Opened from a file, a paste or a link: kept before the three were told apart.
    Opened,
}

/// A kept track.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    /// Its name as the game showed it.
    pub name: String,
    /// Where it came from.
    pub origin: Origin,
    /// The track file's text.
    pub track: String,
    /// Its columns and rows, read once (not stored).
    #[serde(skip)]
    pub size: (usize, usize),
    /// Its world boards' keys under each rule set, made once (not stored): how a track the
    /// player published is found among My tracks.
    #[serde(skip)]
    pub keys: Vec<String>,
}

/// `track`'s board keys under each rule set.
fn board_keys(track: &Track) -> Vec<String> {
    [
        racetrack::Rules::Strict,
        racetrack::Rules::Soft,
        racetrack::Rules::Karopapier,
    ]
    .into_iter()
    .map(|rules| racetrack::top_runs::TrackKey::of(track, rules).to_string())
    .collect()
}

/// The kept tracks, newest first.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MyTracks {
    /// The tracks.
    pub entries: Vec<Entry>,
    /// The game last looked at (its generation), so each opened track is looked at once.
    seen: u64,
    /// The link of the track being opened from a file or a paste, and which: a game on another
    /// link was opened from a link.
    opening: Option<(String, Origin)>,
}

impl MyTracks {
    /// The list stored as `text`, and the text to set aside when it does not read.
    pub fn load(text: Option<&str>) -> (MyTracks, Option<String>) {
        let Some(text) = text else {
            return (MyTracks::default(), None);
        };
        match serde_json::from_str::<Vec<Entry>>(text) {
            Ok(entries) => (
                MyTracks {
                    entries: entries
                        .into_iter()
                        .filter_map(|e| {
                            let track = e.track.parse::<Track>().ok()?;
                            Some(Entry {
                                size: (track.cols(), track.rows()),
                                keys: board_keys(&track),
                                ..e
                            })
                        })
                        .take(MAX_TRACKS)
                        .collect(),
                    seen: 0,
                    opening: None,
                },
                None,
            ),
            Err(_) => (MyTracks::default(), Some(text.to_owned())),
        }
    }

    /// The list as stored text.
    pub fn to_json(&self) -> String {
        serde_json::to_string(&self.entries).unwrap_or_else(|_| "[]".into())
    }

    /// Puts `entry` first (a track kept already moves up, under its new name); the oldest go
    /// beyond the limits. A track larger than the whole allowance is not kept.
    fn keep(&mut self, entry: Entry) -> bool {
        if entry.track.len() > MAX_BYTES {
            return false;
        }
        if self.entries.first() == Some(&entry) {
            return false;
        }
        self.entries.retain(|e| e.track != entry.track);
        self.entries.insert(0, entry);
        self.entries.truncate(MAX_TRACKS);
        while self.entries.iter().map(|e| e.track.len()).sum::<usize>() > MAX_BYTES {
            self.entries.pop();
        }
        true
    }
}

/// What to do with a kept track.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MyTrackInput {
    /// Play it.
    Open(usize),
    /// Open a copy in the editor.
    Edit(usize),
    /// Ask whether to delete it.
    AskDelete(usize),
    /// Delete it (the player said yes).
    Delete(usize),
}

/// A kept track as the menu lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MyTrackRow {
    /// Its name (shown as text).
    pub name: String,
    /// "32 x 14, from the editor".
    pub details: String,
    /// The delete button's accessible name.
    pub delete_label: String,
    /// The words of its buttons: open, edit, delete.
    pub buttons: [String; 3],
    /// Once published by the player: its page's address and "Published: ★ 4.5 (2), raced 3
    /// times".
    pub published: Option<(String, String)>,
}

/// The player's published track that is `entry`'s (the same text under any rules), if any.
fn published<'a>(
    entry: &Entry,
    published: &'a [racetrack_api::TrackSummary],
) -> Option<&'a racetrack_api::TrackSummary> {
    published.iter().find(|t| entry.keys.contains(&t.board))
}

/// At start: the stored list (a damaged one set aside, with a message).
pub(crate) fn started(app: &mut App, stored: Option<&str>) -> Vec<Effect> {
    let (tracks, damaged) = MyTracks::load(stored);
    app.kept.my_tracks = tracks;
    match damaged {
        Some(text) => {
            app.menu.notice = Some(
                app.words
                    .with("my-tracks-set-aside", &[("key", DAMAGED_KEY.into())]),
            );
            vec![
                Effect::Store {
                    key: DAMAGED_KEY,
                    value: text,
                },
                Effect::Store {
                    key: TRACKS_KEY,
                    value: "[]".into(),
                },
            ]
        }
        None => Vec::new(),
    }
}

/// A track is being opened from a file or a paste (`origin`) on `link`: when its game is kept,
/// it is kept as such.
pub(crate) fn opening(app: &mut App, link: &str, origin: Origin) {
    app.kept.my_tracks.opening = Some((link.to_owned(), origin));
}

/// After a message on the play screen: a newly opened track of the player's is kept (a test
/// drive under the editor's name for it, `draft_name`).
pub(crate) fn keep(app: &mut App, s: &Session, draft_name: Option<&str>) -> Option<Effect> {
    if s.generation == app.kept.my_tracks.seen {
        return None;
    }
    app.kept.my_tracks.seen = s.generation;
    let opening = app.kept.my_tracks.opening.take();
    let (origin, name) = match &s.place {
        Place::Link(fragment) if !fragment.is_empty() => {
            let origin = match opening {
                Some((link, origin)) if link == *fragment => origin,
                _ => Origin::Link,
            };
            (origin, s.title.clone())
        }
        Place::Random(_) => (
            Origin::Random,
            crate::ui::dispatch::navigate::session_title(app, s),
        ),
        Place::Draft => (
            Origin::Editor,
            draft_name.map_or_else(|| s.title.clone(), str::to_owned),
        ),
        _ => return None,
    };
    let track = s.game.track();
    let text = track.to_string();
    let name = unique_name(app, name, &text);
    let entry = Entry {
        name,
        origin,
        track: text,
        size: (track.cols(), track.rows()),
        keys: board_keys(track),
    };
    app.kept.my_tracks.keep(entry).then(|| store(app))
}

/// `name`, or when another kept track (another text) has it, `name` numbered from 2 ("Pasted
/// track (2)"), so that tracks opened alike (every paste, every file of one name) stay apart.
fn unique_name(app: &App, name: String, text: &str) -> String {
    let taken = |candidate: &str| {
        app.kept
            .my_tracks
            .entries
            .iter()
            .any(|e| e.name == candidate && e.track != text)
    };
    if !taken(&name) {
        return name;
    }
    (2u32..)
        .map(|n| {
            app.words.with(
                "my-track-numbered",
                &[("name", name.as_str().into()), ("n", n.into())],
            )
        })
        .find(|candidate| !taken(candidate))
        .expect("some number is free among at most MAX_TRACKS names")
}

fn store(app: &App) -> Effect {
    Effect::Store {
        key: TRACKS_KEY,
        value: app.kept.my_tracks.to_json(),
    }
}

/// The menu's buttons on a kept track.
#[inline(never)]
pub(crate) fn input(app: &mut App, input: MyTrackInput) -> Vec<Effect> {
    let index = match input {
        MyTrackInput::Open(i)
        | MyTrackInput::Edit(i)
        | MyTrackInput::AskDelete(i)
        | MyTrackInput::Delete(i) => i,
    };
    let Some(entry) = app.kept.my_tracks.entries.get(index).cloned() else {
        return Vec::new();
    };
    match input {
        MyTrackInput::Open(_) => app.command(Command::OpenText {
            what: entry.name,
            bytes: entry.track.into_bytes(),
            origin: entry.origin,
        }),
        MyTrackInput::Edit(_) => {
            app.command(Command::OpenText {
                what: entry.name,
                bytes: entry.track.into_bytes(),
                origin: entry.origin,
            });
            app.command(Command::EditTrack)
        }
        MyTrackInput::AskDelete(_) => vec![Effect::Confirm {
            question: app
                .words
                .with("my-track-delete-ask", &[("name", (&entry.name).into())]),
            then: Box::new(super::msg::Msg::MyTrack(MyTrackInput::Delete(index))),
        }],
        MyTrackInput::Delete(_) => {
            app.kept.my_tracks.entries.remove(index);
            let said = app
                .words
                .with("my-track-deleted", &[("name", (&entry.name).into())]);
            app.announce(said);
            vec![store(app)]
        }
    }
}

/// The menu's list (empty on the other screens, which do not show it).
pub fn rows(model: &Model) -> Vec<MyTrackRow> {
    if model.screen() != Screen::Menu {
        return Vec::new();
    }
    model
        .app
        .kept
        .my_tracks
        .entries
        .iter()
        .map(|e| {
            let words = &model.app.words;
            let from = words.get(match e.origin {
                Origin::Editor => "my-track-from-editor",
                Origin::Random => "my-track-generated",
                Origin::File => "my-track-from-file",
                Origin::Paste => "my-track-pasted",
                Origin::Link => "my-track-from-link",
                Origin::Opened => "my-track-opened",
            });
            MyTrackRow {
                name: e.name.clone(),
                details: words.with(
                    "my-track-details",
                    &[
                        ("cols", e.size.0.into()),
                        ("rows", e.size.1.into()),
                        ("from", from.into()),
                    ],
                ),
                delete_label: words.with("my-track-delete", &[("name", (&e.name).into())]),
                buttons: [
                    words.get("my-track-button-open"),
                    words.get("my-track-button-edit"),
                    words.get("my-track-button-delete"),
                ],
                published: published(e, &model.app.client.published).map(|t| {
                    let stars = super::collection::view::stars(words, t);
                    let plays = words.with("tracks-plays", &[("plays", t.plays.into())]);
                    (
                        format!("#/tracks/{}", t.id),
                        words.with(
                            "my-track-published",
                            &[("stars", stars.into()), ("plays", plays.into())],
                        ),
                    )
                }),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(name: &str, track: &str) -> Entry {
        Entry {
            name: name.into(),
            origin: Origin::Opened,
            track: track.into(),
            size: (0, 0),
            // As the list makes them, from the track (none for text that is no track).
            keys: track.parse().map(|t| board_keys(&t)).unwrap_or_default(),
        }
    }

    #[test]
    fn newest_first_each_track_once_and_the_oldest_go_beyond_the_limit() {
        let mut tracks = MyTracks::default();
        for i in 0..(MAX_TRACKS + 5) {
            assert!(tracks.keep(entry(&format!("t{i}"), &format!(">{}*\n", ".".repeat(i)))));
        }
        assert_eq!(tracks.entries.len(), MAX_TRACKS);
        assert_eq!(tracks.entries[0].name, format!("t{}", MAX_TRACKS + 4));
        // Opened again under another name, it moves up and is not doubled.
        let again = entry("again", &tracks.entries[5].track.clone());
        assert!(tracks.keep(again));
        assert_eq!(tracks.entries.len(), MAX_TRACKS);
        assert_eq!(tracks.entries[0].name, "again");
        assert!(!tracks.keep(tracks.entries[0].clone()), "already first");
        assert!(!tracks.keep(entry("huge", &".".repeat(MAX_BYTES + 1))));
    }

    #[test]
    fn stored_text_round_trips_and_damaged_text_is_set_aside() {
        let mut tracks = MyTracks::default();
        let mut kept = entry("<b>a</b>", ">..*\n");
        kept.size = (4, 1);
        tracks.keep(kept);
        let (loaded, damaged) = MyTracks::load(Some(&tracks.to_json()));
        assert_eq!((loaded.entries, damaged), (tracks.entries, None));
        let (loaded, damaged) = MyTracks::load(Some("{not json"));
        assert!(loaded.entries.is_empty());
        assert_eq!(damaged.as_deref(), Some("{not json"));
        // A stored track that no longer reads is dropped, the others kept.
        let text = r#"[{"name":"bad","origin":"opened","track":"xyz"},{"name":"ok","origin":"random","track":">.*"}]"#;
        let (loaded, damaged) = MyTracks::load(Some(text));
        assert_eq!(damaged, None);
        assert_eq!(loaded.entries.len(), 1);
        assert_eq!(loaded.entries[0].origin, Origin::Random);
    }
}
