//! The menu's level cards as the page shows them: each level's best run, medal and board
//! link from the records, and the progress line over them.

use super::menu::Card;
use super::model::Model;
use super::top_runs;

/// The menu's cards, with the player's best run and medal on each.
pub(crate) fn cards(model: &Model) -> Vec<Card> {
    let mut cards = model.app.menu.cards();
    let boards = super::online::leaderboard::offered(&model.app);
    for (card, level) in cards.iter_mut().zip(&model.app.menu.levels) {
        let Some(key) = level.record_key else {
            continue;
        };
        if boards {
            card.board = Some((
                super::online::leaderboard::route_for(key).to_string(),
                format!("{}: world board", card.title),
            ));
        }
        if let Some(best) = model.app.kept.record_book.records.best(key) {
            card.best = Some(best.moves());
            card.medal = top_runs::medal(best.moves(), level.optimum);
            card.assisted = best.is_assisted();
            let help = if card.assisted { "assisted" } else { "clean" };
            card.best_words = match card.medal {
                Some(medal) => format!("your best {} · {medal} · {help}", best.moves()),
                None => format!("your best {} · {help}", best.moves()),
            };
        }
    }
    cards
}

/// The menu's progress line: medals out of the levels, the golds, and the next level to beat
/// (the first without a gold); nothing before the first medal.
pub(crate) fn progress_words(cards: &[Card]) -> Option<String> {
    let medals = cards.iter().filter(|c| c.medal.is_some()).count();
    if medals == 0 {
        return None;
    }
    let golds = cards.iter().filter(|c| c.medal == Some("gold")).count();
    let next = cards.iter().find(|c| c.medal != Some("gold"));
    Some(match next {
        Some(next) => format!(
            "Medals: {medals} of {} levels, {golds} gold · next to beat: {}",
            cards.len(),
            next.title
        ),
        None => format!("Every level won with gold: {golds} of {}.", cards.len()),
    })
}
