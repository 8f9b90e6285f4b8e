//! Tracks from pictures: PNG decoding (bounded; natively only, the page uses the browser's),
//! colour classification, the grid pitch.
//!
//! A track can be drawn as a PNG with the reference colours: [`ROAD`] white, [`START`] teal,
//! [`FINISH`] grey, anything else an obstacle. Each block of `cell` x `cell` pixels becomes one
//! track point ([`to_track`]); the pitch can be found from the picture ([`auto_cell`]).
//!
//! ```
//! use racetrack::image::{decode_png, encode_png, to_track, track_picture, auto_cell};
//! let track: racetrack::Track = "#>..*#\n#....#\n".parse().unwrap();
//! let png = encode_png(&track_picture(&track, 8));
//! let picture = decode_png(&png).unwrap();
//! assert_eq!(auto_cell(&picture), 8);
//! assert_eq!(to_track(&picture, 8).unwrap(), track);
//! ```

mod convert;
pub mod decor;
mod header;
mod palette;
mod pitch;
mod thumbnail;
// The page decodes pictures with the browser's own decoder (after `png_size`'s checks); the
// command line and the tests with the `png` crate.
#[cfg(not(target_arch = "wasm32"))]
mod png;

use thiserror::Error;

use crate::track::ParseTrackError;

pub use convert::{to_grid, to_track, track_picture};
pub use header::{is_png, png_size};
pub use palette::{FINISH, OBSTACLE, ROAD, START, TOLERANCE, classify, classify_rgba};
pub use pitch::{TARGET_LONG_SIDE, auto_cell};
#[cfg(not(target_arch = "wasm32"))]
pub use png::{decode_png, encode_png};
pub use thumbnail::thumbnail;

/// Most pixels a picture may have (4096 x 4096, 16.7 million): a larger PNG is refused from its
/// header, before any of its pixel data is decoded.
pub const MAX_IMAGE_PIXELS: u64 = 4096 * 4096;

/// Largest PNG file accepted, in bytes (32 MiB).
pub const MAX_IMAGE_BYTES: usize = 32 << 20;

/// A picture in memory: RGBA with 8 bits per channel, row by row, top row first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Picture {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// `width * height * 4` bytes: red, green, blue, alpha of each pixel, row-major.
    pub rgba: Vec<u8>,
}

impl Picture {
    /// A `width` x `height` picture filled with one RGBA colour.
    pub fn filled(width: u32, height: u32, rgba: [u8; 4]) -> Picture {
        let pixels = width as usize * height as usize;
        Picture {
            width,
            height,
            rgba: rgba.repeat(pixels),
        }
    }

    /// Number of pixels, `width * height`.
    pub fn pixels(&self) -> u64 {
        u64::from(self.width) * u64::from(self.height)
    }

    /// The RGBA colour at `(x, y)`; transparent black off the picture or past the end of a
    /// buffer shorter than it should be.
    #[inline]
    pub fn pixel(&self, x: u32, y: u32) -> [u8; 4] {
        if x >= self.width || y >= self.height {
            return [0; 4];
        }
        let i = (y as usize * self.width as usize + x as usize) * 4;
        match self.rgba.get(i..i + 4) {
            Some(p) => [p[0], p[1], p[2], p[3]],
            None => [0; 4],
        }
    }

    /// Whether the buffer holds exactly `width * height * 4` bytes.
    pub fn is_consistent(&self) -> bool {
        (self.width as usize)
            .checked_mul(self.height as usize)
            .and_then(|n| n.checked_mul(4))
            == Some(self.rgba.len())
    }
}

/// Why a picture could not be read or turned into a track.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ImageError {
    /// The bytes do not start with the PNG signature.
    #[error("not a PNG image (no PNG signature)")]
    NotPng,
    /// The file is larger than [`MAX_IMAGE_BYTES`].
    #[error("the file is {size} bytes; at most {max} bytes are accepted")]
    TooBig {
        /// Size of the file in bytes.
        size: usize,
        /// [`MAX_IMAGE_BYTES`].
        max: usize,
    },
    /// The PNG is damaged or cut short; the decoder's own words.
    #[error("damaged or truncated PNG: {0}")]
    Corrupt(String),
    /// More pixels than [`MAX_IMAGE_PIXELS`], seen in the header.
    #[error(
        "the image is {width} x {height} pixels; at most {side} x {side} pixels are accepted",
        side = max.isqrt()
    )]
    TooManyPixels {
        /// Width from the header.
        width: u32,
        /// Height from the header.
        height: u32,
        /// [`MAX_IMAGE_PIXELS`].
        max: u64,
    },
    /// A picture whose buffer does not hold `width * height * 4` bytes.
    #[error("a {width} x {height} picture needs {} bytes of RGBA, not {len}", *width as u64 * *height as u64 * 4)]
    BufferSize {
        /// Width of the picture.
        width: u32,
        /// Height of the picture.
        height: u32,
        /// Length of its buffer.
        len: usize,
    },
    /// A pitch of 0 pixels.
    #[error("the cell size must be at least 1 pixel")]
    ZeroCell,
    /// A pitch larger than the picture: not even one track point would fit.
    #[error("{cell} px cells do not fit in a {width} x {height} image")]
    CellTooLarge {
        /// The pitch asked for.
        cell: u32,
        /// Width of the picture.
        width: u32,
        /// Height of the picture.
        height: u32,
    },
    /// The grid read from the picture is not a valid track (no start, no finish, too large).
    #[error("the picture does not make a valid track: {0}")]
    Track(#[from] ParseTrackError),
}
