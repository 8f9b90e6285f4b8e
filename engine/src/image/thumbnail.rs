//! A track's picture at most a given number of pixels on its long side (the track collection's
//! `image.png`): the procedural decor ([`super::decor`]) scaled down by averaging, with the
//! terrains and the checkpoints marked over it; a track too large to paint is drawn in the
//! reference colours ([`super::track_picture`]), a point a pixel or more.

use super::decor::{self, CELL};
use super::{Picture, track_picture};
use crate::track::{Cell, Track};

/// The colour a point of this kind is marked with over the decor (the decor draws the road's
/// terrains and the checkpoints as plain asphalt), and how strongly.
fn mark(cell: Cell) -> Option<([u8; 3], u32)> {
    match cell {
        Cell::Ice => Some(([0xB3, 0xE5, 0xFC], 60)),
        Cell::Dirt => Some(([0x8D, 0x6E, 0x63], 60)),
        Cell::Ramp => Some(([0xFF, 0x98, 0x00], 60)),
        // Checkpoints: one hue a digit round the wheel, strongly.
        Cell::Checkpoint(d) => {
            const HUES: [[u8; 3]; 9] = [
                [0xFF, 0xD6, 0x00],
                [0x00, 0xB0, 0xFF],
                [0xFF, 0x40, 0x81],
                [0x76, 0xFF, 0x03],
                [0xD5, 0x00, 0xF9],
                [0xFF, 0x6D, 0x00],
                [0x1D, 0xE9, 0xB6],
                [0xF5, 0x00, 0x57],
                [0x3D, 0x5A, 0xFE],
            ];
            Some((HUES[usize::from(d.saturating_sub(1)).min(8)], 85))
        }
        _ => None,
    }
}

/// The picture of `track` at most `longest` pixels on its long side (at least 1 pixel a point
/// unless the track itself is longer than `longest` points: then points are sampled).
///
/// ```
/// use racetrack::image::thumbnail;
/// let track: racetrack::Track = "#####\n#>.*#\n#####".parse().unwrap();
/// let small = thumbnail(&track, 40);
/// assert_eq!((small.width, small.height), (40, 24));
/// let large = thumbnail(&track, 512);
/// assert_eq!((large.width, large.height), (80, 48));
/// ```
pub fn thumbnail(track: &Track, longest: u32) -> Picture {
    let longest = longest.max(1);
    let side = track.rows().max(track.cols()).max(1) as u32;
    if !decor::fits_painting(track) {
        let cell = (longest / side).max(1);
        return sampled(&track_picture(track, cell), longest);
    }
    let mut painted = decor::paint(track);
    for (i, &cell) in track.cells().iter().enumerate() {
        if let Some((colour, strength)) = mark(cell) {
            let (row, col) = (i / track.cols(), i % track.cols());
            tint(&mut painted, col as u32, row as u32, colour, strength);
        }
    }
    // The smallest whole factor that brings the long side within `longest`.
    let factor = (side * CELL).div_ceil(longest).max(1);
    if factor == 1 {
        painted
    } else {
        averaged(&painted, factor)
    }
}

/// Blends `colour` at `strength` percent over point `(col, row)`'s block of the decor.
fn tint(picture: &mut Picture, col: u32, row: u32, colour: [u8; 3], strength: u32) {
    for y in row * CELL..(row + 1) * CELL {
        for x in col * CELL..(col + 1) * CELL {
            let i = (y as usize * picture.width as usize + x as usize) * 4;
            for (k, &c) in colour.iter().enumerate() {
                let old = u32::from(picture.rgba[i + k]);
                picture.rgba[i + k] =
                    ((old * (100 - strength) + u32::from(c) * strength) / 100) as u8;
            }
        }
    }
}

/// `picture` scaled down by `factor` on each side, each pixel the mean of its block (a partial
/// block at the right or bottom edge averages what it holds).
fn averaged(picture: &Picture, factor: u32) -> Picture {
    let width = picture.width.div_ceil(factor);
    let height = picture.height.div_ceil(factor);
    let mut rgba = Vec::with_capacity(width as usize * height as usize * 4);
    for by in 0..height {
        for bx in 0..width {
            let mut sum = [0u32; 4];
            let mut n = 0;
            for y in by * factor..((by + 1) * factor).min(picture.height) {
                for x in bx * factor..((bx + 1) * factor).min(picture.width) {
                    let p = picture.pixel(x, y);
                    for k in 0..4 {
                        sum[k] += u32::from(p[k]);
                    }
                    n += 1;
                }
            }
            rgba.extend(sum.map(|s| (s / n.max(1)) as u8));
        }
    }
    Picture {
        width,
        height,
        rgba,
    }
}

/// `picture` within `longest` pixels on its long side, by taking every so many pixels.
fn sampled(picture: &Picture, longest: u32) -> Picture {
    let side = picture.width.max(picture.height);
    if side <= longest {
        return picture.clone();
    }
    let scale = |n: u32| ((u64::from(n) * u64::from(longest)).div_ceil(u64::from(side))) as u32;
    let (width, height) = (scale(picture.width).max(1), scale(picture.height).max(1));
    let mut rgba = Vec::with_capacity(width as usize * height as usize * 4);
    for y in 0..height {
        for x in 0..width {
            let sx = (u64::from(x) * u64::from(side) / u64::from(longest)) as u32;
            let sy = (u64::from(y) * u64::from(side) / u64::from(longest)) as u32;
            rgba.extend(picture.pixel(sx, sy));
        }
    }
    Picture {
        width,
        height,
        rgba,
    }
}

#[cfg(test)]
mod tests {
    use super::thumbnail;
    use crate::track::Track;

    #[test]
    fn every_picture_fits_its_long_side_and_checkpoints_show() {
        let plain: Track = "#####\n#>.*#\n#####".parse().unwrap();
        let with: Track = "#####\n#>1*#\n#####".parse().unwrap();
        let (a, b) = (thumbnail(&plain, 512), thumbnail(&with, 512));
        // Point (1, 2), the checkpoint, differs; the start's block does not.
        let at = |p: &super::Picture, col: u32, row: u32| p.pixel(col * 16 + 8, row * 16 + 8);
        assert_ne!(at(&a, 2, 1), at(&b, 2, 1));
        assert_eq!(at(&a, 0, 0), at(&b, 0, 0));
        // A long thin track: 1 x 2000 points, painted, averaged into at most 512 pixels.
        let long: Track = format!(">{}*", ".".repeat(1998)).parse().unwrap();
        let t = thumbnail(&long, 512);
        assert!(
            t.width <= 512 && t.width > 500 && t.height == 1,
            "{}x{}",
            t.width,
            t.height
        );
        // 2 x 10,000 points is too large to paint: drawn a pixel a point, then sampled.
        let huge: Track = format!(">{}*\n{}", ".".repeat(9998), "#".repeat(10_000))
            .parse()
            .unwrap();
        let h = thumbnail(&huge, 512);
        assert_eq!((h.width, h.height), (512, 1));
        assert!(h.is_consistent());
        // 200 x 100 points, painted and averaged down to at most 512.
        let mut rows = vec![format!(">{}*", ".".repeat(198))];
        rows.extend((1..100).map(|_| "#".repeat(200)));
        let wide: Track = rows.join("\n").parse().unwrap();
        let w = thumbnail(&wide, 512);
        assert!(
            w.width <= 512 && w.height <= 512 && w.width >= 400,
            "{}x{}",
            w.width,
            w.height
        );
        assert!(w.is_consistent());
    }
}
