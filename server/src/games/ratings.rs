//! A rated game's result, applied to its players' ratings once at its end: by the instance that
//! saved the end, and otherwise by any instance's ticker ([`Games::rate_pending`]).

use racetrack::rating::Finish;

use super::{Games, Live};
use crate::store::Store;

impl Live {
    /// Each seat's player and how its car ended, by the final standings; `None` before the
    /// end.
    pub(crate) fn finishes(&self) -> Option<Vec<(i64, Finish)>> {
        let recorder = self.phase.over()?;
        let cars = recorder.race().cars();
        let standings = &recorder.record().standings;
        self.seats
            .iter()
            .map(|seat| {
                let name = cars.get(seat.seat as usize)?.name();
                let line = standings.iter().find(|s| s.name == name)?;
                Some((
                    seat.player,
                    Finish {
                        place: line.place,
                        out: line.state == racetrack::race::CarStatus::Retired,
                    },
                ))
            })
            .collect()
    }
}

impl Games {
    /// Applies game `live`'s result to its players' ratings if it is a rated game that is over
    /// (once: a second call changes nothing).
    pub(crate) async fn rate(&self, store: &Store, live: &Live, now_ms: i64) {
        if !live.row.rated {
            return;
        }
        let Some(cars) = live.finishes() else {
            return;
        };
        if let Err(e) = store.rate_game(&live.row.id, &cars, now_ms).await {
            tracing::warn!(game = %live.row.id, error = %e, "rating a game; the ticker tries again");
        }
    }

    /// Rates the rated games over whose result is not applied yet (an instance stopped between
    /// a game's end and its rating).
    pub async fn rate_pending(&self, store: &Store, now_ms: i64) {
        let Ok(ids) = store.unrated_games(100).await else {
            return;
        };
        for id in ids {
            if let Ok(live) = self.fresh(store, &id).await {
                self.rate(store, &live, now_ms).await;
            }
        }
    }
}
