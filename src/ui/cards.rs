//! The menu's level cards as the page shows them: each level's best run, medal and board
//! link from the records, and the progress line over them.

use super::i18n::Words;
use super::menu::{BoardLink, Card};
use super::model::Model;
use super::top_runs;

/// The menu's cards, with the player's best run and medal on each.
pub(crate) fn cards(model: &Model) -> Vec<Card> {
    let words = &model.app.words;
    let mut cards = model.app.menu.cards(words);
    let boards = super::online::leaderboard::offered(&model.app);
    for (card, level) in cards.iter_mut().zip(&model.app.menu.levels) {
        let Some(key) = level.record_key else {
            continue;
        };
        if boards {
            card.board = Some(BoardLink {
                href: super::online::leaderboard::route_for(key).to_string(),
                label: words.with("card-board", &[("title", (&card.title).into())]),
                chip: words.get("card-board-chip"),
            });
        }
        if let Some(best) = model.app.kept.record_book.records.best(key) {
            card.best = Some(best.moves());
            card.medal = top_runs::medal(best.moves(), level.known_optimum());
            card.assisted = best.is_assisted();
            let help = words.get(if card.assisted {
                "run-assisted"
            } else {
                "run-clean"
            });
            let moves = best.moves().into();
            card.best_words = match card.medal {
                Some(medal) => words.with(
                    "card-best-medal",
                    &[
                        ("moves", moves),
                        ("medal", medal_words(words, medal).into()),
                        ("help", help.into()),
                    ],
                ),
                None => words.with(
                    "card-best-plain",
                    &[("moves", moves), ("help", help.into())],
                ),
            };
        }
    }
    cards
}

/// The menu's progress line: medals out of the levels, the golds, and the next level to beat
/// (the first without a gold); nothing before the first medal.
pub(crate) fn progress_words(words: &Words, cards: &[Card]) -> Option<String> {
    let medals = cards.iter().filter(|c| c.medal.is_some()).count();
    if medals == 0 {
        return None;
    }
    let golds = cards.iter().filter(|c| c.medal == Some("gold")).count();
    let next = cards.iter().find(|c| c.medal != Some("gold"));
    let levels = cards.len().into();
    Some(match next {
        Some(next) => words.with(
            "progress-medals",
            &[
                ("medals", medals.into()),
                ("levels", levels),
                ("golds", golds.into()),
                ("next", (&next.title).into()),
            ],
        ),
        None => words.with(
            "progress-all-gold",
            &[("golds", golds.into()), ("levels", levels)],
        ),
    })
}

/// A medal's word (`gold`, `silver`, `bronze` as the records name them) in `words`' language.
pub(crate) fn medal_words(words: &Words, medal: &str) -> String {
    words.get(match medal {
        "gold" => "medal-gold",
        "silver" => "medal-silver",
        _ => "medal-bronze",
    })
}
