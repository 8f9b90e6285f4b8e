//! The replay viewer (`#/replay`): a recorded race ([`racetrack::race::record`]) opened from a file,
//! a dropped file or a link, played back round by round: play and pause, a round forward or
//! back, a scrubber, the speed; each car's trail in its colour, a timeline of the events, the
//! standings. The record is checked by playing it back through the engine before it is shown.

mod view;

use racetrack::link;
use racetrack::race::record::{self, Record, Trail};
use racetrack::rules::Rules;
use racetrack::track::Track;

use super::app::App;
use super::board::Board;
use super::i18n::Words;
use super::msg::{Effect, Focus, KeyInput};
use super::route::Route;
use super::{engine_words, race_words};

pub use view::{CarRow, EventRow, ReplayView, scene, view};
pub(crate) use view::{honour_words, trail};

/// Rounds per second the viewer can play at.
pub const SPEEDS: [u32; 5] = [1, 2, 4, 8, 16];

/// The most characters a record link may have (longer records are shared as files).
pub const MAX_LINK_CHARS: usize = 32 * 1024;

/// The most bytes of a record file the viewer reads.
pub const MAX_FILE_BYTES: f64 = record::MAX_RECORD_BYTES as f64;

/// A record being watched.
#[derive(Clone, Debug)]
pub struct Replay {
    /// The record's track on the canvas.
    pub board: Board,
    /// The record.
    pub record: Record,
    /// Every car's trajectory after each round (0: before the first).
    pub frames: Vec<Vec<Trail>>,
    /// The round shown (0: before the first).
    pub round: usize,
    /// Whether it plays.
    pub playing: bool,
    /// Rounds per second.
    pub speed: u32,
    /// Milliseconds since the last round was shown while playing.
    pub(crate) since: f64,
    /// Where it came from: the file name, or "a link".
    pub name: String,
    /// The link to it (the fragment), when it is small enough for one.
    pub link: Option<String>,
    /// "Copied", or why not.
    pub share_status: Option<String>,
    /// The online game's room, or the game on the play screen (a race's end box, a won run's),
    /// it was opened from (its address), where its back button and Escape return; `None`: the
    /// levels.
    pub room: Option<Route>,
}

/// The viewer's controls.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayInput {
    /// Play, or pause.
    Toggle,
    /// One round back.
    Back,
    /// One round forward.
    Forward,
    /// Show this round.
    Seek(usize),
    /// Rounds per second.
    Speed(u32),
    /// Copy the link to the record.
    Share,
}

/// A record from a file's text: a record, or a game of Karopapier imported into one; the
/// record's error when it is neither (the import's when it is a game that does not check).
fn read(words: &Words, text: &str) -> Result<Record, String> {
    use racetrack::race::record::karopapier::{ImportError, import};
    match record::parse(text) {
        Ok(record) => Ok(record),
        Err(not_a_record) => match import(text) {
            Ok(imported) => Ok(imported.record),
            Err(ImportError::Json(_)) => Err(race_words::record_error(words, &not_a_record)),
            Err(e) => Err(race_words::import_error(words, &e)),
        },
    }
}

/// Opens `text`, a record named `name`, in the viewer; a game of Karopapier as the site's API
/// gives it is imported into a record first ([`record::karopapier`]). A file that is neither,
/// or one that does not play back, is an error on the menu and changes nothing. `from_link` is
/// the data of the `#/replay/DATA` address it came from (the address is then already in the
/// history).
pub(crate) fn open(
    app: &mut App,
    name: &str,
    text: &str,
    from_link: Option<&str>,
) -> (Option<Replay>, Vec<Effect>) {
    let before = app.route.clone();
    let checked = read(&app.words, text).and_then(|r| {
        record::frames(&r)
            .map(|f| (r, f))
            .map_err(|e| race_words::check_error(&app.words, &e))
    });
    let (record, frames) = match checked {
        Ok(ok) => ok,
        Err(why) => {
            app.error = Some(engine_words::named(&app.words, name, &why));
            return (None, Vec::new());
        }
    };
    // Played back above, so the track and rules read.
    let track: Track = record.track.parse().expect("checked by frames");
    let rules: Rules = record.rules.parse().unwrap_or_default();
    let title = app.words.with("title-replay", &[("name", name.into())]);
    let mut effects = vec![Effect::Focus(Focus::Canvas)];
    let version = app.next_generation();
    let decor = super::decor::painted(app, &track);
    let mut board = Board::new(track, rules, version, &app.device);
    board.decor = decor;
    let packed = link::pack_text(&record::to_json(&record));
    let link = (packed.len() <= MAX_LINK_CHARS).then(|| format!("#/replay/{packed}"));
    let replay = Replay {
        board,
        record,
        frames,
        round: 0,
        playing: true,
        speed: 4,
        since: 0.0,
        name: name.to_owned(),
        link,
        share_status: None,
        room: matches!(before, Route::Online(Some(_)) | Route::Play(_)).then(|| before.clone()),
    };
    app.error = None;
    let route = Route::Replay(from_link.map(str::to_owned));
    if from_link.is_none() && before != route {
        effects.push(Effect::PushRoute(route.to_string()));
    }
    app.route = route;
    let said = app.words.with("replay-opened", &[("title", title.into())]);
    app.announce(said);
    (Some(replay), effects)
}

/// A record link's data (after `#/replay/`) opened in the viewer.
pub(crate) fn open_link(app: &mut App, data: &str) -> (Option<Replay>, Vec<Effect>) {
    match link::unpack_text(data, record::MAX_RECORD_BYTES) {
        Ok(text) => {
            let name = app.words.get("replay-from-link");
            open(app, &name, &text, Some(data))
        }
        Err(e) => {
            let why = engine_words::link_error(&app.words, &e);
            app.error = Some(
                app.words
                    .with("replay-link-unreadable", &[("why", why.into())]),
            );
            app.route = Route::Menu;
            (None, Vec::new())
        }
    }
}

/// Why a race record of `size` bytes is not read (far too large), or `None` to read it.
pub(crate) fn refuse_file(words: &Words, name: &str, size: f64) -> Option<String> {
    (size > MAX_FILE_BYTES).then(|| {
        words.with(
            "replay-file-too-large",
            &[
                ("name", name.into()),
                ("size", (size / 1048576.0).round().into()),
                ("most", (record::MAX_RECORD_BYTES >> 20).into()),
            ],
        )
    })
}

impl super::screen::ScreenState for Replay {
    fn board(&self) -> Option<&super::board::Board> {
        Some(&self.board)
    }

    fn board_mut(&mut self) -> Option<&mut super::board::Board> {
        Some(&mut self.board)
    }

    fn focus(&self, _screen: super::model::Screen) -> super::board_input::Focus {
        self.focus()
    }

    /// Playing the record animates it.
    fn needs_tick(&self) -> bool {
        self.playing
    }
}

impl Replay {
    /// What the board's camera keeps in view: the cars of the round shown, but those out of the
    /// race by then (retired, resigned, disqualified: a car left far behind would pull the view
    /// away from the finish) unless no other is left.
    pub(crate) fn focus(&self) -> super::board_input::Focus {
        super::board_input::Focus {
            needed: self.followed(),
            ..Default::default()
        }
    }

    /// The points the camera follows in the round shown (see [`Replay::focus`]).
    pub fn followed(&self) -> Vec<racetrack::Point> {
        use racetrack::race::record::RecordEvent;
        let out: Vec<usize> = self
            .record
            .rounds
            .iter()
            .take(self.round)
            .flat_map(|round| &round.events)
            .filter_map(|e| match e {
                RecordEvent::Retired { car }
                | RecordEvent::Resigned { car }
                | RecordEvent::Disqualified { car } => Some(*car),
                _ => None,
            })
            .collect();
        let points = |skip: &[usize]| -> Vec<_> {
            self.frames
                .get(self.round)
                .map(|frame| {
                    frame
                        .iter()
                        .enumerate()
                        .filter(|(car, _)| !skip.contains(car))
                        .filter_map(|(_, t)| t.points.last().copied())
                        .collect()
                })
                .unwrap_or_default()
        };
        let racing = points(&out);
        if racing.is_empty() {
            points(&[])
        } else {
            racing
        }
    }
    /// A control of the viewer.
    #[inline(never)]
    pub(crate) fn input(&mut self, app: &App, input: ReplayInput) -> Vec<Effect> {
        let r = self;
        let last = r.frames.len() - 1;
        match input {
            ReplayInput::Toggle => {
                if !r.playing && r.round == last {
                    r.round = 0;
                }
                r.playing = !r.playing;
                r.since = 0.0;
            }
            ReplayInput::Back => {
                r.playing = false;
                r.round = r.round.saturating_sub(1);
            }
            ReplayInput::Forward => {
                r.playing = false;
                r.round = (r.round + 1).min(last);
            }
            ReplayInput::Seek(round) => {
                r.playing = false;
                r.round = round.min(last);
            }
            ReplayInput::Speed(speed) => {
                if SPEEDS.contains(&speed) {
                    r.speed = speed;
                }
            }
            ReplayInput::Share => {
                return match &r.link {
                    Some(fragment) => {
                        r.share_status = Some(app.words.get("share-copying"));
                        vec![Effect::Copy {
                            text: format!("{}{fragment}", app.base_url),
                            by: super::msg::Copier::Replay,
                        }]
                    }
                    None => {
                        r.share_status = Some(app.words.get("replay-too-long"));
                        Vec::new()
                    }
                };
            }
        }
        Vec::new()
    }

    /// Keys on the viewer: Space plays or pauses, the arrows step, Home and End jump.
    #[inline(never)]
    pub(crate) fn key(&mut self, app: &App, k: &KeyInput) -> Option<Vec<Effect>> {
        let last = self.frames.len() - 1;
        let command = match k.key.as_str() {
            " " | "k" => ReplayInput::Toggle,
            "ArrowLeft" | "j" => ReplayInput::Back,
            "ArrowRight" | "l" => ReplayInput::Forward,
            "Home" => ReplayInput::Seek(0),
            "End" => ReplayInput::Seek(last),
            _ => return None,
        };
        let mut effects = self.input(app, command);
        effects.push(Effect::PreventDefault);
        Some(effects)
    }

    /// Advances a playing record by the time that passed.
    #[inline(never)]
    pub(crate) fn tick(&mut self, dt: f64) {
        if !self.playing {
            return;
        }
        let r = self;
        let last = r.frames.len() - 1;
        r.since += dt;
        let step = 1000.0 / f64::from(r.speed.max(1));
        while r.since >= step && r.round < last {
            r.since -= step;
            r.round += 1;
        }
        if r.round == last {
            r.playing = false;
        }
    }

    /// The link's copy finished: the viewer says so.
    pub(crate) fn copied(
        &mut self,
        words: &Words,
        result: &Result<(), crate::ui::msg::CopyRefusal>,
    ) {
        if self.share_status.is_none() {
            return;
        }
        self.share_status = Some(match result {
            Ok(()) => words.get("share-copied"),
            Err(e) => words.with("replay-not-copied", &[("why", e.words(words).into())]),
        });
    }
}
