//! Everything a user, the browser or the clock can tell the page, and what the page asks of the
//! outside world in return.

/// What a downloaded file holds, which gives its MIME type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    /// A track file (`text/plain`).
    Track,
    /// JSON: the records, a race record (`application/json`).
    Json,
}

impl FileKind {
    /// The MIME type the download is offered with.
    pub fn mime(self) -> &'static str {
        match self {
            FileKind::Track => "text/plain;charset=utf-8",
            FileKind::Json => "application/json",
        }
    }
}

/// What the page knows when it starts.
#[derive(Clone, Debug, PartialEq)]
pub struct Startup {
    /// `location.hash`: the address fragment, with or without `#`.
    pub hash: String,
    /// `location.href` without the fragment (for share links).
    pub base_url: String,
    /// The stored value of [`HINT_KEY`] (`None`: storage empty or unavailable, as below).
    pub hint: Option<String>,
    /// The stored records ([`crate::ui::top_runs::RECORDS_KEY`]), as text.
    pub records: Option<String>,
    /// The stored player's name ([`crate::ui::top_runs::PLAYER_KEY`]).
    pub player: Option<String>,
    /// The stored best runs ([`crate::ui::ghost::GHOSTS_KEY`]).
    pub ghosts: Option<String>,
    /// The editor's stored draft ([`crate::ui::editor::DRAFT_KEY`]).
    pub draft: Option<String>,
    /// The stored draft's decor ([`crate::ui::editor::DRAFT_DECOR_KEY`]).
    pub draft_decor: Option<String>,
    /// The player's stored preferences ([`crate::ui::settings::SETTINGS_KEY`]).
    pub settings: Option<String>,
    /// The stored run in progress ([`crate::ui::resume::RUN_KEY`]).
    pub run: Option<String>,
    /// The days of daily challenges finished ([`crate::ui::daily::DAILY_KEY`]).
    pub daily: Option<String>,
    /// The player's own tracks ([`crate::ui::my_tracks::TRACKS_KEY`]).
    pub tracks: Option<String>,
    /// The player's online identity ([`crate::ui::online::IDENTITY_KEY`]).
    pub online: Option<String>,
    /// Today's date in UTC, `YYYY-MM-DD` (the daily challenge's day).
    pub today: String,
    /// Whether the main pointer is a finger (`(pointer: coarse)`): the words speak of taps.
    pub touch: bool,
    /// Whether the player asked for reduced motion (`prefers-reduced-motion: reduce`).
    pub reduced_motion: bool,
    /// The browser's languages, by preference (`navigator.languages`).
    pub languages: Vec<String>,
    /// The level cards the page's markup already shows (the menu prerendered at build time).
    pub shown: Vec<crate::ui::menu::Shown>,
    /// The catalog the bootstrap fetched beside the wasm, whole or its start part (`None`: it
    /// could not be had, and the model asks for it again).
    pub catalog: Option<crate::ui::i18n::StartCatalog>,
}

impl Startup {
    /// A first visit at `hash` (nothing stored) on a desktop on `today` (`YYYY-MM-DD`), by a
    /// browser whose languages are `languages`.
    pub fn first_visit(hash: &str, today: &str, languages: Vec<String>) -> Startup {
        Startup {
            hash: hash.into(),
            base_url: String::new(),
            hint: None,
            records: None,
            player: None,
            ghosts: None,
            draft: None,
            draft_decor: None,
            settings: None,
            run: None,
            daily: None,
            tracks: None,
            online: None,
            today: today.into(),
            touch: false,
            reduced_motion: false,
            languages,
            shown: Vec::new(),
            catalog: None,
        }
    }
}

/// What happened: the only input of [`crate::ui::update`].
#[derive(Clone, Debug, PartialEq)]
pub enum Msg {
    /// The page has started: its address, what browser storage holds, today's date.
    Started(Box<Startup>),
    /// A fetch asked for by [`Effect::Fetch`] has finished: the text, or why not.
    Fetched {
        /// What the text is.
        what: Fetch,
        /// The body, or a message naming the failure.
        result: Result<String, String>,
    },
    /// The address fragment changed (Back, Forward, a typed or pasted address).
    RouteChanged(String),
    /// The reader chose the page's language in the settings.
    Language(crate::ui::i18n::Lang),
    /// The reader chose the page's colours in the settings.
    Theme(crate::ui::theme::Theme),
    /// A key went down.
    Key(KeyInput),
    /// The pointer acted on the game canvas at (x, y) CSS pixels from its top-left corner.
    Pointer {
        /// Down (click or touch), move or leave.
        kind: PointerKind,
        /// The pointer's id (each finger has its own).
        id: i32,
        /// CSS pixels from the canvas's left edge.
        x: f64,
        /// CSS pixels from the canvas's top edge.
        y: f64,
    },
    /// The game canvas gained (`true`) or lost keyboard focus.
    CanvasFocus(bool),
    /// A button was pressed.
    Control(Control),
    /// A switch was turned on or off.
    Switch(Switch, bool),
    /// A solver was chosen by name.
    SolverChosen(String),
    /// The solver speed slider moved (its position, see [`crate::ui::solver::SPEED_MAX`]).
    SolverSpeed(f64),
    /// The paste box's text is to be opened as a track.
    OpenPasted(String),
    /// Files were chosen in a picker, or dropped on the page: their names and sizes in bytes.
    FilesChosen {
        /// What they are for.
        purpose: super::files::FilePurpose,
        /// Name and size of each file.
        files: Vec<(String, f64)>,
    },
    /// The files asked for by [`Effect::ReadFiles`] were read.
    FilesRead {
        /// What they are for.
        purpose: super::files::FilePurpose,
        /// Each file's name and bytes, or why it could not be read.
        files: Vec<super::files::FileResult>,
    },
    /// The name typed for a record, with today's date (`YYYY-MM-DD`, the player's calendar).
    SaveRecord {
        /// The name, as typed.
        name: String,
        /// Today.
        today: String,
    },
    /// A control of the replay viewer.
    Replay(super::replay::ReplayInput),
    /// A control of the online screens.
    Online(super::online::OnlineInput),
    /// A control of the track collection's screen.
    Tracks(super::collection::TracksInput),
    /// The player's input on a tournament's page.
    Tournaments(super::tournaments::TournamentsInput),
    /// A control of the editor's Publish form.
    Publish(super::collection::publish::PublishInput),
    /// The game server answered a request of [`Effect::Api`] (`status` 0: no answer came).
    Api {
        /// What the request was for.
        call: super::online::ApiCall,
        /// The HTTP status (0: no answer).
        status: u16,
        /// The body's text.
        body: String,
    },
    /// The live stream of [`Effect::LiveOpen`] opened, sent a message or closed.
    Live(super::online::LiveEvent),
    /// The player's own stream ([`Effect::PlayerLiveOpen`]) opened, sent a message or closed.
    PlayerLive(super::online::LiveEvent),
    /// The open tournament's stream ([`Effect::TournamentLiveOpen`]) opened, sent a message or
    /// closed.
    TournamentLive(super::online::LiveEvent),
    /// The clipboard write asked for by [`Effect::Copy`] finished.
    Copied {
        /// Who asked for it.
        by: Copier,
        /// Done, or why not.
        result: Result<(), crate::ui::msg::CopyRefusal>,
    },
    /// The space for the canvas changed: the stage's width and the height left in the window,
    /// in CSS pixels, and the device pixel ratio.
    Viewport {
        /// Width available to the canvas.
        width: f64,
        /// Height available to the canvas.
        height: f64,
        /// CSS to device pixels.
        ratio: f64,
    },
    /// The window's height and the top of the board in it, in CSS pixels (the board's top
    /// measured from the window's, as it scrolls).
    Window {
        /// The window's inner height.
        height: f64,
        /// Where the board starts, from the window's top.
        board_top: f64,
    },
    /// Whether the window is the style sheet's narrow one (`(max-width: 640px)`), where the
    /// camera's buttons sit in a row under the board rather than over its lower right corner.
    NarrowWindow(bool),
    /// The light or dark theme changed: the track layers are to be repainted.
    ThemeChanged,
    /// The wall clock, in milliseconds since the Unix epoch (UTC): at start and every 30 s, for
    /// the daily's countdown and its day.
    WallClock(f64),
    /// An animation frame: the clock in milliseconds, and how long the previous `Tick`'s
    /// `update` took (the shell measures it), which calibrates the work done per frame.
    Tick {
        /// A monotonic clock reading in milliseconds.
        now_ms: f64,
        /// Milliseconds the previous `Tick` spent in `update`.
        busy_ms: f64,
    },
    /// The mode panel changed, or its start button was pressed.
    Race(super::race_mode::RaceInput),
    /// A pointer or the wheel on the board.
    Board(super::board_input::BoardInput),
    /// The browser left full screen by itself (Escape, a system gesture).
    FullScreenLeft,
    /// Watch the AI drivers race on a level (by its position in the menu).
    DemoRace(usize),
    /// A button of a track in "My tracks".
    MyTrack(super::my_tracks::MyTrackInput),
    /// A button or field of the editor.
    Editor(super::editor::EditorInput),
    /// Open the random track of this seed.
    RandomTrack(u64),
    /// Open today's daily challenge.
    OpenDaily,
    /// Play under these rules (a new run), as confirmed.
    SetRules(racetrack::rules::Rules),
    /// Switch the open track's checkpoints on or off (asked first when a run would be lost).
    SetCheckpoints(bool),
    /// The rules chosen in the game's settings (`strict`, `soft`, `karopapier`): a new run,
    /// asked about when moves would be lost.
    RulesChosen(String),
    /// Open a new random track, its seed drawn from the page's generator.
    AnotherRandomTrack,
    /// Randomness from the browser (`getrandom`), sent once at start: it seeds the page's
    /// generator, which draws random tracks' seeds and the races' seeds (the AI drivers'
    /// choices). Without it the generator starts from a fixed seed (the native tests).
    Entropy(u64),
    /// Pictures asked for by [`Effect::DecodePictures`] were decoded (or not).
    PicturesDecoded {
        /// Echoed back from the effect.
        what: super::pictures::PictureUse,
        /// Each picture file's name and pixels, or the browser's words for why not.
        pictures: Vec<super::pictures::Decoded>,
        /// Echoed back from the effect.
        texts: Vec<super::pictures::NamedBytes>,
    },
    /// A binary fetch asked for by [`Effect::FetchBytes`] has finished.
    FetchedBytes {
        /// What the bytes are.
        what: Fetch,
        /// The body, or a message naming the failure.
        result: Result<Vec<u8>, String>,
    },
}

/// The key under which the first-visit hint's dismissal is stored.
pub const HINT_KEY: &str = "racetrack.hint";

/// A key press as the page sees it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KeyInput {
    /// `KeyboardEvent.key` (`"Enter"`, `"ArrowUp"`, `"a"`...).
    pub key: String,
    /// `KeyboardEvent.code` (`"Digit7"`, `"Numpad7"`...): numpad digits count by their code,
    /// since with Num Lock off their key is an arrow or Home.
    pub code: String,
    /// Shift held.
    pub shift: bool,
    /// Control, Alt or Meta held: such keys belong to the browser (but see `ctrl`).
    pub modifier: bool,
    /// Control (or Meta, on a Mac) held: the editor's Ctrl+Z and Ctrl+Shift+Z.
    pub ctrl: bool,
    /// What kind of element had the focus.
    pub target: Target,
    /// When it was pressed: `KeyboardEvent.timeStamp`, in whole milliseconds of the page's
    /// clock.
    pub at_ms: u64,
}

impl KeyInput {
    /// A key pressed with `target` focused, no modifier.
    pub fn on(target: Target, key: &str, code: &str) -> KeyInput {
        KeyInput {
            key: key.to_owned(),
            code: code.to_owned(),
            target,
            ..KeyInput::default()
        }
    }
}

/// The kind of element a key was pressed on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Target {
    /// The game canvas.
    Canvas,
    /// Nothing in particular (the page body).
    #[default]
    Body,
    /// A button (Enter and Space click it).
    Button,
    /// A checkbox (Space toggles it).
    Checkbox,
    /// A text field, text area or select: keys are typing.
    Field,
}

/// What the pointer did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PointerKind {
    /// Pressed (mouse button, touch or pen).
    Down,
    /// Moved.
    Move,
    /// Released.
    Up,
    /// Left the canvas.
    Leave,
}

/// The page's buttons.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Control {
    /// The logo, the "Levels" button, and the box's "Levels": back to the menu.
    Menu,
    /// A level card of the menu, by its position.
    OpenLevel(usize),
    /// Take back the last move.
    Undo,
    /// Start the game again.
    Retry,
    /// Make a share link and copy it.
    Share,
    /// Close the error banner.
    DismissError,
    /// Close the first-visit hint for good.
    DismissHint,
    /// Run or pause the solver animation.
    SolverRun,
    /// One expansion of the solver.
    SolverStep,
    /// Run the solver to the end at once.
    SolverInstant,
    /// Stop watching the solver and go back to the game.
    SolverBack,
    /// Show or hide the coach's optimal line beside the player's.
    OptimalLine,
    /// Copy the daily challenge's result card.
    CopyDailyResult,
    /// Open or close the settings sheet (on a phone: the switches, Edit and Share).
    ToggleSettings,
    /// Close the settings sheet (its Done button).
    CloseSettings,
    /// Open the level after this one.
    NextLevel,
    /// Download every record as a file.
    ExportRecords,
    /// Race the player's own best run on the open track (its ghost).
    RaceGhost,
    /// Open the editor on the draft (the menu's button).
    OpenEditor,
    /// Edit the open track (the game's button; from a test drive, back to the editor).
    EditTrack,
    /// Back from the replay to the online game's room it was opened from.
    BackToRoom,
    /// Download the finished race's record.
    SaveRace,
    /// Watch the finished race in the replay viewer.
    WatchRace,
    /// Show the track larger (the board's camera).
    ZoomIn,
    /// Show more of the track.
    ZoomOut,
    /// Show the whole track, or back to following the car.
    WholeTrack,
    /// The board fills the screen, or back.
    FullScreen,
    /// The tutorial's next step (or its end).
    TutorialNext,
    /// Close the end box (the win, the crash, the race's end) to see the board; it comes back
    /// when the game changes.
    CloseMessage,
}

/// The page's switches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Switch {
    /// The distance-map overlay.
    DistanceMap,
    /// Night: only the cells the car lights are seen.
    Night,
    /// The coach: doomed options, the optimum from here, the moves lost.
    Coach,
    /// The decor under the track, when it has one.
    Decor,
    /// The sounds (off: muted).
    Sound,
    /// The crash warning (options from which a crash is certain, slashed with the coach off).
    CrashWarning,
    /// The open track's checkpoints (off: its digits are road; a new run).
    Checkpoints,
}

/// What a fetch is for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fetch {
    /// `levels/index.json`, the list of level files.
    LevelIndex,
    /// A level file, by its position in the list.
    Level(usize),
    /// A level's decor picture, by the level's position in the list.
    Decor(usize),
    /// A language's catalog (`www/i18n/CODE.ftl`).
    Catalog(crate::ui::i18n::Lang),
    /// The rest of a language's catalog, after its start part (`www/i18n/CODE.rest.ftl`).
    CatalogRest(crate::ui::i18n::Lang),
}

/// A request to the outside world, carried out by the shell after `update` returns.
#[derive(Clone, Debug, PartialEq)]
pub enum Effect {
    /// Fetch `url` as text and answer with [`Msg::Fetched`].
    Fetch {
        /// Relative to the page.
        url: String,
        /// Echoed back in the answer.
        what: Fetch,
    },
    /// Read the files last chosen (picked or dropped) and answer with [`Msg::FilesRead`].
    ReadFiles(super::files::FilePurpose),
    /// Decode `pictures` (PNG files whose headers passed the checks) with the browser's decoder,
    /// as 8-bit RGBA without colour conversion, and answer with [`Msg::PicturesDecoded`].
    DecodePictures {
        /// Echoed back in the answer.
        what: super::pictures::PictureUse,
        /// Each picture file's name and bytes.
        pictures: Vec<super::pictures::NamedBytes>,
        /// Echoed back in the answer (the track file opened with the pictures).
        texts: Vec<super::pictures::NamedBytes>,
    },
    /// Fetch `url` as bytes and answer with [`Msg::FetchedBytes`].
    FetchBytes {
        /// Relative to the page.
        url: String,
        /// Echoed back in the answer.
        what: Fetch,
    },
    /// Offer `text` as a file to download.
    Download {
        /// The file's name.
        filename: String,
        /// Its content.
        text: String,
        /// What the file is.
        kind: FileKind,
    },
    /// Empty every file picker (so choosing the same file again fires again).
    ClearFilePickers,
    /// Scroll the page to its top (a new screen opens there).
    ScrollToTop,
    /// The page is in this language now: `<html lang>` says so (its words come with the view).
    SetLang(crate::ui::i18n::Lang),
    /// Keep the words the service worker says a push with (its notification, when the page is
    /// closed), in the page's language: a JSON object of templates (`title`, with `{title}`
    /// for the track's name; `title_any`; `body`, with `{round}`; `body_any`; `paired_title`
    /// with `{title}` for the opponents, `paired_body`; `started_title` with `{title}` for the
    /// tournament's name, `started_body`).
    KeepWorkerWords(String),
    /// Ask the browser to show the page full screen (`true`), or to leave it; where it cannot,
    /// the board still fills the window.
    FullScreen(bool),
    /// Play a sound (synthesised; silent while the page is hidden).
    Play(super::sound::Sound),
    /// Vibrate, where the device can: milliseconds on, off, on…
    Vibrate(&'static [u32]),
    /// Ask the player `question` (OK or Cancel); on OK send `then`.
    Confirm {
        /// The question, as text.
        question: String,
        /// The message that carries out the answer yes.
        then: Box<Msg>,
    },
    /// Ask the browser for notifications, subscribe it to pushes signed by the server's VAPID
    /// `key` (65 bytes), and answer with `OnlineInput::PushSubscribed`.
    PushSubscribe {
        /// The server's public key.
        key: Vec<u8>,
    },
    /// Unsubscribe the browser from pushes (the server drops the subscription at its next
    /// push, when the push service says it is gone).
    PushUnsubscribe,
    /// Copy the text to the clipboard and answer with [`Msg::Copied`] for `by`.
    Copy {
        /// The text.
        text: String,
        /// Who asks: the answer goes back to it.
        by: Copier,
    },
    /// Add a history entry with this fragment (`#/level/03-hairpin`).
    PushRoute(String),
    /// Replace the current history entry's fragment.
    ReplaceRoute(String),
    /// Keep `value` under `key` in browser storage.
    Store {
        /// The storage key.
        key: &'static str,
        /// The value.
        value: String,
    },
    /// Move the keyboard focus.
    Focus(Focus),
    /// The key was handled: the browser must not act on it too.
    PreventDefault,
    /// A request to the game server the page came from; answered with [`Msg::Api`].
    Api {
        /// What it is for (echoed back).
        call: super::online::ApiCall,
        /// The method.
        method: super::online::Method,
        /// The path (`/api/v1/...`).
        path: String,
        /// The JSON body, if any.
        body: Option<String>,
        /// The player's token, sent as `Authorization: Bearer` (never in the address).
        token: Option<String>,
    },
    /// Open the live stream at `path` (a WebSocket on the page's host), closing any other;
    /// it reports with [`Msg::Live`].
    LiveOpen {
        /// The path with its query (`/api/v1/games/ID/live?since=N`).
        path: String,
    },
    /// Close the live stream.
    LiveClose,
    /// Open the player's own stream (`/api/v1/players/me/live`), sending `{"token": …}` as its
    /// first message (never in the address); it reports with [`Msg::PlayerLive`].
    PlayerLiveOpen {
        /// The player's token.
        token: String,
    },
    /// Close the player's own stream.
    PlayerLiveClose,
    /// Open a tournament's live stream at `path` (`/api/v1/tournaments/ID/live`), closing the
    /// one open before; it reports with [`Msg::TournamentLive`].
    TournamentLiveOpen {
        /// The path.
        path: String,
    },
    /// Close the tournament's live stream.
    TournamentLiveClose,
    /// Send a [`Msg::Tick`] after `ms` milliseconds (a clock that needs no animation frames:
    /// an online game's countdown).
    WakeIn(f64),
}

/// Where the keyboard focus can be sent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Focus {
    /// The game canvas.
    Canvas,
    /// The main button of the win or crash box.
    MessagePrimary,
    /// The share-link field (selected, for copying by hand).
    ShareLink,
    /// The first level card.
    Menu,
    /// The editor's canvas.
    EditorCanvas,
    /// The online page's note, scrolled into view, and the field of the player's name: what an
    /// action that needs a player asks for first.
    OnlinePlayer,
    /// An online game's end (its standings, the rematch, the replay) brought into view when it
    /// is out of it: on a phone it lay a screen below the result.
    OnlineEnd,
}

/// Why the clipboard did not take a copy ([`Msg::Copied`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CopyRefusal {
    /// The browser offers this page no clipboard (an old browser, a page not served securely).
    NoClipboard,
    /// The browser did not allow it (no permission, or the page was not in front).
    NotAllowed,
    /// The clipboard failed.
    Failed,
}

impl CopyRefusal {
    /// Why, in the reader's words.
    pub fn words(self, w: &super::i18n::Words) -> String {
        w.get(match self {
            CopyRefusal::NoClipboard => "copy-no-clipboard",
            CopyRefusal::NotAllowed => "copy-not-allowed",
            CopyRefusal::Failed => "copy-failed",
        })
    }
}

/// Who asked for a copy to the clipboard: the answer ([`Msg::Copied`]) goes back to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Copier {
    /// The game's Share button.
    Game,
    /// The editor's Share button.
    Editor,
    /// The replay viewer's link.
    Replay,
    /// The online page's player key.
    PlayerKey,
    /// The game room's invite link.
    Invite,
    /// The daily challenge's result card.
    Daily,
    /// A published track's page (its address).
    Track,
}
