//! Night (Karopapier's night maps): until the game is over each viewer is sent only the cells
//! their own car lights ([`racetrack::rules::night`]), and, since they cannot see every cell a
//! move passes, the points their car may choose. A spectator sees no cell. The cars are shown
//! wherever they are, as by day.

use racetrack::Track;
use racetrack::race::CarId;
use racetrack::rules::night;

use super::Live;
use crate::store::GameState;

impl Live {
    /// The track's text as `you` (the viewer's seat, if any) may see it, and the points its car
    /// may choose now: the whole text and no points unless the game is a night game not over.
    pub(crate) fn seen_track(&self, you: Option<CarId>) -> (String, Vec<[i32; 2]>) {
        if !self.row.night || self.row.state == GameState::Over {
            return (self.row.track.clone(), Vec::new());
        }
        let parsed;
        let race = self.phase.race().map(|r| r.race());
        let track: &Track = match race {
            Some(race) => race.track(),
            None => match self.row.track.parse() {
                Ok(track) => {
                    parsed = track;
                    &parsed
                }
                // A stored track that no longer parses shows nothing.
                Err(_) => return (String::new(), Vec::new()),
            },
        };
        let Some(car) = you else {
            return (night::mask(track, &[]), Vec::new());
        };
        let (lit, options) = match race {
            Some(race) => (
                night::lit(track, race.cars()[car.0].run()),
                race.options(car).iter().map(|p| [p.row, p.col]).collect(),
            ),
            None => (night::lit(track, &[]), Vec::new()),
        };
        (night::mask(track, &lit), options)
    }
}
