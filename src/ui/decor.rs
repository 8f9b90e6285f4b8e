//! Decor: a picture drawn under a track's grid, kept apart from its logic. Trees, stands and
//! kerbs in it are not obstacles; only the track's cells are. A level's decor is the file
//! `levels/NAME.decor.png` beside `levels/NAME.txt` (listed in `levels/index.json`); an image
//! track brings its own (a decor image and a logic image, opened together).

use std::rc::Rc;

use racetrack::image::Picture;

/// A decoded decor picture, with an id the painter caches its pixels under.
#[derive(Debug, PartialEq, Eq)]
pub struct Decor {
    /// Unique in the page's life.
    pub id: u64,
    /// The file it came from.
    pub name: String,
    /// The pixels.
    pub picture: Picture,
}

/// How opaque the track's own drawing is over a decor (the decor shows through).
pub const TRACK_OVER_DECOR: f32 = 0.38;

/// A decor from its decoded picture.
pub fn from_picture(id: u64, name: &str, picture: Picture) -> Rc<Decor> {
    Rc::new(Decor {
        id,
        name: name.to_owned(),
        picture,
    })
}

/// The painted decor of a track that has no picture of its own ([`racetrack::image::decor`]),
/// or none when the track is too large to paint. The decors painted last are kept, per track, up
/// to [`PAINTED_KEPT_BYTES`] of pixels (always the newest): a board made again for a track seen
/// a moment ago (a room's new view, a replay reopened, Retry, the daily after a random track) is
/// not painted twice.
pub(crate) fn painted(app: &mut super::app::App, track: &racetrack::Track) -> Option<Rc<Decor>> {
    use racetrack::image::decor::{fits_painting, paint};
    if !fits_painting(track) {
        return None;
    }
    let key = racetrack::top_runs::TrackKey::of(track, racetrack::Rules::Strict).0;
    let kept = &mut app.kept.painted;
    if let Some(at) = kept.iter().position(|(k, _)| *k == key) {
        // The most recently used last.
        let entry = kept.remove(at);
        let decor = entry.1.clone();
        kept.push(entry);
        return Some(decor);
    }
    let decor = from_picture(app.next_generation(), "painted", paint(track));
    let kept = &mut app.kept.painted;
    kept.push((key, decor.clone()));
    let bytes = |kept: &[(u64, Rc<Decor>)]| -> usize {
        kept.iter().map(|(_, d)| d.picture.rgba.len()).sum()
    };
    while kept.len() > 1 && bytes(kept) > PAINTED_KEPT_BYTES {
        kept.remove(0);
    }
    Some(decor)
}

/// How many bytes of painted decors the page keeps (a 40 x 60 track's is 2.4 MB; the largest
/// painted, 16 MiB, is kept alone).
pub const PAINTED_KEPT_BYTES: usize = 24 << 20;

/// Whether a picture of `width` x `height` pixels fits a `rows` x `cols` track well enough to
/// lie under it: the same aspect within 5 %.
pub fn fits(width: u32, height: u32, rows: usize, cols: usize) -> bool {
    if width == 0 || height == 0 || rows == 0 || cols == 0 {
        return false;
    }
    let picture = f64::from(width) / f64::from(height);
    let track = cols as f64 / rows as f64;
    (picture / track - 1.0).abs() <= 0.05
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_decor_must_have_the_track_s_shape() {
        assert!(fits(512, 224, 14, 32));
        assert!(!fits(512, 512, 14, 32));
        assert!(!fits(0, 10, 14, 32));
    }
}
