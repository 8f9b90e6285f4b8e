//! Share links from the play screen: the game so far with the track's name (`v3`), or after a
//! win a challenge (`v2`) with the track's name and the player's; and opening a challenge, whose run becomes the ghost.

use crate::ui::app::App;
use crate::ui::model::Play;
use racetrack::link::{self, Shared};

use super::engine_words;
use super::ghost::{Ghost, Source};
use super::msg::{Copier, Effect, Focus};
use super::play::{self, Share};
use super::route::Place;

/// The site's address that every link the page hands out begins with (a share link, an invite, a
/// track of the collection, the daily card): the page's address before its fragment, less the
/// language's page it was opened on (`index.fr.html`), so that a link names the site and opens in
/// its reader's language, not the sender's.
pub fn site_address(page: &str) -> String {
    let page = page.split('#').next().unwrap_or(page);
    let (path, query) = page
        .split_once('?')
        .map_or((page, None), |(p, q)| (p, Some(q)));
    let path = super::i18n::Lang::ALL
        .iter()
        .find_map(|lang| {
            path.strip_suffix(lang.page())
                .filter(|dir| dir.ends_with('/'))
        })
        .unwrap_or(path);
    match query {
        Some(query) => format!("{path}?{query}"),
        None => path.to_owned(),
    }
}

/// The name a challenge carries when the player has not given one.
pub const ANONYMOUS: &str = "Anonymous";

/// The share link of the open game: a challenge after a win, else the game so far.
/// A test drive's title says so ("Test drive: My track"); its link carries the track's own name
/// (`draft_name`, the editor's).
pub(crate) fn share(play: &mut Play, app: &mut App, draft_name: Option<String>) -> Vec<Effect> {
    let draft_name = draft_name.filter(|_| play.place() == Some(&Place::Draft));
    let Some(s) = &mut play.session else {
        return Vec::new();
    };
    let title = draft_name.unwrap_or_else(|| super::dispatch::navigate::session_title(app, s));
    let game = &s.game;
    let won = game.state().is_won();
    let anonymous = won && app.kept.record_book.player.is_empty();
    let fragment = if won {
        let track_name: String = title.chars().take(link::MAX_TRACK_NAME_CHARS).collect();
        let player = match app.kept.record_book.player.as_str() {
            "" => ANONYMOUS,
            name => name,
        };
        link::encode_challenge(
            game.track(),
            game.rules(),
            game.trajectory(),
            &track_name,
            player,
        )
    } else {
        link::encode_with_name(game.track(), game.rules(), game.trajectory(), &title)
    };
    match fragment {
        Ok(fragment) => {
            let link = format!("{}#{fragment}", app.base_url);
            s.share = Some(Share {
                link: link.clone(),
                copied: None,
                anonymous,
            });
            vec![
                Effect::Copy {
                    text: link,
                    by: Copier::Game,
                },
                Effect::Focus(Focus::ShareLink),
            ]
        }
        Err(e) => {
            app.error = Some(app.words.with(
                "share-cannot",
                &[("why", engine_words::link_error(&app.words, &e).into())],
            ));
            Vec::new()
        }
    }
}

/// Opens a decoded link: a game to go on with, or a challenge to race (its run is the ghost).
pub(crate) fn open(play: &mut Play, app: &mut App, shared: Shared, place: &Place) -> Vec<Effect> {
    let Some(challenge) = shared.challenge else {
        let shared_track = app.words.get("title-shared");
        let title = shared.name.as_deref().unwrap_or(&shared_track);
        let mut effects = play::open(
            play,
            app,
            shared.track,
            title,
            place.clone(),
            shared.rules,
            &shared.trajectory,
        );
        effects.extend(super::menu::decor_for_link(play, app));
        return effects;
    };
    let moves = shared.trajectory.len().saturating_sub(1);
    let effects = play::open(
        play,
        app,
        shared.track,
        &challenge.track_name,
        place.clone(),
        shared.rules,
        &[],
    );
    if let Some(s) = &mut play.session {
        s.ghost = Some(Ghost {
            trajectory: shared.trajectory,
            name: challenge.player.clone(),
            source: Source::Challenge,
        });
    }
    let said = app.words.with(
        "share-challenge",
        &[
            ("name", (&challenge.player).into()),
            ("moves", moves.into()),
            ("track", (&challenge.track_name).into()),
        ],
    );
    app.announce(said);
    let mut effects = effects;
    effects.extend(super::menu::decor_for_link(play, app));
    effects
}

/// The Share button's copy finished: the game says so.
pub(crate) fn copied(
    play: &mut Play,
    app: &mut App,
    result: Result<(), crate::ui::msg::CopyRefusal>,
) {
    let Some(share) = play.session.as_mut().and_then(|s| s.share.as_mut()) else {
        return;
    };
    let words = app.words.get(match &result {
        Ok(()) => "editor-link-copied",
        Err(_) => "editor-link-not-copied",
    });
    share.copied = Some(result);
    app.announce(words);
}

#[cfg(test)]
mod tests {
    use super::site_address;

    #[test]
    fn a_link_names_the_site_not_the_language_page_it_was_made_on() {
        for (page, site) in [
            (
                "https://racetrack.test/index.fr.html",
                "https://racetrack.test/",
            ),
            (
                "https://racetrack.test/index.de.html",
                "https://racetrack.test/",
            ),
            (
                "https://racetrack.test/index.html#/online",
                "https://racetrack.test/",
            ),
            ("https://racetrack.test/", "https://racetrack.test/"),
            (
                "https://x.test/games/index.fr.html?a=1",
                "https://x.test/games/?a=1",
            ),
            // Only a whole file name is the language's page.
            ("https://x.test/myindex.html", "https://x.test/myindex.html"),
            ("http://127.0.0.1:8080", "http://127.0.0.1:8080"),
        ] {
            assert_eq!(site_address(page), site, "{page}");
        }
    }
}
