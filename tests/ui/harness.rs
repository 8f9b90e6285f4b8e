//! A harness that drives the page's model natively, as the browser shell would: it starts the
//! page, answers its fetches from `levels/`, and sends keys, pointer presses and clock ticks.

use std::path::Path;

use racetrack::Point;
use racetrack_page::ui::board_input::BoardInput;
use racetrack_page::ui::files::FilePurpose;
use racetrack_page::ui::view::{self, GameView, PageView};
use racetrack_page::ui::{
    Control, Effect, Fetch, KeyInput, Model, Msg, PointerKind, Scene, Target, update,
};

/// The page, driven by messages.
pub struct Page {
    pub model: Model,
    /// The effects of the last message.
    pub effects: Vec<Effect>,
    /// Every route pushed or replaced, in order.
    pub history: Vec<String>,
    /// Every effect of every message, in order.
    pub log: Vec<Effect>,
    /// Browser storage as the page's `Store` effects left it.
    pub storage: std::collections::BTreeMap<&'static str, String>,
    now: f64,
}

/// The bundled level files and their decors, sorted (as `levels/index.json` lists them).
pub fn level_files() -> Vec<String> {
    let mut files: Vec<String> =
        std::fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join("levels"))
            .expect("levels/")
            .filter_map(|e| e.ok()?.file_name().into_string().ok())
            .filter(|n| n.ends_with(".txt") || n.ends_with(".decor.png"))
            .collect();
    files.sort();
    files
}

/// What a page starting at `hash` knows with empty storage, on a desktop, on [`TODAY`].
pub fn startup(hash: &str) -> racetrack_page::ui::msg::Startup {
    racetrack_page::ui::msg::Startup {
        base_url: "https://racetrack.test/".into(),
        ..racetrack_page::ui::msg::Startup::first_visit(hash, TODAY, vec!["en-US".into()])
    }
}

/// The UTC date the harness's page starts on.
pub const TODAY: &str = "2026-12-01";

/// The level files alone (no decors), in the menu's order.
pub fn level_names() -> Vec<String> {
    let mut files = level_files();
    files.retain(|f| f.ends_with(".txt"));
    files
}

impl Page {
    /// The page started at `hash`, with nothing answered yet.
    pub fn start_bare(hash: &str, hint: Option<&str>) -> Page {
        Page::started(hash, hint, None)
    }

    /// The page after `Started` (with a stored hint and draft) and a viewport.
    fn started(hash: &str, hint: Option<&str>, draft: Option<&str>) -> Page {
        let mut storage = std::collections::BTreeMap::new();
        if let Some(hint) = hint {
            storage.insert(racetrack_page::ui::msg::HINT_KEY, hint.to_owned());
        }
        if let Some(draft) = draft {
            storage.insert(racetrack_page::ui::editor::DRAFT_KEY, draft.to_owned());
        }
        Page::with_storage(hash, storage, TODAY)
    }

    /// The page opened at `address` as the browser's location has it (the page's file, then
    /// the fragment), with empty storage and a viewport.
    pub fn open_address(address: &str) -> Page {
        let (file, hash) = address.split_once('#').unwrap_or((address, ""));
        let mut page = Page::start_bare(&format!("#{hash}"), None);
        page.model = Model::new();
        page.send(Msg::Started(Box::new(racetrack_page::ui::msg::Startup {
            base_url: file.into(),
            ..startup(&format!("#{hash}"))
        })));
        page.send(Msg::Viewport {
            width: 1000.0,
            height: 700.0,
            ratio: 1.0,
        });
        page
    }

    /// The page started at `hash` on `storage`, with a viewport.
    fn with_storage(
        hash: &str,
        storage: std::collections::BTreeMap<&'static str, String>,
        today: &str,
    ) -> Page {
        Page::on_device(hash, storage, today, (false, false))
    }

    /// The page started at `hash` on `storage` and a touch screen (`touch`) or not.
    fn on_device(
        hash: &str,
        storage: std::collections::BTreeMap<&'static str, String>,
        today: &str,
        (touch, reduced_motion): (bool, bool),
    ) -> Page {
        let stored = |key: &str| storage.get(key).cloned();
        let started = Msg::Started(Box::new(racetrack_page::ui::msg::Startup {
            hint: stored(racetrack_page::ui::msg::HINT_KEY),
            records: stored(racetrack_page::ui::top_runs::RECORDS_KEY),
            player: stored(racetrack_page::ui::top_runs::PLAYER_KEY),
            ghosts: stored(racetrack_page::ui::ghost::GHOSTS_KEY),
            draft: stored(racetrack_page::ui::editor::DRAFT_KEY),
            draft_decor: stored(racetrack_page::ui::editor::DRAFT_DECOR_KEY),
            settings: stored(racetrack_page::ui::settings::SETTINGS_KEY),
            run: stored(racetrack_page::ui::resume::RUN_KEY),
            daily: stored(racetrack_page::ui::daily::DAILY_KEY),
            tracks: stored(racetrack_page::ui::my_tracks::TRACKS_KEY),
            online: stored(racetrack_page::ui::online::IDENTITY_KEY),
            today: today.into(),
            touch,
            reduced_motion,
            ..startup(hash)
        }));
        let mut page = Page {
            model: Model::new(),
            effects: Vec::new(),
            history: Vec::new(),
            log: Vec::new(),
            storage,
            now: 1000.0,
        };
        page.send(started);
        page.send(Msg::Viewport {
            width: 1000.0,
            height: 700.0,
            ratio: 1.0,
        });
        page
    }

    /// A first visit at the menu by a browser whose languages are `languages`, on a page whose
    /// markup showed the prerendered cards `shown`; nothing answered yet.
    pub fn start_shown(languages: &[&str], shown: Vec<racetrack_page::ui::menu::Shown>) -> Page {
        let mut page = Page::start_bare("", Some("seen"));
        page.model = Model::new();
        page.send(Msg::Started(Box::new(racetrack_page::ui::msg::Startup {
            hint: Some("seen".into()),
            languages: languages.iter().map(|l| (*l).to_owned()).collect(),
            shown,
            ..startup("")
        })));
        page
    }

    /// The page started at `hash` with the level list and every level delivered.
    pub fn start(hash: &str) -> Page {
        let mut page = Page::start_bare(hash, Some("seen"));
        page.deliver_levels();
        page
    }

    /// [`Page::start`] with the coach switched on (it is off until the player asks for it).
    pub fn coached(hash: &str) -> Page {
        let mut page = Page::start(hash);
        page.send(Msg::Switch(racetrack_page::ui::Switch::Coach, true));
        page
    }

    /// Answers the level-list fetch (the level files and their decors, as `cargo xtask dist`
    /// lists them) and every level fetch it causes; decors are fetched only when asked for.
    pub fn deliver_levels(&mut self) {
        let files = level_files();
        self.send(Msg::Fetched {
            what: Fetch::LevelIndex,
            result: Ok(serde_json::to_string(&files).unwrap()),
        });
        let levels = files.iter().filter(|f| f.ends_with(".txt"));
        for (i, file) in levels.enumerate() {
            let text = std::fs::read_to_string(
                Path::new(env!("CARGO_MANIFEST_DIR"))
                    .join("levels")
                    .join(file),
            )
            .unwrap();
            self.send(Msg::Fetched {
                what: Fetch::Level(i),
                result: Ok(text),
            });
        }
    }

    /// Sends one message; keeps its effects, the routes it set and what it stored.
    pub fn send(&mut self, msg: Msg) -> &[Effect] {
        self.effects = update(&mut self.model, msg);
        // The browser decodes pictures; here the engine's own decoder answers at once, and the
        // answer's effects follow the message's.
        let mut i = 0;
        while i < self.effects.len() {
            if let Effect::DecodePictures {
                what,
                pictures,
                texts,
            } = &self.effects[i]
            {
                let pictures = pictures
                    .iter()
                    .map(|(name, bytes)| {
                        let decoded =
                            racetrack::image::decode_png(bytes).map_err(|e| e.to_string());
                        (name.clone(), decoded)
                    })
                    .collect();
                let answer = Msg::PicturesDecoded {
                    what: *what,
                    pictures,
                    texts: texts.clone(),
                };
                let more = update(&mut self.model, answer);
                self.effects.extend(more);
            }
            i += 1;
        }
        self.log.extend(self.effects.iter().cloned());
        for e in &self.effects {
            match e {
                Effect::PushRoute(r) | Effect::ReplaceRoute(r) => self.history.push(r.clone()),
                Effect::Store { key, value } => {
                    self.storage.insert(key, value.clone());
                }
                _ => {}
            }
        }
        &self.effects
    }

    /// A first visit at `hash` on a touch screen (its levels delivered).
    pub fn start_touch(hash: &str) -> Page {
        let mut page = Page::on_device(hash, Default::default(), TODAY, (true, false));
        page.deliver_levels();
        page
    }

    /// The page on a touch screen at `hash` with the editor's `draft` stored (the hint seen).
    pub fn start_touch_with_draft(hash: &str, draft: &str) -> Page {
        let storage = [
            (racetrack_page::ui::msg::HINT_KEY, "seen".to_owned()),
            (racetrack_page::ui::editor::DRAFT_KEY, draft.to_owned()),
        ]
        .into();
        let mut page = Page::on_device(hash, storage, TODAY, (true, false));
        page.deliver_levels();
        page
    }

    /// A first visit at `hash` by a player who asked for reduced motion.
    pub fn start_reduced_motion(hash: &str) -> Page {
        let mut page = Page::on_device(hash, Default::default(), TODAY, (false, true));
        page.deliver_levels();
        page
    }

    /// The page reloaded at `hash` (its levels delivered): a new model on the same storage.
    pub fn reload(&self, hash: &str) -> Page {
        self.reload_on(hash, TODAY)
    }

    /// The page reloaded at `hash` on the UTC date `today` (its levels delivered).
    pub fn reload_on(&self, hash: &str, today: &str) -> Page {
        let mut page = Page::with_storage(hash, self.storage.clone(), today);
        page.deliver_levels();
        page
    }

    /// Files of these names and sizes are chosen for `purpose`: the effects asked for.
    pub fn choose(&mut self, purpose: FilePurpose, files: &[(&str, f64)]) -> Vec<Effect> {
        let files = files
            .iter()
            .map(|&(n, size)| (n.to_string(), size))
            .collect();
        self.send(Msg::FilesChosen { purpose, files }).to_vec()
    }

    /// The file `name` chosen for `purpose` was read: these are its bytes.
    pub fn read_file(&mut self, purpose: FilePurpose, name: &str, bytes: &[u8]) -> Vec<Effect> {
        let files = vec![(name.to_string(), Ok(bytes.to_vec()))];
        self.send(Msg::FilesRead { purpose, files }).to_vec()
    }

    /// A key on `target`: `key` is `KeyboardEvent.key`, the code is derived for digits.
    pub fn key_on(&mut self, target: Target, key: &str) -> &[Effect] {
        self.key_at(target, key, 0)
    }

    /// A key on `target` at `at_ms` on the page's clock (the code derived as for `key_on`).
    pub fn key_at(&mut self, target: Target, key: &str, at_ms: u64) -> &[Effect] {
        let code = match key {
            d if d.len() == 1 && d.chars().all(|c| c.is_ascii_digit()) => format!("Digit{d}"),
            " " => "Space".into(),
            other => other.into(),
        };
        let mut input = KeyInput::on(target, key, &code);
        input.at_ms = at_ms;
        self.send(Msg::Key(input))
    }

    /// A key on the canvas.
    pub fn key(&mut self, key: &str) -> &[Effect] {
        self.key_on(Target::Canvas, key)
    }

    /// Presses keys on the canvas in order.
    pub fn keys(&mut self, keys: &[&str]) {
        for k in keys {
            self.key(k);
        }
    }

    /// Presses keys on the canvas; returns every effect they gave.
    pub fn keys_effects(&mut self, keys: &[&str]) -> Vec<Effect> {
        let mut all = Vec::new();
        for k in keys {
            all.extend(self.key(k).iter().cloned());
        }
        all
    }

    /// A button press.
    pub fn control(&mut self, c: Control) -> &[Effect] {
        self.send(Msg::Control(c))
    }

    /// Presses Share and returns the link it copies (the whole URL).
    pub fn share(&mut self) -> String {
        self.control(Control::Share)
            .iter()
            .find_map(|e| match e {
                Effect::Copy { text: link, .. } => Some(link.clone()),
                _ => None,
            })
            .expect("Share copies a link")
    }

    /// A pointer press on grid point `p`.
    /// A press and release on grid point `p` (a click, or a tap); returns both's effects.
    pub fn click(&mut self, p: Point) -> &[Effect] {
        let g = self.model.geometry();
        let (x, y) = (g.x(p), g.y(p));
        let mut all = self
            .send(Msg::Board(BoardInput::Down { id: 1, x, y }))
            .to_vec();
        all.extend(
            self.send(Msg::Board(BoardInput::Up { id: 1, x, y }))
                .to_vec(),
        );
        self.effects = all;
        &self.effects
    }

    /// The coach's optimal line on the open track under strict rules, from the placement.
    pub fn optimal_line(&self) -> Vec<Point> {
        let track = self.model.track().expect("a track is open").clone();
        let mut coach = racetrack::coach::Coach::new(&track, racetrack::Rules::Strict).unwrap();
        coach.run();
        coach.optimal_continuation(&[]).unwrap()
    }

    /// Opens a pasted track.
    pub fn paste(&mut self, text: &str) {
        self.send(Msg::OpenPasted(text.into()));
    }

    /// One frame, `ms` after the previous one, which took `busy_ms` in `update`.
    pub fn tick(&mut self, ms: f64, busy_ms: f64) {
        self.now += ms;
        self.send(Msg::Tick {
            now_ms: self.now,
            busy_ms,
        });
    }

    /// Ticks at 60 frames per second until nothing needs the clock (at most `limit` frames);
    /// returns the number of frames.
    pub fn run_clock(&mut self, limit: usize) -> usize {
        for n in 0..limit {
            if !self.model.needs_tick() {
                return n;
            }
            self.tick(16.7, 4.0);
        }
        limit
    }

    /// The page's view.
    pub fn view(&self) -> PageView {
        view::page(&self.model)
    }

    /// The game screen's view.
    pub fn game(&self) -> GameView {
        self.view().game.expect("a game is open")
    }

    /// The canvas's scene.
    pub fn scene(&self) -> Scene {
        view::scene(&self.model)
    }

    /// The game's trajectory.
    pub fn trajectory(&self) -> Vec<Point> {
        self.model.session().unwrap().game.trajectory().to_vec()
    }

    /// Whether the last message asked the browser to skip its default action.
    pub fn prevented(&self) -> bool {
        self.effects.contains(&Effect::PreventDefault)
    }
}

/// A one-row track: start, two road points, finish. Optimum 2 moves.
pub const STRAIGHT: &str = ">..*\n";

/// A corridor that crashes a car going right at speed 2 from (1, 1).
pub const CRASH: &str = "#####*\n>...##\n######\n";

impl Page {
    /// The page started at `hash` with a stored editor draft and the levels delivered.
    pub fn start_with_draft(hash: &str, draft: Option<&str>) -> Page {
        let mut page = Page::started(hash, Some("seen"), draft);
        page.deliver_levels();
        page
    }

    /// A pointer event on the editor canvas at the centre of point `p`.
    pub fn editor_pointer(&mut self, kind: PointerKind, p: Point) -> &[Effect] {
        let camera = self.model.editing().expect("the editor is open").camera;
        let (x, y) = camera.xy(p);
        self.send(Msg::Pointer { kind, id: 1, x, y })
    }

    /// A press, a drag through `points` and a release on the editor canvas; returns every
    /// effect.
    pub fn editor_drag(&mut self, points: &[Point]) -> Vec<Effect> {
        let mut all = Vec::new();
        let (first, rest) = points.split_first().expect("a point");
        all.extend(self.editor_pointer(PointerKind::Down, *first).to_vec());
        for &p in rest {
            all.extend(self.editor_pointer(PointerKind::Move, p).to_vec());
        }
        let last = *points.last().unwrap();
        all.extend(self.editor_pointer(PointerKind::Up, last).to_vec());
        all
    }

    /// An editor button or field.
    pub fn editor(&mut self, input: racetrack_page::ui::editor::EditorInput) -> &[Effect] {
        self.send(Msg::Editor(input))
    }

    /// The editor's view.
    pub fn editor_view(&self) -> racetrack_page::ui::editor::EditorView {
        self.view().editor.expect("the editor is open")
    }

    /// The editor's track text.
    pub fn editor_text(&self) -> String {
        self.model
            .editing()
            .expect("the editor is open")
            .editor
            .to_text()
    }

    /// A key with Control held.
    pub fn ctrl_key(&mut self, key: &str, shift: bool) -> &[Effect] {
        self.send(Msg::Key(KeyInput {
            key: key.into(),
            code: format!("Key{}", key.to_ascii_uppercase()),
            shift,
            modifier: true,
            ctrl: true,
            target: Target::Body,
            at_ms: 0,
        }))
    }
}
