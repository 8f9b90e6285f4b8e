//! Going places: opening the screen of an address (a level, a link, a random track, the editor
//! and its test drive), the menu instead of an address that leads nowhere, and tracks opened
//! from a file or the paste box.

use racetrack::link;
use racetrack::rules::Rules;
use racetrack::track::Track;

use crate::apart::apart;
use crate::ui::app::App;
use crate::ui::model::{Model, Screen};
use crate::ui::msg::{Effect, Focus};
use crate::ui::play;
use crate::ui::route::{Place, Route};

/// Goes to `route` as a new history entry.
pub(crate) fn go(model: &mut Model, route: Route) -> Vec<Effect> {
    let hash = route.to_string();
    let mut effects = open_route(model, route);
    effects.insert(0, Effect::PushRoute(hash));
    effects
}

/// Shows the screen of `route` (the history entry is already there), and asks again for the
/// rest of the catalog if it could not be had before.
pub(crate) fn open_route(model: &mut Model, route: Route) -> Vec<Effect> {
    let mut effects = show_route(model, route);
    effects.extend(crate::ui::language::ask_rest(&mut model.app));
    effects
}

/// Shows the screen of `route`.
fn show_route(model: &mut Model, route: Route) -> Vec<Effect> {
    model.app.menu.pending = None;
    // An error belongs to the screen it happened on: another screen starts without it (one
    // the route itself causes is set below).
    model.app.error = None;
    match &route {
        Route::Menu => {
            model.app.route = route;
            show_menu(model)
        }
        Route::Help => {
            model.app.route = route;
            Vec::new()
        }
        Route::Unknown(fragment) => {
            let words = &model.app.words;
            let error = words.with("nav-nowhere", &[("address", fragment.into())]);
            model.app.error = Some(error);
            menu_instead(model)
        }
        // The screens a first visit's start does not open, apart (`crate::apart`).
        Route::Replay(Some(data)) => apart(|| {
            let (replay, effects) = crate::ui::replay::open_link(&mut model.app, data);
            if replay.is_some() {
                model.replay = replay;
            }
            effects
        }),
        Route::Tracks(None) => apart(|| {
            model.app.route = route.clone();
            let effects = crate::ui::collection::open_list(&mut model.collection, &mut model.app);
            model.relayout();
            effects
        }),
        Route::Tracks(Some(id)) => apart(|| {
            model.app.route = route.clone();
            let effects =
                crate::ui::collection::open_track(&mut model.collection, &mut model.app, id);
            model.relayout();
            effects
        }),
        Route::Tournaments(None) => apart(|| {
            model.app.route = route.clone();
            let effects = crate::ui::tournaments::open_list(&mut model.tournaments, &mut model.app);
            model.relayout();
            effects
        }),
        Route::Tournaments(Some(id)) => apart(|| {
            model.app.route = route.clone();
            let effects =
                crate::ui::tournaments::open_tournament(&mut model.tournaments, &mut model.app, id);
            model.relayout();
            effects
        }),
        Route::Leaderboard(key) => apart(|| {
            model.app.route = route.clone();
            let open = model
                .play
                .session
                .as_ref()
                .map(|s| (s.record_key, s.title.as_str()));
            let effects = crate::ui::online::leaderboard::open(
                &mut model.leaderboard,
                &mut model.app,
                key,
                open,
            );
            model.relayout();
            effects
        }),
        Route::Online(None) => apart(|| {
            model.app.route = route.clone();
            crate::ui::online::open(&mut model.online, &mut model.app)
        }),
        Route::Online(Some((game, invite))) => apart(|| {
            let room = &mut model.room;
            let effects =
                crate::ui::online::room::enter(room, &mut model.app, game, invite.as_deref());
            model.relayout();
            effects
        }),
        Route::Replay(None) if model.replay.is_some() => {
            model.app.route = route;
            model.relayout();
            Vec::new()
        }
        Route::Replay(None) => {
            model.app.menu.notice = Some(model.app.words.get("nav-record-closed"));
            menu_instead(model)
        }
        Route::Edit => apart(|| {
            let mut effects = show_editor(model);
            model.app.route = route;
            effects.push(Effect::Focus(Focus::EditorCanvas));
            effects
        }),
        Route::Play(place) | Route::Solve(place) => {
            let solve = matches!(route, Route::Solve(_));
            let mut effects = Vec::new();
            let mut stale = false;
            if *place == Place::Draft {
                effects.extend(crate::ui::editor::ensure(
                    &mut model.editing,
                    &mut model.app,
                ));
                let e = model.editing.as_ref().expect("ensured");
                if let Err(why) = e.editor.to_track() {
                    // What the editor's own check says and how to mend it ("No start: paint
                    // at least one start point."), rather than the track file's words (which
                    // spoke of `>` and mapcodes to a player who painted).
                    let w = &model.app.words;
                    let problems = e.editor.problems();
                    let error = if problems.is_empty() {
                        w.with(
                            "nav-draft-not-drivable",
                            &[("why", crate::ui::engine_words::parse_error(w, &why).into())],
                        )
                    } else {
                        w.with(
                            "nav-draft-unfinished",
                            &[(
                                "problems",
                                crate::ui::engine_words::problems(w, &problems).into(),
                            )],
                        )
                    };
                    model.app.error = Some(error);
                    model.app.route = Route::Edit;
                    effects.extend(show_editor(model));
                    effects.push(Effect::ReplaceRoute(Route::Edit.to_string()));
                    return effects;
                }
                stale = e.driven != Some(e.editor.version());
            }
            if model.place() != Some(place) || stale {
                match open_place(model, place, &route) {
                    Ok(e) => effects.extend(e),
                    Err(()) => return menu_instead(model),
                }
                if model.app.menu.pending.is_some() {
                    return effects;
                }
            }
            let was = model.screen();
            model.app.route = route.clone();
            if !solve && was != Screen::Play {
                effects.push(Effect::Focus(Focus::Canvas));
            }
            effects
        }
    }
}

/// A track that cannot be opened: the menu, whose address replaces the bad one.
fn menu_instead(model: &mut Model) -> Vec<Effect> {
    model.app.route = Route::Menu;
    let mut effects = show_menu(model);
    effects.push(Effect::ReplaceRoute(Route::Menu.to_string()));
    effects
}

/// Opens a generated track (a random one, a daily challenge), or says why there is none for
/// `what` (its seed or day).
fn open_generated(
    model: &mut Model,
    generated: Result<racetrack::generate::Generated, racetrack::generate::GenerateError>,
    title: &str,
    place: &Place,
    what: &str,
) -> Result<Vec<Effect>, ()> {
    match generated {
        Ok(generated) => Ok(play::open(
            &mut model.play,
            &mut model.app,
            generated.track,
            title,
            place.clone(),
            Rules::Strict,
            &[],
        )),
        Err(e) => {
            let error = model.app.words.with(
                "nav-no-track",
                &[
                    ("what", what.into()),
                    (
                        "why",
                        crate::ui::race_words::generate_error(&model.app.words, &e).into(),
                    ),
                ],
            );
            model.app.error = Some(error);
            Err(())
        }
    }
}

/// The name of the track at `place` in the page's language, for the places whose name the
/// page words (a level, a random track, the daily challenge): worded again when the language
/// changes while it is played. `None` for the others (a link, a file, the draft), whose name is
/// their own.
pub(crate) fn place_title(app: &App, place: &Place) -> Option<String> {
    let words = &app.words;
    match place {
        Place::Level(name) => (app.menu.find(name)).map(|i| app.menu.levels[i].title_in(words)),
        Place::Random(seed) => {
            Some(words.with("title-random", &[("seed", seed.to_string().into())]))
        }
        Place::Daily(_) => {
            // Short enough for a phone's header (it was cut: "Daily challenge · 2026-…"); the
            // banner says the rest.
            let date = crate::ui::daily::date_of(app, place)?;
            let shown = words.date(&date.to_string());
            Some(words.with("title-daily", &[("date", shown.into())]))
        }
        Place::Link(_) | Place::Draft => None,
    }
}

/// The name of the track `s` plays, in the page's language now ([`place_title`], else the name
/// it opened with): what the page shows and writes of it (its header, a race's file, a link).
pub(crate) fn session_title(app: &App, s: &play::Session) -> String {
    place_title(app, &s.place).unwrap_or_else(|| s.title.clone())
}

/// Opens the track at `place`: a level (waiting for it if it has not arrived) or a link.
fn open_place(model: &mut Model, place: &Place, route: &Route) -> Result<Vec<Effect>, ()> {
    match place {
        Place::Level(name) => {
            let found = model.app.menu.find(name);
            match found.map(|i| &model.app.menu.levels[i]) {
                Some(level) if level.track.is_some() => {
                    let track = level.track.clone().expect("checked");
                    let title = place_title(&model.app, place).unwrap_or_default();
                    let mut effects = play::open(
                        &mut model.play,
                        &mut model.app,
                        track,
                        &title,
                        place.clone(),
                        Rules::Strict,
                        &[],
                    );
                    effects.extend(crate::ui::menu::attach_decor(
                        &mut model.play,
                        &mut model.app,
                        found.expect("the level was found"),
                    ));
                    Ok(effects)
                }
                Some(level) if level.failed.is_some() => {
                    model.app.error = level.failed.clone();
                    Err(())
                }
                None if model.app.menu.loaded => {
                    let error = model
                        .app
                        .words
                        .with("menu-no-level", &[("name", name.into())]);
                    model.app.error = Some(error);
                    Err(())
                }
                _ => {
                    model.app.menu.pending = Some(route.clone());
                    Ok(Vec::new())
                }
            }
        }
        Place::Link(fragment) => match link::decode(fragment) {
            Ok(shared) => Ok(crate::ui::share::open(
                &mut model.play,
                &mut model.app,
                shared,
                place,
            )),
            Err(e) => {
                let error = model.app.words.with(
                    "nav-bad-link",
                    &[(
                        "why",
                        crate::ui::engine_words::link_error(&model.app.words, &e).into(),
                    )],
                );
                model.app.error = Some(error);
                Err(())
            }
        },
        Place::Random(seed) => {
            let generated = racetrack::generate::generate(
                *seed,
                racetrack::generate::DEFAULT_ROWS,
                racetrack::generate::DEFAULT_COLS,
            );
            let title = place_title(&model.app, place).unwrap_or_default();
            open_generated(model, generated, &title, place, &title)
        }
        Place::Daily(_) => {
            let Some(date) = crate::ui::daily::date_of(&model.app, place) else {
                model.app.error = Some(model.app.words.get("nav-no-date"));
                return Err(());
            };
            let title = place_title(&model.app, place).unwrap_or_default();
            let generated = racetrack::daily::track(date);
            open_generated(model, generated, &title, place, &date.to_string())
        }
        Place::Draft => {
            let e = model.editing.as_mut().expect("the draft was checked");
            let rules = e.rules;
            let (track, title, decor) = e.test_drive(&model.app.words).ok_or(())?;
            let effects = play::open(
                &mut model.play,
                &mut model.app,
                track,
                &title,
                place.clone(),
                rules,
                &[],
            );
            // The author's own decor, else the painted one stays.
            if let (Some(s), Some(decor)) = (model.play.session.as_mut(), decor) {
                s.show_decor(decor);
            }
            Ok(effects)
        }
    }
}

/// Shows the editor on the draft.
pub(crate) fn show_editor(model: &mut Model) -> Vec<Effect> {
    let mut effects = crate::ui::editor::ensure(&mut model.editing, &mut model.app);
    let was = model.screen();
    model.app.route = Route::Edit;
    model.relayout();
    if let Some(e) = model.editing.as_mut() {
        effects.extend(crate::ui::editor::changed(e));
    }
    if was != Screen::Editor {
        let said = model.app.words.get("nav-editor");
        model.announce(said);
    }
    effects
}

pub(crate) fn show_menu(model: &mut Model) -> Vec<Effect> {
    let was = model.screen();
    model.app.route = Route::Menu;
    if was != Screen::Menu {
        let said = model.app.words.get("nav-menu");
        model.announce(said);
        vec![Effect::Focus(Focus::Menu)]
    } else {
        Vec::new()
    }
}

/// Opens a track from a file or the paste box (`origin`, for My tracks) under `what`, or shows
/// the engine's error. The track's address is its share link, so reload and Back work for it too.
pub(crate) fn open_text(
    model: &mut Model,
    what: &str,
    bytes: &[u8],
    origin: crate::ui::my_tracks::Origin,
) -> Vec<Effect> {
    match Track::parse_bytes(bytes) {
        Ok(track) => {
            let title = what.trim_end_matches(".txt").to_owned();
            // A Karopapier mapcode opens under Karopapier's rules, as its players know them.
            let karopapier =
                std::str::from_utf8(bytes).is_ok_and(racetrack::track::mapcode::is_mapcode);
            let rules = if karopapier {
                Rules::Karopapier
            } else {
                Rules::Strict
            };
            let place = match link::encode_with_name(&track, rules, &[], &title) {
                Ok(fragment) => Place::Link(fragment),
                Err(_) => Place::Link(String::new()),
            };
            if let Place::Link(fragment) = &place {
                crate::ui::my_tracks::opening(&mut model.app, fragment, origin);
            }
            let route = Route::Play(place.clone());
            let mut effects = Vec::new();
            if !matches!(&place, Place::Link(f) if f.is_empty()) {
                effects.push(Effect::PushRoute(route.to_string()));
            }
            model.app.route = route;
            effects.extend(play::open(
                &mut model.play,
                &mut model.app,
                track,
                &title,
                place,
                rules,
                &[],
            ));
            effects
        }
        Err(e) => {
            let why = crate::ui::engine_words::parse_error(&model.app.words, &e);
            model.app.error = Some(crate::ui::engine_words::named(&model.app.words, what, &why));
            Vec::new()
        }
    }
}
