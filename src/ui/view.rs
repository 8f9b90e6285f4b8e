//! What the page's text and controls show, as plain data read from the model: the shell's view
//! modules copy it into the DOM and decide nothing.

use super::coaching::CoachView;
use super::menu::{self, Card};
use super::model::{Model, Screen};
use super::play::{self, MessageView, Session};
use super::solver::{self, SolverView};
use super::top_runs::{self, RecordPrompt, RecordRow};

pub use super::back_button::BackTo;
use super::back_button::back_to;
pub use super::canvas::{Canvas, canvas, scene};
pub use super::moving_view::MovingView;
use super::moving_view::moving_view;

/// The whole page's text and attributes.
#[derive(Clone, Debug, PartialEq)]
pub struct PageView {
    /// The screen showing.
    pub screen: Screen,
    /// The language chosen for the page (the settings' select shows it).
    pub lang: super::i18n::Lang,
    /// The colours chosen for the page (the settings' select shows it; `<html data-theme>`
    /// follows, with the system's light or dark for [`super::theme::Theme::System`]).
    pub theme: super::theme::Theme,
    /// The language its words are in now (the page's fixed words are re-worded when it
    /// changes; another's catalog may still be on its way).
    pub words_lang: super::i18n::Lang,
    /// Whether the page's words are in the language wanted and the page has started: only then
    /// are the markup's fixed words re-worded (until then they stay as the page was served,
    /// perhaps in the language wanted, prerendered).
    pub words_ready: bool,
    /// Whether the words hold the whole catalog (not only its start part): the shell words its
    /// elements again when the rest comes.
    pub words_complete: bool,
    /// The open track's name (empty on the menu).
    pub title: String,
    /// The board's label for assistive technology ("Hairpin: race track, 46 by 16 points").
    pub board_label: String,
    /// The browser tab's title: the track's name, and how many online games wait for your move.
    pub tab_title: String,
    /// The error banner's text.
    pub error: Option<String>,
    /// The menu's cards.
    pub cards: Vec<Card>,
    /// The player's own tracks, newest first ("My tracks").
    pub my_tracks: Vec<super::my_tracks::MyTrackRow>,
    /// Medals won out of the levels and the next level to beat, once there is a medal.
    pub progress: Option<String>,
    /// The menu's one main action: continue a run, or play the next level not won.
    pub main_action: Option<super::main_action::MainAction>,
    /// "Loading levels…", while it is true.
    pub loading: Option<String>,
    /// The menu's daily challenge button: "Daily challenge", with the streak once there is one.
    pub daily_words: String,
    /// Whether the menu's own cards, main action and daily button may replace what the page
    /// showed before the game started (the prerendered menu): see [`menu::ready`].
    pub menu_ready: bool,
    /// The card of the level asked for before the level list or the level had come (its index
    /// among the cards, prerendered or the page's own) and the words it shows ("Starting…").
    pub starting_card: Option<(usize, String)>,
    /// The demo race's button's "Starting…", while the level it races on is on its way.
    pub demo_starting: Option<String>,
    /// A passing remark on the menu (records imported).
    pub notice: Option<String>,
    /// The game screen, once a track is open.
    pub game: Option<GameView>,
    /// Where the game screen's back button goes (its words follow).
    pub back: BackTo,
    /// Whether the board's Undo shows: on the play screen only (a replay and an online room
    /// share the board, where it did nothing).
    pub undo: bool,
    /// The showing board's zoom and full-screen buttons, on a screen with a board.
    pub camera: Option<super::board_input::CameraView>,
    /// The editor, once opened.
    pub editor: Option<super::editor::EditorView>,
    /// The replay viewer, while a record is open.
    pub replay: Option<super::replay::ReplayView>,
    /// The online screens, while one shows.
    pub online: Option<super::online::OnlineView>,
    /// A world board's page, while it shows.
    pub leaderboard: Option<super::online::leaderboard::LeaderboardView>,
    /// The track collection's screen, while it shows.
    pub tracks: Option<super::collection::view::CollectionView>,
    /// Tournaments' screen, while it shows.
    pub tournaments: Option<super::tournaments::view::TournamentsView>,
    /// The editor's Publish form, while it is open.
    pub publish: Option<super::collection::publish::PublishView>,
    /// "Your move in …" when a move became yours while the player is elsewhere, on any screen.
    pub toast: Option<String>,
}

/// The game screen (play and solver).
#[derive(Clone, Debug, PartialEq)]
pub struct GameView {
    /// The status line.
    pub status: String,
    /// Moves so far.
    pub moves: usize,
    /// Current speed.
    pub speed: i32,
    /// Where the car (or the race's car to move) stands.
    pub state: CarState,
    /// `strict`, `soft` or `karopapier`: the rules select's value.
    pub rules: &'static str,
    /// The win or crash box.
    pub message: Option<MessageView>,
    /// Where the end-of-game box lies over the board.
    pub message_at: super::box_place::BoxPlace,
    /// Where it lies on a phone, a sheet at the window's top or foot.
    pub message_sheet: super::box_place::BoxPlace,
    /// The distance-map switch.
    pub distance: bool,
    /// The night switch: only the cells the car lights are seen.
    pub night: bool,
    /// The share link, once made.
    pub share_link: Option<String>,
    /// "Copied", or why not.
    pub share_status: Option<String>,
    /// Whether the first-visit hint shows (beside the board, or under it on a narrow screen).
    pub hint: bool,
    /// Where the hint's callout lies over the board: the half of the board (as the camera shows
    /// it) away from the car's options (the start points before the placement).
    pub hint_at: super::box_place::HintPlace,
    /// The hint's words, for a touch screen or a mouse and keyboard.
    pub hint_words: String,
    /// The first-run tutorial, in the hint's place, while it runs.
    pub tutorial: Option<super::tutorial::TutorialView>,
    /// The hint's closing button: "Got it", or "Skip the tutorial"; none on the tutorial's
    /// last step (its own "Got it" ends it).
    pub hint_dismiss: Option<String>,
    /// The solver panel.
    pub solver: SolverView,
    /// Whether a solver is being watched (the game waits).
    pub watching: bool,
    /// Whether Undo has a position to take back (none before the car is placed).
    pub undo_ready: bool,
    /// Whether the settings sheet is open (a phone's: a wide screen shows its content in the
    /// toolbar whatever this says).
    pub settings_open: bool,
    /// The banner's words while watching (the button after them reads "back to the game").
    pub watching_words: String,
    /// The coach switch.
    pub coach_on: bool,
    /// The sound switch (on unless the player muted the sounds).
    pub sound_on: bool,
    /// Whether the crash warning's switch is on.
    pub crash_warning: bool,
    /// The car has just crashed: the board shakes once (not under reduced motion).
    pub impact: bool,
    /// What the coach says (when it is on).
    pub coach: Option<CoachView>,
    /// Whether the optimal line can be shown (the coach is ready and on).
    pub line_available: bool,
    /// Whether the optimal line is shown.
    pub show_line: bool,
    /// The optimal line button's label: show or hide.
    pub line_label: String,
    /// The open track's records under the rules in force.
    pub records: Vec<RecordRow>,
    /// The name asked for when a won run enters the top 10.
    pub record_prompt: Option<RecordPrompt>,
    /// What the box says once the run is kept.
    pub record_saved: Option<String>,
    /// Whether the win box offers to send the run to the world board.
    pub world_send: bool,
    /// What became of the run sent to the world board (its rank), or why it was not kept.
    pub world_status: Option<String>,
    /// The address of this track's world board, when a game server is there to ask.
    pub world_board: Option<String>,
    /// The same for the daily banner's link, on the daily track.
    pub daily_board: Option<String>,
    /// Whether a next level can be opened from the win box.
    pub next_level: bool,
    /// The box's main (filled) button: Undo after a crash, Next level after a medal won on a
    /// level with a next one, else Retry.
    pub box_main: BoxMain,
    /// The box's control that takes the focus when it opens: the record's name field when one
    /// is asked, else Undo after a crash, else Retry.
    pub focus_first: BoxFocus,
    /// The challenger, when racing a challenge.
    pub challenge: Option<ChallengeView>,
    /// The daily challenge's banner, on a daily track.
    pub daily: Option<String>,
    /// The daily's countdown, calendar and result card, on a daily track.
    pub daily_parts: Option<super::daily_card::DailyView>,
    /// The ghost's moves, while a ghost is shown.
    pub ghost_moves: Option<usize>,
    /// The mode panel and the race.
    pub race: super::race_mode::RaceView,
    /// Where the track came from.
    pub source: Source,
    /// The edit button's label: a test drive edits its draft, any other track a copy.
    pub edit_label: String,
    /// Whether the track has a decor (its switch shows).
    pub has_decor: bool,
    /// Whether the open track has checkpoints (its switch shows), and whether they count.
    pub checkpoints: Option<bool>,
    /// Whether the decor is shown.
    pub show_decor: bool,
    /// The terrains the track has (`ice`, `dirt`, `ramp`): the legend explains those.
    pub terrains: Vec<&'static str>,
    /// The moving elements as the board shows them, on a track that has any.
    pub moving: Option<MovingView>,
}

/// Where the car stands, as the status line's `data-state` hook names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CarState {
    /// No car on the track yet.
    Placing,
    /// On its way.
    Playing,
    /// On a finish point.
    Won,
    /// No legal move left.
    Crashed,
    /// The race is over (a race with several cars).
    Over,
}

impl CarState {
    /// The state of a game.
    pub fn of(state: racetrack::game::State) -> CarState {
        match state {
            racetrack::game::State::Placing => CarState::Placing,
            racetrack::game::State::Playing => CarState::Playing,
            racetrack::game::State::Won { .. } => CarState::Won,
            racetrack::game::State::Crashed => CarState::Crashed,
        }
    }

    /// `placing`, `playing`, `won`, `crashed` or `over`.
    pub fn name(self) -> &'static str {
        match self {
            CarState::Placing => "placing",
            CarState::Playing => "playing",
            CarState::Won => "won",
            CarState::Crashed => "crashed",
            CarState::Over => "over",
        }
    }
}

/// Where the open track came from: it decides the way back and the edit button's words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// A level of the menu.
    Level,
    /// A share link, a file or pasted text.
    Link,
    /// A random track (another one can be drawn).
    Random,
    /// The editor's test drive (the way back is to the editor).
    Draft,
    /// A daily challenge.
    Daily,
}

/// The control of the win or crash box that takes the focus when the box opens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoxFocus {
    /// The name field of a record.
    RecordName,
    /// The main button.
    Main(BoxMain),
}

/// The main button of the win or crash box.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoxMain {
    /// Undo (after a crash).
    Undo,
    /// Retry.
    Retry,
    /// Next level (after a medal, when there is one).
    NextLevel,
}

/// The challenge being raced: whose run and its words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChallengeView {
    /// The challenger's name (text, never markup).
    pub name: String,
    /// Their moves.
    pub moves: usize,
    /// The banner's sentence.
    pub words: String,
}

/// The page's view of `model`.
pub fn page(model: &Model) -> PageView {
    let cards = super::cards::cards(model);
    let words = &model.app.words;
    let title = match (model.screen(), &model.play.session) {
        (Screen::Editor, _) => model.editing.as_ref().map_or_else(String::new, |e| {
            words.with("title-editing", &[("name", (&e.name).into())])
        }),
        (Screen::Online, _) => words.get("title-online"),
        (Screen::Leaderboard, _) => words.get("title-board"),
        (Screen::Tracks, _) => match model
            .collection
            .page
            .as_ref()
            .and_then(|p| p.shown.as_ref())
        {
            Some(shown) => shown.summary.name.clone(),
            None => words.get("title-tracks"),
        },
        (Screen::Tournaments, _) => match model
            .tournaments
            .page
            .as_ref()
            .and_then(|p| p.shown.as_ref())
        {
            Some(shown) => shown.name.clone(),
            None => words.get("title-tournaments"),
        },
        (Screen::Help, _) => words.get("title-help"),
        (Screen::Replay, _) => model.replay.as_ref().map_or_else(String::new, |r| {
            words.with("title-replay", &[("name", (&r.name).into())])
        }),
        (Screen::OnlineGame, _) => model.room.as_ref().map_or_else(String::new, |r| {
            match r.game.as_ref().and_then(|g| g.title.as_deref()) {
                Some(title) => {
                    let title = super::menu::shown_title(&model.app.menu.levels, words, title);
                    words.with("title-online-game", &[("title", title.into())])
                }
                None => words.get("title-online-unnamed"),
            }
        }),
        (Screen::Menu, _) | (_, None) => String::new(),
        (_, Some(s)) => super::dispatch::navigate::session_title(&model.app, s),
    };
    let tab_title = match (
        super::online::view::your_turn(&model.online),
        title.as_str(),
    ) {
        (0, "") => "Racetrack".to_owned(),
        (0, name) => format!("{name} · Racetrack"),
        (n, "") => format!("({n}) Racetrack"),
        (n, name) => format!("({n}) {name} · Racetrack"),
    };
    PageView {
        lang: model.app.device.lang,
        theme: model.app.settings.theme.unwrap_or_default(),
        words_lang: model.app.words.lang(),
        words_ready: model.app.menu.started
            && model.app.words.is_read()
            && model.app.words.lang() == model.app.device.lang,
        words_complete: model.app.words.is_complete(),
        undo: model.screen() == Screen::Play,
        toast: super::online::toast_words(model.app.client.toast.as_ref(), model.room.as_ref()),
        my_tracks: super::my_tracks::rows(model),
        screen: model.screen(),
        board_label: model.board().map_or_else(String::new, |board| {
            let track = board.track();
            words.with(
                "game-canvas-label",
                &[
                    ("title", (&title).into()),
                    ("cols", track.cols().into()),
                    ("rows", track.rows().into()),
                ],
            )
        }),
        title,
        tab_title,
        online: matches!(
            model.screen(),
            Screen::Online
                | Screen::OnlineGame
                | Screen::Leaderboard
                | Screen::Tracks
                | Screen::Tournaments
        )
        .then(|| {
            let open = (model.play.session.as_ref())
                .map(|s| super::dispatch::navigate::session_title(&model.app, s));
            super::online::OnlineView {
                room: (model.room.as_ref()).map(|r| {
                    super::online::room_view::room_view(r, &model.app, &model.online.mine)
                }),
                profile: super::online::profile::view(&model.profile, &model.app.words),
                ..super::online::view(&model.online, &model.app, open.as_deref())
            }
        }),
        leaderboard: (model.screen() == Screen::Leaderboard)
            .then(|| super::online::leaderboard::view(model.leaderboard.as_ref(), &model.app.words))
            .flatten(),
        tracks: (model.screen() == Screen::Tracks).then(|| {
            let signed_in = model.app.client.identity.is_some();
            super::collection::view::view(&model.collection, &model.app.words, signed_in)
        }),
        tournaments: (model.screen() == Screen::Tournaments)
            .then(|| super::tournaments::view::view(&model.tournaments, &model.app)),
        publish: (model.screen() == Screen::Editor)
            .then_some(model.editing.as_ref())
            .flatten()
            .and_then(|e| super::collection::publish::view(e, &model.app)),
        error: model.app.error.clone(),
        progress: super::cards::progress_words(&model.app.words, &cards),
        main_action: (model.screen() == Screen::Menu)
            .then(|| super::main_action::of(model, &cards))
            .flatten(),
        cards,
        notice: model.app.menu.notice.clone(),
        loading: menu::loading_words(&model.app.menu, &model.app.words),
        daily_words: super::daily_card::button_words(&model.app),
        menu_ready: menu::ready(&model.app.menu, &model.app.words, model.app.device.lang),
        starting_card: menu::starting_card(&model.app.menu, &model.app.words),
        demo_starting: menu::demo_starting(&model.app.menu, &model.app.words),
        editor: model
            .editing
            .as_ref()
            .and_then(|_| super::editor::view(model)),
        replay: model
            .replay
            .as_ref()
            .and_then(|_| super::replay::view(model)),
        game: model.play.session.as_ref().map(|s| game_view(model, s)),
        back: back_to(model),
        camera: model.board().map(|_| super::board_input::view(model)),
    }
}

/// The play screen's view of the open game `s`.
#[inline(never)]
fn game_view(model: &Model, s: &Session) -> GameView {
    let on_play = model.screen() == Screen::Play;
    let words = &model.app.words;
    let game = &s.game;
    let tutorial = super::tutorial::view(&model.play, &model.app);
    // Placed after every message (`box_place::keep_hint`).
    let hint = s.hint_at.is_some();
    let (car_y, board_height) = super::box_place::leading_car_y(s);
    let hint_at = s.hint_at.unwrap_or(super::box_place::HintPlace::Top);
    let world_board = super::online::leaderboard::offered(&model.app)
        .then(|| super::online::leaderboard::route_for(s.record_key).to_string());
    // The settings sheet and the end box are both sheets at a phone's foot: while the settings
    // are open the box waits under them (it showed on top of it).
    let message = play::message(&model.play, &model.app).filter(|_| !s.settings_open);
    let next_level = game.state().is_won()
        && match &s.place {
            super::route::Place::Level(name) => model
                .app
                .menu
                .find(name)
                .is_some_and(|i| i + 1 < model.app.menu.levels.len()),
            _ => false,
        };
    let box_main = match &message {
        Some(m) if m.undo_first => BoxMain::Undo,
        Some(m) if next_level && m.medal.is_some() => BoxMain::NextLevel,
        _ => BoxMain::Retry,
    };
    let (moves, speed, state) = super::race_mode::numbers(s).unwrap_or((
        game.moves(),
        game.velocity().speed(),
        CarState::of(game.state()),
    ));
    let source = match s.place {
        super::route::Place::Level(_) => Source::Level,
        super::route::Place::Link(_) => Source::Link,
        super::route::Place::Random(_) => Source::Random,
        super::route::Place::Draft => Source::Draft,
        super::route::Place::Daily(_) => Source::Daily,
    };
    let watching_solver = solver::name_words(
        words,
        s.watch
            .as_ref()
            .map_or(model.play.panel.solver, |w| w.solver()),
    );
    GameView {
        source,
        edit_label: words.get(if source == Source::Draft {
            "game-edit"
        } else {
            "game-edit-copy"
        }),
        has_decor: s.board.decor.is_some(),
        checkpoints: (s.with_checkpoints.is_some() || s.game.track().checkpoints() != 0)
            .then_some(s.with_checkpoints.is_none()),
        terrains: [
            (racetrack::track::Cell::Ice, "ice"),
            (racetrack::track::Cell::Dirt, "dirt"),
            (racetrack::track::Cell::Ramp, "ramp"),
        ]
        .into_iter()
        .filter(|(cell, _)| game.track().cells().contains(cell))
        .map(|(_, name)| name)
        .collect(),
        show_decor: model.app.device.show_decor,
        moving: moving_view(s, words),
        race: super::race_mode::view(model),
        status: play::status_text(&model.play, &model.app),
        moves,
        speed,
        state,
        rules: game.rules().name(),
        message,
        hint_at,
        message_at: super::box_place::BoxPlace::on_board(car_y, board_height),
        message_sheet: super::box_place::BoxPlace::sheet(car_y, model.app.device.window),
        distance: model.app.device.show_distance,
        night: model.app.device.night,
        share_link: s.share.as_ref().map(|sh| sh.link.clone()),
        share_status: s.share.as_ref().map(|sh| match &sh.copied {
            None => words.get("share-copying"),
            // The records say "You" and the name box is open: the challenge's signature is
            // not a surprise.
            Some(Ok(())) if sh.anonymous => words.with(
                "share-copied-anonymous",
                &[("name", super::share::ANONYMOUS.into())],
            ),
            Some(Ok(())) => words.get("share-copied"),
            Some(Err(e)) => words.with("share-not-copied", &[("why", e.words(words).into())]),
        }),
        hint,
        hint_words: super::text::hint_words(&model.app.words, model.app.device.touch, game),
        hint_dismiss: match &tutorial {
            Some(t) if t.last => None,
            Some(_) => Some(model.app.words.get("tutorial-skip")),
            None => Some(model.app.words.get("tutorial-done")),
        },
        tutorial,
        solver: solver::view(&model.play, words),
        watching: model.screen() == Screen::Solver,
        undo_ready: !game.trajectory().is_empty(),
        settings_open: s.settings_open,
        // A phone has no Esc: the button alone takes the player back.
        watching_words: words.with(
            if model.app.device.touch {
                "solver-watching-touch"
            } else {
                "solver-watching"
            },
            &[("solver", watching_solver.into())],
        ),
        coach_on: model.coach_on(),
        sound_on: !model.app.settings.muted(),
        crash_warning: model.crash_warning_on(),
        impact: game.state() == racetrack::game::State::Crashed
            && !model.app.device.reduced_motion
            && s.solo(),
        coach: s
            .coaching
            .view(game, &model.app.words)
            .filter(|_| model.coach_on()),
        line_available: model.coach_on() && s.coaching.ready().is_some(),
        show_line: s.show_line,
        line_label: words.get(if s.show_line {
            "game-line-hide"
        } else {
            "game-line-show"
        }),
        // The day's banner belongs to its run on the play screen: the board's other screens
        // (an online room, a replay) open with the last session still kept.
        daily_parts: super::daily_card::view(&model.play, &model.app).filter(|_| on_play),
        daily: (super::daily::date_of(&model.app, &s.place).filter(|_| on_play)).map(|date| {
            let id = if Some(date) == model.app.clock.today {
                "daily-today"
            } else {
                "daily-past"
            };
            words.with(id, &[("date", words.date(&date.to_string()).into())])
        }),
        challenge: s
            .ghost
            .as_ref()
            .filter(|g| g.source == super::ghost::Source::Challenge)
            .map(|g| ChallengeView {
                name: g.name.clone(),
                moves: g.moves(),
                words: words.with(
                    "challenge-words",
                    &[("name", (&g.name).into()), ("moves", g.moves().into())],
                ),
            }),
        ghost_moves: s.ghost.as_ref().map(super::ghost::Ghost::moves),
        records: (model.app.kept.record_book).rows(s.record_key, &model.app.words),
        focus_first: match top_runs::prompt(&model.play, &model.app) {
            // On a touch screen a focused field raises the keyboard over the board: the name
            // is typed after a tap on the field.
            Some(_) if !model.app.device.touch => BoxFocus::RecordName,
            _ => BoxFocus::Main(box_main),
        },
        box_main,
        record_prompt: top_runs::prompt(&model.play, &model.app),
        record_saved: top_runs::saved_words(&model.play, words),
        world_send: super::world_run::can_send(s, &model.app),
        world_status: super::world_run::status(s),
        world_board: world_board.clone(),
        daily_board: world_board
            .filter(|_| on_play && super::daily::date_of(&model.app, &s.place).is_some()),
        next_level,
    }
}
