//! Every message, handed to the screen it is for.

use super::navigate::{go, open_route, open_text};
use super::{controls, frame};
use crate::apart::apart;
use crate::ui::collection::TracksInput;
use crate::ui::menu;
use crate::ui::model::{Model, Screen};
use crate::ui::msg::{Copier, Effect, Fetch, Msg, PointerKind};
use crate::ui::online::room;
use crate::ui::online::{ApiCall, OnlineInput};
use crate::ui::pictures::PictureUse;
use crate::ui::race_mode::RaceInput;
use crate::ui::route::{Place, Route};
use crate::ui::top_runs::{self, RecordBook};

/// What `msg` does to `model`.
pub(super) fn handle(model: &mut Model, msg: Msg) -> Vec<Effect> {
    // A remark in the status line lasts until the next thing the user does.
    if is_user_action(&msg) {
        model.app.menu.notice = None;
        // Whatever the user does next, a demo race waiting for its level does not start over it.
        model.app.menu.demo_pending = None;
        // On the editor the error lies over its toolbar (not above the grid, which it pushed
        // under a phone's fold): the player's next action there puts it away.
        if model.screen() == Screen::Editor {
            model.app.error = None;
        }
        if let Some(s) = &mut model.play.session {
            s.user_acted();
        }
    }
    match msg {
        Msg::Started(startup) => {
            let crate::ui::msg::Startup {
                hash,
                base_url,
                hint,
                records,
                player,
                ghosts,
                draft,
                draft_decor,
                settings,
                run,
                daily,
                tracks,
                online,
                today,
                touch,
                reduced_motion,
                languages,
                shown,
                catalog,
            } = *startup;
            model.app.menu.shown = shown;
            model.app.menu.started = true;
            model.app.device.touch = touch;
            model.app.device.reduced_motion = reduced_motion;
            model.app.clock.today = today.parse().ok();
            model.app.kept.finished = crate::ui::daily::Finished::load(daily.as_deref());
            model.app.settings = crate::ui::settings::Settings::load(settings.as_deref());
            model.app.kept.resume = crate::ui::resume::StoredRun::load(run.as_deref());
            model.app.kept.draft = draft;
            model.app.kept.draft_decor = draft_decor;
            model.app.kept.ghost_runs = crate::ui::ghost::GhostRuns::load(ghosts.as_deref());
            model.app.base_url = crate::ui::share::site_address(&base_url);
            model.play.playing.hint_seen = hint.as_deref() == Some("seen");
            model.app.client.identity = crate::ui::online::Online::load(online.as_deref());
            // The words first: what follows may have something to say.
            let mut effects = crate::ui::language::started(&mut model.app, &languages, catalog);
            // Said once the address is open (opening it clears the banner).
            let unread = model.app.error.take();
            let (record_book, problem, stored) =
                RecordBook::load(&model.app.words, records.as_deref(), player.as_deref());
            model.app.kept.record_book = record_book;
            effects.push(menu::fetch_index());
            effects.extend(crate::ui::my_tracks::started(
                &mut model.app,
                tracks.as_deref(),
            ));
            effects.extend(open_route(model, Route::parse(&hash)));
            if let Some(problem) = problem.or(unread) {
                model.app.error = Some(problem);
            }
            effects.extend(stored);
            effects
        }
        Msg::SaveRecord { name, today } => {
            apart(|| top_runs::save(&mut model.play, &mut model.app, &name, &today))
        }
        Msg::Replay(input) => apart(|| match model.replay.as_mut() {
            Some(r) => r.input(&model.app, input),
            None => Vec::new(),
        }),
        // The new game form's "the track open now" and the win box's run are the play screen's.
        Msg::Online(OnlineInput::Create) => apart(|| {
            // The game's title is read by players of every language: a level goes by the name
            // its file gives (each page words it in its own language), a pasted track by none
            // (the page's own word for it is not a name).
            let title = model.play.session.as_ref().map(|s| match &s.place {
                crate::ui::route::Place::Level(stem) => crate::ui::menu::level_title(stem),
                _ if s.title == model.app.words.get("title-pasted") => String::new(),
                _ => s.title.clone(),
            });
            let open = model
                .play
                .session
                .as_ref()
                .zip(title.as_deref())
                .map(|(s, title)| (s.game.track(), title));
            crate::ui::online::form::create(&mut model.online, &mut model.app, open)
        }),
        Msg::Online(OnlineInput::SendRun) => apart(|| match model.play.session.as_mut() {
            Some(s) => crate::ui::world_run::send(s, &mut model.app),
            None => Vec::new(),
        }),
        Msg::Online(input) if input.room() => {
            apart(|| room::input(&mut model.room, &mut model.app, input))
        }
        Msg::Online(OnlineInput::ShowProfile(name)) => {
            apart(|| crate::ui::online::profile::show(&mut model.profile, &mut model.app, name))
        }
        Msg::Online(OnlineInput::HideProfile) => {
            model.profile = None;
            Vec::new()
        }
        Msg::Online(input) => {
            apart(|| crate::ui::online::input(&mut model.online, &mut model.app, input))
        }
        Msg::Api { call, status, body } => apart(|| api(model, call, status, body)),
        Msg::Live(event) => apart(|| room::live(&mut model.room, &mut model.app, event)),
        Msg::PlayerLive(event) => apart(|| {
            crate::ui::online::player_live::heard(&mut model.online, &mut model.app, event)
        }),
        Msg::TournamentLive(event) => apart(|| {
            crate::ui::tournaments::live::heard(&mut model.tournaments, &mut model.app, event)
        }),
        Msg::FilesChosen { purpose, files } => {
            apart(|| crate::ui::files::chosen(&mut model.app, purpose, &files))
        }
        Msg::FilesRead { purpose, files } => {
            apart(|| crate::ui::files::read(&mut model.editing, &mut model.app, purpose, files))
        }
        Msg::Fetched { what, result } => match what {
            Fetch::LevelIndex => menu::index_loaded(&mut model.app, result),
            Fetch::Level(i) => menu::level_loaded(&mut model.play, &mut model.app, i, result),
            Fetch::Decor(_) => Vec::new(),
            Fetch::Catalog(lang) => crate::ui::language::arrived(&mut model.app, lang, result),
            Fetch::CatalogRest(lang) => {
                crate::ui::language::rest_arrived(&mut model.app, lang, result)
            }
        },
        Msg::Language(lang) => crate::ui::language::choose(&mut model.app, lang),
        Msg::Theme(theme) => crate::ui::theme::choose(&mut model.app, theme),
        Msg::PicturesDecoded {
            what,
            pictures,
            texts,
        } => match what {
            PictureUse::Images(purpose) => apart(|| {
                crate::ui::import::pictures_decoded(
                    &mut model.editing,
                    &mut model.app,
                    purpose,
                    pictures,
                    texts,
                )
            }),
            PictureUse::LevelDecor(index) => {
                let result = crate::ui::pictures::first(&model.app.words, pictures);
                menu::decor_decoded(&mut model.play, &mut model.app, index, result)
            }
        },
        Msg::FetchedBytes { what, result } => match what {
            Fetch::Decor(i) => menu::decor_loaded(&mut model.play, &mut model.app, i, result),
            _ => Vec::new(),
        },
        Msg::Tracks(TracksInput::RaceOnline) => apart(|| {
            // The track opened in the game, then the online form on it.
            let Some(link) = model.collection.play_link() else {
                return Vec::new();
            };
            let mut effects = go(model, Route::Play(Place::Link(link)));
            let form = OnlineInput::Track(crate::ui::online::FormTrack::Open);
            effects.extend(crate::ui::online::input(
                &mut model.online,
                &mut model.app,
                form,
            ));
            effects.extend(go(model, Route::Online(None)));
            effects
        }),
        Msg::Tracks(TracksInput::RaceAi) => apart(|| {
            // The track opened in the game, then a race against the AI drivers on it.
            let Some(link) = model.collection.play_link() else {
                return Vec::new();
            };
            let mut effects = go(model, Route::Play(Place::Link(link)));
            for input in [RaceInput::Mode("ai".into()), RaceInput::Start] {
                let (play, app) = (&mut model.play, &mut model.app);
                effects.extend(crate::ui::race_mode::input(play, app, input));
            }
            effects
        }),
        Msg::Tracks(input) => {
            apart(|| crate::ui::collection::input(&mut model.collection, &mut model.app, input))
        }
        Msg::Tournaments(input) => {
            apart(|| crate::ui::tournaments::input(&mut model.tournaments, &mut model.app, input))
        }
        Msg::Publish(input) => apart(|| match model.editing.as_mut() {
            Some(e) => crate::ui::collection::publish::input(e, &mut model.app, input),
            None => Vec::new(),
        }),
        Msg::Editor(input) => apart(|| {
            let mut effects = crate::ui::editor::ensure(&mut model.editing, &mut model.app);
            if let Some(e) = model.editing.as_mut() {
                effects.extend(crate::ui::editor::input(e, &mut model.app, input));
            }
            effects
        }),
        Msg::RandomTrack(seed) => go(model, Route::Play(Place::Random(seed))),
        Msg::OpenDaily => go(model, Route::Play(Place::Daily(None))),
        Msg::AnotherRandomTrack => {
            // Seeds up to a billion keep the address short (`#/random/123456789`).
            let seed = model.app.rng.u64(0..1_000_000_000);
            go(model, Route::Play(Place::Random(seed)))
        }
        Msg::Entropy(entropy) => {
            model.app.rng = fastrand::Rng::with_seed(entropy);
            Vec::new()
        }
        Msg::RouteChanged(hash) => {
            let route = Route::parse(&hash);
            if route == model.app.route {
                return Vec::new();
            }
            open_route(model, route)
        }
        Msg::Key(k) => controls::key(model, &k),
        Msg::Pointer { kind, id, x, y } if model.screen() == Screen::Editor => {
            apart(|| match model.editing.as_mut() {
                Some(e) => crate::ui::editor::pointer(e, &model.app.words, kind, id, (x, y)),
                None => Vec::new(),
            })
        }
        // The board sends `Msg::Board`.
        Msg::Pointer { .. } => Vec::new(),
        Msg::CanvasFocus(focused) => {
            if let Some(s) = &mut model.play.session {
                s.focused = focused;
            }
            Vec::new()
        }
        Msg::Control(c) => controls::control(model, c),
        Msg::Switch(which, on) => {
            crate::ui::play_controls::switch(&mut model.play, &mut model.app, which, on)
        }
        Msg::RulesChosen(name) => {
            crate::ui::play_controls::choose_rules(&mut model.play, &mut model.app, &name)
        }
        Msg::SetRules(rules) => {
            crate::ui::play::set_rules(&mut model.play, &mut model.app, rules);
            Vec::new()
        }
        Msg::SetCheckpoints(on) => {
            crate::ui::play::set_checkpoints(&mut model.play, &mut model.app, on);
            Vec::new()
        }
        Msg::SolverChosen(name) => {
            crate::ui::play_controls::choose_solver(&mut model.play, &mut model.app, &name);
            Vec::new()
        }
        Msg::SolverSpeed(speed) => {
            crate::ui::play_controls::set_speed(&mut model.play, speed);
            Vec::new()
        }
        Msg::OpenPasted(text) => {
            let what = model.app.words.get("title-pasted");
            let origin = crate::ui::my_tracks::Origin::Paste;
            open_text(model, &what, text.as_bytes(), origin)
        }
        Msg::Copied { by, result } => apart(|| {
            match by {
                Copier::Game => crate::ui::share::copied(&mut model.play, &mut model.app, result),
                Copier::Editor => {
                    if let Some(e) = model.editing.as_mut() {
                        crate::ui::editor::copied(e, &mut model.app, result);
                    }
                }
                Copier::Replay => {
                    if let Some(r) = model.replay.as_mut() {
                        r.copied(&model.app.words, &result);
                    }
                }
                Copier::PlayerKey => {
                    crate::ui::online::copied(&mut model.online, &model.app.words, &result)
                }
                Copier::Invite => room::copied(&mut model.room, &model.app.words, &result),
                Copier::Daily => {
                    crate::ui::daily_card::copied(&mut model.play, &mut model.app, &result)
                }
                Copier::Track => {
                    crate::ui::collection::copied(&mut model.collection, &mut model.app, &result)
                }
            }
            Vec::new()
        }),
        Msg::Viewport {
            width,
            height,
            ratio,
        } => {
            model.app.device.viewport = (width, height, ratio);
            model.relayout();
            Vec::new()
        }
        Msg::Window { height, board_top } => {
            model.app.device.window = Some((height, board_top));
            Vec::new()
        }
        Msg::NarrowWindow(narrow) => {
            if model.app.device.narrow != narrow {
                model.app.device.narrow = narrow;
                model.relayout();
            }
            Vec::new()
        }
        Msg::ThemeChanged => {
            model.app.device.theme += 1;
            Vec::new()
        }
        Msg::WallClock(utc_ms) => {
            crate::ui::daily_card::wall_clock(&mut model.app, utc_ms);
            Vec::new()
        }
        Msg::Tick { now_ms, busy_ms } => {
            frame::tick(model, now_ms, busy_ms);
            let mut effects = crate::ui::race_mode::tick(&mut model.play, &mut model.app, now_ms);
            effects.extend(room::tick(&mut model.room, &mut model.app, now_ms));
            effects.extend(crate::ui::online::mine_tick(
                &mut model.online,
                &mut model.app,
                now_ms,
            ));
            effects.extend(crate::ui::online::lobby_tick(
                &mut model.online,
                &mut model.app,
                now_ms,
            ));
            effects.extend(crate::ui::online::pairing_tick(
                &mut model.online,
                &mut model.app,
                now_ms,
            ));
            effects.extend(crate::ui::tournaments::tick(
                &mut model.tournaments,
                &mut model.app,
                now_ms,
            ));
            effects
        }
        Msg::Race(input) => crate::ui::race_mode::input(&mut model.play, &mut model.app, input),
        Msg::Board(input) => super::showing::input(model, input),
        Msg::MyTrack(input) => apart(|| crate::ui::my_tracks::input(&mut model.app, input)),
        Msg::DemoRace(level) => apart(|| crate::ui::race_mode::demo::watch(&mut model.app, level)),
        Msg::FullScreenLeft => {
            model.app.device.full_screen = false;
            model.relayout();
            Vec::new()
        }
    }
}

fn is_user_action(msg: &Msg) -> bool {
    matches!(
        msg,
        Msg::Key(_)
            | Msg::Pointer {
                kind: PointerKind::Down,
                ..
            }
            | Msg::Board(crate::ui::board_input::BoardInput::Down { .. })
            | Msg::Control(_)
            | Msg::Switch(..)
            | Msg::SolverChosen(_)
            | Msg::OpenPasted(_)
            | Msg::FilesChosen { .. }
            | Msg::Race(_)
            | Msg::Editor(_)
            | Msg::Tracks(_)
            | Msg::Tournaments(_)
            | Msg::Publish(_)
            | Msg::RandomTrack(_)
            | Msg::AnotherRandomTrack
    )
}

/// An answer of the game server's API, handed to the screen that asked.
fn api(model: &mut Model, call: ApiCall, status: u16, body: String) -> Vec<Effect> {
    match call {
        ApiCall::Run => {
            let value = crate::ui::online::received(&mut model.app, &ApiCall::Run, status, &body);
            let status = if value.is_some() {
                status
            } else {
                crate::ui::online::NO_ANSWER
            };
            match model.play.session.as_mut() {
                Some(s) => crate::ui::world_run::answered(
                    s,
                    &model.app.words,
                    status,
                    &value.unwrap_or(serde_json::Value::Null),
                ),
                None => Vec::new(),
            }
        }
        ApiCall::Board(key) => {
            crate::ui::online::leaderboard::arrived(
                &mut model.leaderboard,
                &mut model.app,
                &key,
                status,
                &body,
            );
            Vec::new()
        }
        ApiCall::Profile(name) => {
            crate::ui::online::profile::answered(
                &mut model.profile,
                &mut model.app,
                &name,
                status,
                &body,
            );
            Vec::new()
        }
        ApiCall::Publish => crate::ui::collection::publish::answered(
            &mut model.editing,
            &mut model.app,
            status,
            &body,
        ),
        call if crate::ui::tournaments::is_ours(&call) => crate::ui::tournaments::answered(
            &mut model.tournaments,
            &mut model.app,
            call,
            status,
            &body,
        ),
        call if call.collection() => crate::ui::collection::answered(
            &mut model.collection,
            &mut model.app,
            call,
            status,
            &body,
        ),
        ApiCall::MyPublished => {
            crate::ui::online::refresh::published_answered(&mut model.app, status, &body);
            Vec::new()
        }
        ApiCall::ProfileTracks(name) => {
            crate::ui::online::profile::tracks_answered(
                &mut model.profile,
                &mut model.app,
                &name,
                status,
                &body,
            );
            Vec::new()
        }
        call if call.room() => room::answered(&mut model.room, &mut model.app, call, status, &body),
        call => crate::ui::online::answered(&mut model.online, &mut model.app, call, status, &body),
    }
}
